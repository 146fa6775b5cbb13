/**
 * submissionsCsvChunk() read back with a real CSV parser, as a spreadsheet would: a message whose
 * second line starts a formula must stay one quoted cell, and no line of any cell may start one.
 */
import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";

import { submissionsCsvChunk, submissionsCsvFileName } from "@/lib/admin/submissions-csv";

const HEADER = [
  "Date (India time UTC+5:30)",
  "Name",
  "Email",
  "Message",
  "Status",
  "Handled at (India time UTC+5:30)",
  "Reference",
  "Source",
  "Landing page",
  "Referrer",
  "UTM medium",
  "UTM campaign",
  "UTM term",
  "UTM content",
  "Sent from",
];
// What a spreadsheet may run as a formula, full-width forms included (Apple Numbers folds them),
// after any leading spaces (some trim them before reading the cell).
const FORMULA_START = /^[ \u00A0\u3000]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
// Every line break a spreadsheet or a text renderer may split a cell's text on.
const LINE_BREAK = /\r\n|[\n\r\u000B\u000C\u0085\u2028\u2029]/;

const NO_ORIGIN: Record<
  | "source"
  | "landing_page"
  | "referrer_origin"
  | "utm_source"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  | "sent_from",
  string | null
> = {
  source: null,
  landing_page: null,
  referrer_origin: null,
  utm_source: null,
  utm_medium: null,
  utm_campaign: null,
  utm_term: null,
  utm_content: null,
  sent_from: null,
};

const row = (name: string, message: string) => ({
  id: "0b5e7a52-8d0e-4a53-9a8e-3c3f1f7b2a10",
  created_at: "2026-01-02T03:04:05.000Z",
  name,
  email: "someone@example.com",
  message,
  handled_at: null as string | null,
  spam_reason: null as string | null,
  ...NO_ORIGIN,
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
    expect(first.startsWith(`\uFEFF${HEADER.join(",")}\r\n`)).toBe(true);
    expect(later.startsWith("2026-01-02 08:34,प्रिया,")).toBe(true);
    expect(readBack(first + later).map((record) => record[1])).toEqual(["Name", "Zoë", "प्रिया"]);
  });
});

describe("the attribution columns", () => {
  const tagged: ReturnType<typeof row> = {
    ...row("Asha", "Hello"),
    id: "1a2b3c4d-0000-4000-8000-000000000000",
    source: "google",
    landing_page: "/services/web-design",
    referrer_origin: "https://www.google.com",
    utm_source: "Google",
    utm_medium: "cpc",
    utm_campaign: "spring sale",
    utm_term: "web design",
    utm_content: "ad-1",
    sent_from: "/contact",
  };
  const record = (input: ReturnType<typeof row>) => {
    const cells = readBack(submissionsCsvChunk([input], { first: true }));
    return Object.fromEntries(HEADER.map((column, i) => [column, cells[1]![i]]));
  };

  it("follow the old columns, each under its header, with the reference staff see", () => {
    expect(record(tagged)).toEqual({
      "Date (India time UTC+5:30)": "2026-01-02 08:34",
      Name: "Asha",
      Email: "someone@example.com",
      Message: "Hello",
      Status: "New",
      "Handled at (India time UTC+5:30)": "",
      Reference: "KX-1A2B3C4D",
      Source: "google",
      "Landing page": "/services/web-design",
      Referrer: "https://www.google.com",
      "UTM medium": "cpc",
      "UTM campaign": "spring sale",
      "UTM term": "web design",
      "UTM content": "ad-1",
      "Sent from": "/contact",
    });
  });

  it("leave an enquiry from before sources were recorded blank, reference aside", () => {
    const old = record({ ...tagged, ...NO_ORIGIN });
    expect(old["Reference"]).toBe("KX-1A2B3C4D");
    for (const column of HEADER.slice(7)) expect(old[column]).toBe("");
  });

  it("say Spam for a spam row, whatever its handled mark, and Handled otherwise", () => {
    const at = "2026-02-03T04:05:06.000Z";
    expect(record({ ...tagged, spam_reason: "honeypot" })["Status"]).toBe("Spam");
    expect(record({ ...tagged, spam_reason: "staff", handled_at: at })["Status"]).toBe("Spam");
    expect(record({ ...tagged, handled_at: at })).toMatchObject({
      Status: "Handled",
      "Handled at (India time UTC+5:30)": "2026-02-03 09:35",
    });
  });

  it("neutralise a campaign tag that starts a formula, as every other cell", () => {
    // The stored tags allow + - @ (the database's check), so a tag can start a formula.
    const cells = record({
      ...tagged,
      utm_campaign: "-2+3",
      utm_term: "@SUM(1:2)",
      utm_content: "+cmd",
      utm_medium: " =1+1",
    });
    expect(cells["UTM campaign"]).toBe("'-2+3");
    expect(cells["UTM term"]).toBe("'@SUM(1:2)");
    expect(cells["UTM content"]).toBe("'+cmd");
    expect(cells["UTM medium"]).toBe("' =1+1");
    for (const cell of Object.values(cells)) expect(cell).not.toMatch(FORMULA_START);
  });
});

describe("submissionsCsvFileName", () => {
  const day = new Date("2026-11-28T20:00:00Z");

  it("names the day in India time, and nothing more for the whole list", () => {
    expect(submissionsCsvFileName({ q: "", status: "all", source: "" }, day)).toBe(
      "submissions-2026-11-29.csv",
    );
  });

  it("says that the file holds a filtered list, and by what", () => {
    expect(submissionsCsvFileName({ q: "Asha", status: "new", source: "newsletter" }, day)).toBe(
      "submissions-filtered-new-from-newsletter-search-2026-11-29.csv",
    );
    expect(submissionsCsvFileName({ q: "", status: "all", source: "www.Google.com/x" }, day)).toBe(
      "submissions-filtered-from-www-google-com-x-2026-11-29.csv",
    );
  });
});
