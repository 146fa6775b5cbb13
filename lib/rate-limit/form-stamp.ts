import "server-only";

import { createHash } from "node:crypto";

import { consumeSharedFormRateLimit } from "@/lib/data/rate-limits";
import { FORM_START_MAX_AGE_MS, formStartAge, type StampedForm } from "@/lib/leads/form-start";

/**
 * The fill time a genuine stamp for `form` proves, spending it: the same stamp posted again
 * proves nothing (null), as if none had been sent. Counted in the database, so it holds across
 * instances; a fault there leaves the stamp judged by its signature alone.
 */
export async function spendFormStart(stamp: unknown, form: StampedForm): Promise<number | null> {
  const age = formStartAge(stamp, form);
  if (age === null) return null;
  const spent = await consumeSharedFormRateLimit({
    form: "form-stamp",
    clientKey: createHash("sha256").update(String(stamp)).digest("base64url").slice(0, 43),
    limit: 1,
    windowSeconds: FORM_START_MAX_AGE_MS / 1000,
  });
  return !spent.ok || spent.data === "allowed" ? age : null;
}
