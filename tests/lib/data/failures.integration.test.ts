/**
 * Every lib/data function that asks the database, made to fail for real: the backend's address
 * pointed at a closed port, or a caller the database refuses. Each answers the one failure
 * result, logs once, and throws nothing; the callers that must say something (the CSV route, the
 * notification delivery behind the cron route) still do. The admin check is replaced so the
 * database, not the session, is what fails (tests/app/kalpix-admin/actions.integration.test.ts covers the check).
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import {
  client,
  embeddedTarget,
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() as Map<string, string> }));
vi.mock("next/headers", async () =>
  (await import("../../support/next-headers")).nextHeadersWithJar(request),
);
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));
vi.mock("@/lib/auth/session", async (original) => {
  const user = { id: "test-admin", email: "admin@example.com" };
  return {
    ...(await original<Record<string, unknown>>()),
    requireAdmin: async () => user,
    getAdminAccess: async () => ({ status: "admin", user, enrolled: false }),
  };
});

const { listRecentAudit } = await import("@/lib/data/admin-audit");
const { exportSubmissions } = await import("@/lib/data/admin-export");
const { getDashboardCounts, listReviewsForAdmin, listSubmissionSources, listSubmissionsForAdmin } =
  await import("@/lib/data/admin-lists");
const { deleteReview, setReviewApproval } = await import("@/lib/data/admin-reviews");
const { setReviewSpam, setSubmissionSpam } = await import("@/lib/data/admin-spam");
const { setSubmissionHandled } = await import("@/lib/data/admin-submissions");
const { readAdminStanding } = await import("@/lib/auth/admin-standing");
const { createSupabaseServerClient } = await import("@/lib/supabase/server");
const { claimStaffNotifications, finishStaffNotification } =
  await import("@/lib/data/notification-outbox");
const {
  erasePersonData,
  exportPersonData,
  findEnquiryAddresses,
  findPersonData,
  purgeExpiredPersonalData,
} = await import("@/lib/data/privacy");
const { consumeSharedFormRateLimit, releaseSharedFormRateLimit } =
  await import("@/lib/data/rate-limits");
const { createReview, getApprovedReviews } = await import("@/lib/data/reviews");
const { createSubmission } = await import("@/lib/data/submissions");
const { purgeExpiredWebVitals, storeWebVitals } = await import("@/lib/data/web-vitals");
const { getWebVitalsReport } = await import("@/lib/data/web-vitals-report");
const { deliverStaffNotifications } = await import("@/lib/notifications/deliver");
const { GET: exportCsv } = await import("@/app/kalpix-admin/export/submissions.csv/route");
const { GET: cron } = await import("@/app/api/cron/notifications/route");

const FAILED = { ok: false, error: { kind: "failed" } };
const NOT_FOUND = { ok: false, error: { kind: "not-found" } };
const CLOSED_PORT = "http://127.0.0.1:9";
const MISSING_ID = "00000000-0000-4000-8000-000000000000";
const query = { q: "", status: "all", cursor: null } as const;
const limit = { form: "contact", clientKey: "failures-test", limit: 5, windowSeconds: 600 };
const person = { email: "nobody@example.com", name: null, wholeName: false };
const listed = { submissions: [MISSING_ID], reviews: [], notifications: [], invitations: [] };
const vital = {
  route: "/",
  metric: "LCP",
  value: 1200,
  rating: "good",
  target: "main>h1",
  target_label: "Where AI meets creativity",
  target_section: "Where AI meets creativity",
  interaction: null,
  device: "mobile",
  connection: null,
} as const;

let local: LocalSupabase;
let target: Target;
let adminJar: Map<string, string>;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  adminJar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

beforeEach(() => {
  request.jar = new Map(adminJar);
});

afterEach(() => {
  vi.restoreAllMocks();
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  delete process.env.SMTP_URL;
  delete process.env.CRON_SECRET;
});

afterAll(async () => {
  await local?.close();
});

/** The console's errors from here on, kept out of the test output. */
const errorsLogged = () => vi.spyOn(console, "error").mockImplementation(() => {});

const unreachable = () => {
  process.env.NEXT_PUBLIC_SUPABASE_URL = CLOSED_PORT;
};

