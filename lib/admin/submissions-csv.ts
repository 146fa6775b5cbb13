import { stringify } from "csv-stringify/sync";

type ExportRow = {
  created_at: string;
  name: string;
  email: string;
  message: string;
  handled_at: string | null;
};

const COLUMNS = ["Date", "Name", "Email", "Message", "Status", "Handled at"];

/**
 * One chunk of the submissions CSV: RFC 4180 quoting (CRLF rows, quotes doubled), and cells that
 * start with = + - @ (or a tab or carriage return) prefixed with ' so a spreadsheet shows them as
 * text instead of running them as formulas. The first chunk opens with a UTF-8 BOM, so Excel reads
 * names such as "Zoë" or "प्रिया" correctly, and the header row.
 */
export function submissionsCsvChunk(rows: ExportRow[], { first }: { first: boolean }): string {
  return stringify(
    rows.map((row) => [
      row.created_at,
      row.name,
      row.email,
      row.message,
      row.handled_at ? "Handled" : "New",
      row.handled_at ?? "",
    ]),
    {
      header: first,
      columns: COLUMNS,
      bom: first,
      record_delimiter: "windows",
      escape_formulas: true,
    },
  );
}
