import { parseAdminListParams } from "@/lib/admin/list-params";
import { submissionsCsvChunk, submissionsCsvFileName } from "@/lib/admin/submissions-csv";
import { getAdminAccess } from "@/lib/auth/session";
import { exportSubmissions } from "@/lib/data/admin-export";
import { CROSS_SITE_REFUSAL, isOwnOriginRequest } from "@/lib/request/same-origin";

const REFUSED = {
  "signed-out": { status: 401, text: "Sign in as an admin to export submissions." },
  "needs-code": {
    status: 401,
    text: "Enter the code from your authenticator app to export submissions.",
  },
  "needs-enrolment": {
    status: 403,
    text: "Add an authenticator app on the security page to export submissions.",
  },
  "not-admin": { status: 403, text: "Only admins can export submissions." },
  unavailable: { status: 503, text: "The dashboard is unavailable. Please try again in a moment." },
  "cross-site": { status: 403, text: CROSS_SITE_REFUSAL },
} as const;

/** Streamed page by page so 100 000 rows never sit in memory at once. */
export async function GET(request: Request) {
  const access = isOwnOriginRequest(request.headers)
    ? await getAdminAccess()
    : ({ status: "cross-site" } as const);
  if (access.status !== "admin") {
    const refused = REFUSED[access.status];
    return new Response(refused.text, {
      status: refused.status,
      headers: {
        "content-type": "text/plain; charset=utf-8",
        "cache-control": "private, no-store",
      },
    });
  }
  const { q, status, source } = parseAdminListParams({
    ...Object.fromEntries(new URL(request.url).searchParams),
    tab: "submissions",
  });
  const pages = exportSubmissions({ q, status, source });
  const encoder = new TextEncoder();
  let first = true;

  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await pages.next();
        if (next.done) {
          if (first) controller.enqueue(encoder.encode(submissionsCsvChunk([], { first: true })));
          controller.close();
          return;
        }
        if (!next.value.ok) {
          // Logged by the data layer; the download must end broken, never silently short.
          controller.error(new Error("A page of submissions could not be read."));
          return;
        }
        controller.enqueue(encoder.encode(submissionsCsvChunk(next.value.data, { first })));
        first = false;
      } catch (error) {
        console.error("Submissions export stopped:", error);
        controller.error(error);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });

  const fileName = submissionsCsvFileName({ q, status, source }, new Date());
  return new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
      "x-content-type-options": "nosniff",
    },
  });
}
