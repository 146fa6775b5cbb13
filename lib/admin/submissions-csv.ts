import { stringify } from "csv-stringify/sync";

import type { FormSubmission } from "@/lib/database-rows";
import { enquiryReference } from "@/lib/leads/reference";

import { ADMIN_TIME_ZONE, formatAdminSpreadsheetTime } from "./format";
import type { AdminListParams } from "./list-params";

type ExportRow = Pick<
  FormSubmission,
  | "id"
  | "created_at"
  | "name"
  | "email"
  | "message"
  | "handled_at"
  | "spam_reason"
  | "source"
  | "landing_page"
  | "referrer_origin"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  | "sent_from"
>;

const ZONE = `${ADMIN_TIME_ZONE.label} ${ADMIN_TIME_ZONE.offset}`;

// New columns go after the old ones, so a spreadsheet built on the first six keeps working.
// No "UTM source": Source is that tag (else the referring site, else "direct").
const COLUMNS = [
  `Date (${ZONE})`,
  "Name",
  "Email",
  "Message",
  "Status",
  `Handled at (${ZONE})`,
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

const statusOf = (row: ExportRow) =>
  row.spam_reason ? "Spam" : row.handled_at ? "Handled" : "New";

// csv-stringify's escape_formulas checks only a cell's first character, but a spreadsheet may run
// a formula that starts any line of a cell, even after leading spaces.
const BREAKS = "\\r\\n\\u000B\\u000C\\u0085\\u2028\\u2029";
const FORMULA = "[ \\u00A0\\u3000]*[=+\\-@\\t\\uFF1D\\uFF0B\\uFF0D\\uFF20]";
const FORMULA_AT_LINE_START = new RegExp(
  `(?<=^|[${BREAKS}])(?=${FORMULA})|^(?=[\\r\\u000B\\u000C\\u0085\\u2028\\u2029])`,
  "g",
);

const neutraliseFormulas = (cell: string) => cell.replace(FORMULA_AT_LINE_START, "'");

// The BOM makes Excel read names such as "Zoë" or "प्रिया" as UTF-8.
export function submissionsCsvChunk(rows: ExportRow[], { first }: { first: boolean }): string {
  return stringify(
    rows.map((row) =>
      [
        formatAdminSpreadsheetTime(row.created_at),
        row.name,
        row.email,
        row.message,
        statusOf(row),
        row.handled_at ? formatAdminSpreadsheetTime(row.handled_at) : "",
        enquiryReference(row.id),
        row.source ?? "",
        row.landing_page ?? "",
        row.referrer_origin ?? "",
        row.utm_medium ?? "",
        row.utm_campaign ?? "",
        row.utm_term ?? "",
        row.utm_content ?? "",
        row.sent_from ?? "",
      ].map(neutraliseFormulas),
    ),
    {
      header: first,
      columns: COLUMNS,
      bom: first,
      record_delimiter: "windows",
      // csv-stringify alone quotes only cells holding "\r\n"; a bare "\n" or "\r" would end the row.
      quote_record_delimiter: true,
    },
  );
}

const fileWord = (value: string) =>
  value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The download's name: the day in the dashboard's time zone, and what a filtered list holds. */
export function submissionsCsvFileName(
  { q, status, source }: Pick<AdminListParams, "q" | "status" | "source">,
  now: Date,
): string {
  const filters = [
    status === "all" ? "" : status,
    source ? `from-${fileWord(source)}` : "",
    q ? "search" : "",
  ].filter(Boolean);
  const day = formatAdminSpreadsheetTime(now.toISOString()).slice(0, 10);
  return (
    ["submissions", ...(filters.length ? ["filtered", ...filters] : []), day].join("-") + ".csv"
  );
}
