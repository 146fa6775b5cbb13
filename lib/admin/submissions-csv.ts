import { stringify } from "csv-stringify/sync";

import type { FormSubmission } from "@/lib/database-rows";

type ExportRow = Pick<FormSubmission, "created_at" | "name" | "email" | "message" | "handled_at">;

const COLUMNS = ["Date", "Name", "Email", "Message", "Status", "Handled at"];

// csv-stringify's escape_formulas looks at a cell's first character only, but a spreadsheet may
// run a formula that starts any line of a multi-line cell. A carriage return counts only at the
// cell's start: after a break it is itself a break, and prefixing blank lines would mar messages.
const FORMULA_AT_LINE_START = /(?<=^|[\r\n])(?=[=+\-@\t\uFF1D\uFF0B\uFF0D\uFF20])|^(?=\r)/g;

const neutraliseFormulas = (cell: string) => cell.replace(FORMULA_AT_LINE_START, "'");

/**
 * One chunk of the submissions CSV: RFC 4180 quoting (CRLF rows, quotes doubled, every cell with a
 * line break quoted), and every line of a cell that starts with = + - @ or a tab (and a cell that
 * starts with a carriage return) prefixed with ' so a spreadsheet shows it as text instead of
 * running it as a formula. The first chunk opens with a UTF-8 BOM, so Excel reads names such as
 * "Zoë" or "प्रिया" correctly, and the header row.
 */
export function submissionsCsvChunk(rows: ExportRow[], { first }: { first: boolean }): string {
  return stringify(
    rows.map((row) =>
      [
        row.created_at,
        row.name,
        row.email,
        row.message,
        row.handled_at ? "Handled" : "New",
        row.handled_at ?? "",
      ].map(neutraliseFormulas),
    ),
    {
      header: first,
      columns: COLUMNS,
      bom: first,
      record_delimiter: "windows",
      // With a record delimiter set, csv-stringify quotes only cells holding "\r\n"; a bare "\n"
      // or "\r" would end the row for most readers.
      quote_record_delimiter: true,
    },
  );
}