describe("when the database cannot be reached", () => {
  // Reads are retried by supabase-js for about 7 s before they give up.
  it.each([
    ["listRecentAudit", () => listRecentAudit()],
    ["listSubmissionsForAdmin", () => listSubmissionsForAdmin(query)],
    ["listReviewsForAdmin", () => listReviewsForAdmin(query)],
    ["getDashboardCounts", () => getDashboardCounts()],
    ["listSubmissionSources", () => listSubmissionSources()],
    ["getWebVitalsReport", () => getWebVitalsReport(28)],
    ["setReviewApproval", () => setReviewApproval(MISSING_ID, true)],
    ["deleteReview", () => deleteReview(MISSING_ID)],
    ["setSubmissionHandled", () => setSubmissionHandled(MISSING_ID, true)],
    ["setSubmissionSpam", () => setSubmissionSpam(MISSING_ID, true)],
    ["setReviewSpam", () => setReviewSpam(MISSING_ID, true)],
    ["getApprovedReviews", () => getApprovedReviews()],
    ["createReview", () => createReview({ name: "Nobody", rating: 5, comment: "Never stored." })],
    [
      "createSubmission",
      () => createSubmission({ name: "Nobody", email: "no@example.com", message: "Never stored." }),
    ],
    ["consumeSharedFormRateLimit", () => consumeSharedFormRateLimit(limit)],
    ["releaseSharedFormRateLimit", () => releaseSharedFormRateLimit(limit)],
    ["claimStaffNotifications", () => claimStaffNotifications(1)],
    ["finishStaffNotification", () => finishStaffNotification(1, null)],
    ["findPersonData", () => findPersonData(person)],
    ["findEnquiryAddresses", () => findEnquiryAddresses("Nobody")],
    ["exportPersonData", () => exportPersonData(person, listed)],
    ["erasePersonData", () => erasePersonData(person, listed)],
    ["purgeExpiredPersonalData", () => purgeExpiredPersonalData()],
    ["storeWebVitals", () => storeWebVitals([vital])],
    ["purgeExpiredWebVitals", () => purgeExpiredWebVitals()],
    ["readAdminStanding", async () => readAdminStanding(await createSupabaseServerClient())],
  ])(
    "%s answers the failure and logs it once",
    async (_name, ask) => {
      const logged = errorsLogged();
      unreachable();
      await expect(ask()).resolves.toStrictEqual(FAILED);
      expect(logged).toHaveBeenCalledTimes(1);
    },
    20_000,
  );

  it("exportSubmissions yields the failure as its last page", async () => {
    const logged = errorsLogged();
    unreachable();
    const pages = [];
    for await (const page of exportSubmissions({ q: "", status: "all" })) pages.push(page);
    expect(pages).toStrictEqual([FAILED]);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("the CSV route ends its download in an error, never a silently short file", async () => {
    errorsLogged();
    unreachable();
    const response = await exportCsv(
      new Request("http://localhost:3000/kalpix-admin/export/submissions.csv"),
    );
    expect(response.status).toBe(200);
    await expect(response.text()).rejects.toThrow("A page of submissions could not be read.");
  });

  it("the notification delivery says why, and the cron route answers 503", async () => {
    const logged = errorsLogged();
    process.env.SMTP_URL = "smtp://127.0.0.1:9";
    process.env.CRON_SECRET = "a-cron-secret-for-tests";
    unreachable();
    expect(await deliverStaffNotifications()).toStrictEqual({
      sent: 0,
      failed: 0,
      reason: "Notification outbox not read: the server log says why.",
    });
    expect(logged).toHaveBeenCalledTimes(1);
    const response = await cron(
      new Request("http://localhost:3000/api/cron/notifications", {
        headers: { authorization: "Bearer a-cron-secret-for-tests" },
      }),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ sent: 0, purged: null });
  });
});

describe("when the database refuses the caller", () => {
  it.each([
    ["listSubmissionsForAdmin", () => listSubmissionsForAdmin(query)],
    ["listReviewsForAdmin", () => listReviewsForAdmin(query)],
    ["getDashboardCounts", () => getDashboardCounts()],
    ["listSubmissionSources", () => listSubmissionSources()],
    ["getWebVitalsReport", () => getWebVitalsReport(28)],
  ])("%s answers the failure for a visitor's session", async (_name, ask) => {
    const logged = errorsLogged();
    request.jar = new Map();
    await expect(ask()).resolves.toStrictEqual(FAILED);
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it("purgeExpiredPersonalData answers the failure when only the web-vitals purge is refused", async () => {
    const logged = errorsLogged();
    const fn = "public.purge_expired_web_vitals(integer)";
    await local.db.transaction((tx) =>
      tx.query(`revoke execute on function ${fn} from service_role`),
    );
    try {
      await expect(purgeExpiredPersonalData()).resolves.toStrictEqual(FAILED);
    } finally {
      await local.db.transaction((tx) =>
        tx.query(`grant execute on function ${fn} to service_role`),
      );
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Expired web vitals not purged: /);
  });

  it("the moderation writes answer 'not-found' when no row changed", async () => {
    const logged = errorsLogged();
    await expect(setReviewApproval(MISSING_ID, true)).resolves.toStrictEqual(NOT_FOUND);
    await expect(deleteReview(MISSING_ID)).resolves.toStrictEqual(NOT_FOUND);
    await expect(setSubmissionHandled(MISSING_ID, true)).resolves.toStrictEqual(NOT_FOUND);
    await expect(setSubmissionSpam(MISSING_ID, true)).resolves.toStrictEqual(NOT_FOUND);
    await expect(setReviewSpam(MISSING_ID, false)).resolves.toStrictEqual(NOT_FOUND);
    expect(logged).toHaveBeenCalledTimes(5);
  });
});

describe("when the database answers", () => {
  it("its answer is in data", async () => {
    const { data: review } = await client(target, "service")
      .from("reviews")
      .insert({ name: "Answered Reviewer", rating: 5, comment: "A review to moderate once." })
      .select("id")
      .single();
    await expect(setReviewApproval(review!.id, true)).resolves.toStrictEqual({
      ok: true,
      data: undefined,
    });
    const counts = await getDashboardCounts();
    expect(counts).toMatchObject({ ok: true, data: { pendingReviews: expect.any(Number) } });
    const audit = await listRecentAudit(1);
    expect(audit).toMatchObject({
      ok: true,
      data: [{ action: "review.approved", target_label: "Answered Reviewer" }],
    });
    expect(await claimStaffNotifications(1)).toMatchObject({ ok: true, data: expect.any(Array) });
  });
});
