import { storeWebVitals } from "@/lib/data/web-vitals";
import { serverEnv } from "@/lib/env";
import { VITALS_MAX_BODY_BYTES } from "@/lib/schemas/web-vitals-fields";
import { parseVitalsReport } from "@/lib/schemas/web-vitals.schema";

import { readLimitedText } from "./read-limited-text";
import { isWithinVitalsRateLimit } from "./vitals-rate-limit";

/**
 * `POST /api/vitals`: one page view's Core Web Vitals, sent by the public pages' reporter
 * (components/vitals/) as a beacon when the page is hidden. Read up to 8 KB, parsed with a closed
 * schema, mapped to its route pattern, sampled (WEB_VITALS_SAMPLE_RATE), rate-limited per client,
 * then stored one row per metric. Always 204: a beacon reads no answer, and a probe learns nothing
 * from one. A failure is logged without the body.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    await storeReport(request);
  } catch (error) {
    console.error("Web vitals report not handled:", error instanceof Error ? error.message : error);
  }
  return new Response(null, { status: 204, headers: { "cache-control": "no-store" } });
}

async function storeReport(request: Request): Promise<void> {
  // Browsers mark a request sent from another site's page; only this site's pages report.
  if (request.headers.get("sec-fetch-site") === "cross-site") return;
  const text = await readLimitedText(request, VITALS_MAX_BODY_BYTES);
  if (text === null) return;
  const samples = parseVitalsReport(parseJson(text));
  if (!samples) return;
  if (Math.random() >= serverEnv().webVitalsSampleRate) return;
  if (!(await isWithinVitalsRateLimit(request.headers))) return;
  // A failure is logged by the data layer, with the backend's message and code only.
  await storeWebVitals(samples);
}

/** JSON.parse's own error quotes the text, so it is never logged: bad JSON is just no report. */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
