import { formatAdminSpreadsheetTime } from "@/lib/admin/format";
import { getAdminAccess } from "@/lib/auth/session";
import { exportPersonData } from "@/lib/data/privacy";
import { CROSS_SITE_REFUSAL, isOwnOriginRequest } from "@/lib/request/same-origin";
import { listedRowsSchema, readListedRows } from "@/lib/schemas/listed-rows.schema";
import { privacyRequestSchema, readPrivacyRequest } from "@/lib/schemas/privacy-request.schema";

import { readableExport } from "./readable-export";

const REFUSED = {
  "signed-out": { status: 401, text: "Sign in as an admin to export personal data." },
  "needs-code": {
    status: 401,
    text: "Enter the code from your authenticator app to export personal data.",
  },
  "needs-enrolment": {
    status: 403,
    text: "Add an authenticator app on the security page to export personal data.",
  },
  "not-admin": { status: 403, text: "Only admins can export personal data." },
  unavailable: { status: 503, text: "The dashboard is unavailable. Please try again in a moment." },
} as const;

const FAILED = "The personal data could not be read. Please try again in a moment.";
const CHANGED =
  "Something listed on the page has changed since it was opened, so nothing was exported. Search again, then export.";

function text(body: string, status: number) {
  return new Response(body, {
    status,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "private, no-store" },
  });
}

/** exportPersonData checks the caller again and audits the export. */
export async function GET(request: Request) {
  // A page on another site could open this link with the admin's cookie and an audit row to show.
  if (!isOwnOriginRequest(request.headers)) return text(CROSS_SITE_REFUSAL, 403);
  const access = await getAdminAccess();
  if (access.status !== "admin") {
    const refused = REFUSED[access.status];
    return text(refused.text, refused.status);
  }
  const params = new URL(request.url).searchParams;
  const parsed = privacyRequestSchema.safeParse(readPrivacyRequest(Object.fromEntries(params)));
  if (!parsed.success) return text(parsed.error.issues[0]?.message ?? FAILED, 400);
  const listed = listedRowsSchema.safeParse(readListedRows(params));
  if (!listed.success) return text(listed.error.issues[0]?.message ?? FAILED, 400);

  const result = await exportPersonData(parsed.data, listed.data).catch((error: unknown) => {
    console.error("Personal data export failed:", error);
    return null;
  });
  if (result && !result.ok && result.error.kind === "not-found") return text(CHANGED, 409);
  if (!result?.ok) return text(FAILED, 503);

  const exportedAt = new Date();
  const body = readableExport(parsed.data, result.data, exportedAt);
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="personal-data-${formatAdminSpreadsheetTime(exportedAt.toISOString()).slice(0, 10)}.json"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
