import { storeWebVitals } from "@/lib/data/web-vitals";
import { serverEnv } from "@/lib/env";
import { VITALS_MAX_BODY_BYTES } from "@/lib/schemas/web-vitals-fields";
import { parseVitalsReport } from "@/lib/schemas/web-vitals.schema";

import { readLimitedText } from "./read-limited-text";
import { isWithinVitalsRateLimit } from "./vitals-rate-limit";

/** Always 204: a beacon reads no answer, and a probe learns nothing from one. */
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
  if (!(await isWithinVitalsRateLimit(request.headers, samples[0]!.route))) return;
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
