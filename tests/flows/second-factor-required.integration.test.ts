/**
 * The app obeys the database's setting (public.security_settings), the one the REST API obeys: while
 * it requires a second factor, the local admin signed in with the password alone is sent to the
 * security page by the dashboard, refused by the CSV export and the moderation actions; once it
 * is turned off, the same session is an admin again. No environment variable takes part. Only
 * Next's request APIs are replaced.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "@/content/site";
import { setSecondFactorRequired } from "@/lib/admin/second-factor-policy";

import {
  client,
  embeddedTarget,
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", async () =>
  (await import("../support/next-headers")).nextHeadersWithJar(request),
);
vi.mock("next/cache", () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: vi.fn(),
  refresh: vi.fn(),
}));
// React's cache() memoises per request in Next; in a test every call is its own request.
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { getAdminAccess } = await import("@/lib/auth/session");
const { default: AdminDashboardPage } = await import("@/app/kalpix-admin/page");
const { GET: exportSubmissions } = await import("@/app/kalpix-admin/export/submissions.csv/route");
const { setReviewApprovalAction } = await import("@/app/kalpix-admin/actions");
const { securityPath } = await import("@/lib/auth/second-factor-paths");

let local: LocalSupabase;
let target: Target;
let passwordOnly: Map<string, string>;

const service = () => client(target, "service");

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  passwordOnly = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

beforeEach(() => {
  request.jar = new Map(passwordOnly);
});

afterAll(async () => {
  await local?.close();
});

async function pendingReviewId(): Promise<string> {
  const { data, error } = await service()
    .from("reviews")
    .insert({ name: "Test Reviewer", rating: 4, comment: "Solid work, delivered on time." })
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

async function approved(id: string) {
  const { data } = await service().from("reviews").select("approved").eq("id", id).single();
  return data?.approved;
}

const dashboard = () => AdminDashboardPage({ searchParams: Promise.resolve({}) });
const redirectsTo = (path: string) => ({
  digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${path};`)),
});

describe("a password-only admin session", () => {
  it("goes to the security page, and is refused data, when the database requires a second factor", async () => {
    await setSecondFactorRequired(service(), true);
    expect(await getAdminAccess()).toMatchObject({ status: "needs-enrolment" });
    await expect(dashboard()).rejects.toMatchObject(redirectsTo(securityPath));
    const csv = await exportSubmissions(
      new Request(`http://127.0.0.1:3000${site.adminPath}/export/submissions.csv`),
    );
    expect(csv.status).toBe(403);
    const id = await pendingReviewId();
    expect(await setReviewApprovalAction(id, true)).toEqual({
      ok: false,
      message: "Failed to update review status.",
    });
    expect(await approved(id)).toBe(false);
  });

  it("is an admin when the database makes second factors optional", async () => {
    await setSecondFactorRequired(service(), false);
    expect(await getAdminAccess()).toMatchObject({ status: "admin", enrolled: false });
    const id = await pendingReviewId();
    expect(await setReviewApprovalAction(id, true)).toEqual({
      ok: true,
      message: "Review status updated.",
    });
    expect(await approved(id)).toBe(true);
  });
});
