import "server-only";

import { z } from "zod";

import { VITAL_DEVICES, VITAL_METRICS } from "@/lib/admin/vitals";
import type { WebVitalsReport } from "@/lib/admin/vitals-report";
import { requireAdmin } from "@/lib/auth/session";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

const metric = z.enum(VITAL_METRICS);
const device = z.enum(VITAL_DEVICES);
const figure = { p75: z.number(), samples: z.number().int() };
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

// The generated types know the function's jsonb answer only as Json: its shape is checked here.
const reportSchema = z.object({
  days: z.number().int(),
  since: day,
  site: z.array(z.object({ metric, device, ...figure })),
  routes: z.array(z.object({ route: z.string(), metric, device, ...figure })),
  trend: z.array(z.object({ day, metric, device, ...figure })),
  targets: z.array(
    z.object({
      route: z.string(),
      metric,
      target: z.string(),
      label: z.string().nullable(),
      section: z.string().nullable(),
      samples: z.number().int(),
      poor: z.number().int(),
    }),
  ),
}) satisfies z.ZodType<WebVitalsReport>;

export async function getWebVitalsReport(days: number): Promise<DataResult<WebVitalsReport>> {
  await requireAdmin();
  const supabase = await createSupabaseServerClient();
  try {
    const { data, error } = await supabase
      .rpc("admin_web_vitals_report", { days })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Speed report not loaded: ${error.message}`, { code: error.code });
      return failure();
    }
    const parsed = reportSchema.safeParse(data);
    if (!parsed.success) {
      console.error("Speed report not loaded: unexpected shape", parsed.error.issues[0]);
      return failure();
    }
    return answer(parsed.data);
  } catch (error) {
    console.error("Speed report not loaded:", error);
    return failure();
  }
}
