import { timingSafeEqual } from "node:crypto";

import { purgeExpiredPersonalData } from "@/lib/data/privacy";
import { serverEnv } from "@/lib/env";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";

export const dynamic = "force-dynamic";

/** Vercel Cron sends `Authorization: Bearer $CRON_SECRET`; without the secret set, nobody may run it. */
function authorized(request: Request): boolean {
  const secret = serverEnv().cronSecret;
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Retries the outbox mail a failed SMTP attempt or a stopped instance left behind. */
export async function GET(request: Request) {
  if (!authorized(request)) {
    return Response.json(
      { error: "Unauthorized" },
      { status: 401, headers: { "cache-control": "no-store" } },
    );
  }
  const [report, purged] = await Promise.all([
    deliverStaffNotifications({ rounds: 20 }),
    purgeExpiredPersonalData(),
  ]);
  return Response.json(
    { ...report, purged: purged.ok ? purged.data : null },
    {
      status: (report.reason && report.sent === 0) || !purged.ok ? 503 : 200,
      headers: { "cache-control": "no-store" },
    },
  );
}
