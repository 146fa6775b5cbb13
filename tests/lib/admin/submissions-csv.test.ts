/**
 * submissionsCsvChunk() read back with a real CSV parser, as a spreadsheet would: a message whose
 * second line starts a formula must stay one quoted cell, and no line of any cell may start one.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { submissionsCsvChunk } from "@/lib/admin/submissions-csv";

const HEADER = ["Date", "Name", "Email", "Message", "Status", "Handled at"];
// What a spreadsheet may run as a formula, full-width forms included (Apple Numbers folds them),
// after any leading spaces (some trim them before reading the cell).
const FORMULA_START = /^[ \u00A0\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// Every line break a spreadsheet or a text renderer may split a cell's text on.
const LINE_BREAK = /\r\n|[\n\r\u000B\u000C\u0085\u2028\u2029]/;

const row = (name: string, message: string) => ({
  created_at: "2026-01-02T03:04:05.000Z",
  name,
  email: "someone@example.com",
  message,
  handled_at: null,
});

// Like a lenient spreadsheet, any line break outside quotes ends a row.
const readBack = (csv: string): string[][] =>
  parse(csv.replace(/^\uFEFF/, ""), { record_delimiter: ["\r\n", "\n", "\r"] });

// The neutralising quote is the only change allowed: removing it from each line gives the text back.
const withoutNeutralisingQuotes = (cell: string) =>
  cell.replace(
    /(^|[\r\n\u000B\u000C\u0085\u2028\u2029])'(?=[ \u00A0\u3000]*[=+\-@\t\r\u000B\u000C\u0085\u2028\u2029\uFF1D\uFF0B\uFF0D\uFF20])/g,
    "$1",
  );

describe("submissionsCsvChunk", () => {
  const breaks = {
    "\\n": "\n",
    "\\r\\n": "\r\n",
    "a bare \\r": "\r",
    "U+2028": "\u2028",
    "U+2029": "\u2029",
    NEL: "\u0085",
    VT: "\u000B",
    FF: "\u000C",
  };

  for (const [label, lineBreak] of Object.entries(breaks)) {
    it(`keeps a message split by ${label} in one cell and no line of it a formula`, () => {
      const rows = [
        row("Ada", `Hello${lineBreak}=cmd|' /C calc'!A0`),
        row(`Bo${lineBreak}+SUM(1,2)`, `-2+3${lineBreak}@mention${lineBreak}\tcalc`),
        row("Cy", `ok${lineBreak}${lineBreak}=1+1${lineBreak}plain`),
        row("Di", `${lineBreak}\uFF1Dcmd${lineBreak}`),
        row("  =1+1", `hi${lineBreak}   =HYPERLINK("http://evil.example")${lineBreak}\u3000@x`),
      ];
      const cells = readBack(submissionsCsvChunk(rows, { first: true }));

      expect(cells).toHaveLength(1 + rows.length);
      expect(cells[0]).toEqual(HEADER);
      for (const record of cells) {
        expect(record).toHaveLength(HEADER.length);
        for (const cell of record) {
          expect(cell).not.toMatch(FORMULA_START);
          for (const line of cell.split(LINE_BREAK)) expect(line).not.toMatch(FORMULA_START);
        }
      }
      expect(
        cells
          .slice(1)
          .map(([, name, , message]) => [name!, message!].map(withoutNeutralisingQuotes)),
      ).toEqual(rows.map(({ name, message }) => [name, message]));
    });
  }

  it("prefixes a formula at the start of a cell, as before, and leaves other text, blank lines included, alone", () => {
    const cells = readBack(
      submissionsCsvChunk(
        [row('=HYPERLINK("http://evil.example","click")', 'Call me "soon", twice.\r\n\r\nthanks')],
        { first: true },
      ),
    );
    expect(cells[1]![1]).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cells[1]![3]).toBe('Call me "soon", twice.\r\n\r\nthanks');
    expect(cells[1]![4]).toBe("New");
  });

  it("opens the first chunk with a BOM and the header, and later chunks with neither", () => {
    const first = submissionsCsvChunk([row("Zoë", "Hi")], { first: true });
    const later = submissionsCsvChunk([row("प्रिया", "Hi")], { first: false });
    expect(first.startsWith("\uFEFFDate,Name,Email,Message,Status,Handled at\r\n")).toBe(true);
    expect(later.startsWith("2026-01-02T03:04:05.000Z,प्रिया,")).toBe(true);
    expect(readBack(first + later).map((record) => record[1])).toEqual(["Name", "Zoë", "प्रिया"]);
  });
});
