/**
 * The dashboard's server actions and data functions, called directly as an attacker could (a
 * server action is a public endpoint), against a fresh embedded backend. Only Next's request
 * APIs are replaced: `cookies()` and `headers()` (a cookie jar per test) and `next/cache`.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { Cursor } from "@/lib/admin/list-params";
import type { AdminPage } from "@/lib/data/admin-lists";

import { dataOf } from "../../support/data-result";
import {
  client,
  embeddedTarget,
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../../support/local-supabase";

type Jar = Map<string, string>;
const request = vi.hoisted(() => ({ jar: new Map<string, string>() as Map<string, string> }));
vi.mock("next/headers", async () =>
  (await import("../../support/next-headers")).nextHeadersWithJar(request),
);
const revalidateTag = vi.hoisted(() => vi.fn());
vi.mock("next/cache", () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag,
  refresh: vi.fn(),
}));
// React's cache() memoises per request in Next; in a test every call is its own request.
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { deleteReviewAction, setReviewApprovalAction } = await import("@/app/kalpix-admin/actions");
const { listReviewsForAdmin, listSubmissionsForAdmin } = await import("@/lib/data/admin-lists");

let local: LocalSupabase;
let target: Target;

/** A fresh cookie jar signed in through @supabase/ssr, exactly as the login action would. */
const signInAs = (email: string, password: string) => sessionCookies(local, email, password);

async function pendingReviewId(): Promise<string> {
  const service = client(target, "service");
  const { data, error } = await service
    .from("reviews")
    .insert({ name: "Test Reviewer", rating: 4, comment: "Solid work, delivered on time." })
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

async function reviewRow(id: string) {
  const { data } = await client(target, "service")
    .from("reviews")
    .select("approved")
    .eq("id", id)
    .maybeSingle();
  return data;
}

let adminJar: Jar;
let userJar: Jar;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  const { error } = await client(target, "service").auth.admin.createUser({
    email: "visitor@example.com",
    password: "a-long-password-1",
    email_confirm: true,
  });
  if (error) throw error;
  adminJar = await signInAs(TEST_ADMIN.email, TEST_ADMIN.password);
  userJar = await signInAs("visitor@example.com", "a-long-password-1");
}, 60_000);

beforeEach(() => {
  revalidateTag.mockClear();
  request.jar = new Map();
});

afterAll(async () => {
  await local?.close();
});

/** The dashboard's toasts, as the actions answer them. */
const statusUpdated = { ok: true, message: "Review status updated." };
const statusFailed = { ok: false, message: "Failed to update review status." };
const deleted = { ok: true, message: "Review deleted." };
const deleteFailed = { ok: false, message: "Failed to delete review." };

const sessions = {
  "no session": () => new Map<string, string>(),
  "a non-admin session": () => new Map(userJar),
  "a forged cookie": () =>
    new Map([[[...adminJar.keys()][0]!, "base64-eyJhY2Nlc3NfdG9rZW4iOiJ4In0"]]),
};

// A caller with no valid session is sent to sign in again; a signed-in non-admin gets the toast.
const sessionEnded = {
  digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/login\?error=session_expired;/),
};
const refusal = (label: string, failed: object) =>
  label === "a non-admin session" ? failed : sessionEnded;
const answerOf = (action: Promise<unknown>) => action.catch((thrown: unknown) => thrown);

describe.each(Object.entries(sessions))("with %s", (label, jar) => {
  it("the approval action changes nothing", async () => {
    const id = await pendingReviewId();
    request.jar = jar();
    expect(await answerOf(setReviewApprovalAction(id, true))).toMatchObject(
      refusal(label, statusFailed),
    );
    expect(await reviewRow(id)).toEqual({ approved: false });
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("the delete action deletes nothing", async () => {
    const id = await pendingReviewId();
    request.jar = jar();
    expect(await answerOf(deleteReviewAction(id))).toMatchObject(refusal(label, deleteFailed));
    expect(await reviewRow(id)).toEqual({ approved: false });
  });

  it("the list functions refuse to read", async () => {
    request.jar = jar();
    await expect(listSubmissionsForAdmin({ status: "all", q: "", cursor: null })).rejects.toThrow(
      /Admin access refused/,
    );
    await expect(listReviewsForAdmin({ status: "all", q: "", cursor: null })).rejects.toThrow(
      /Admin access refused/,
    );
  });
});

describe("the list functions in the database", () => {
  it.each([
    ["anon", () => client(target)],
    [
      "a non-admin",
      async () => {
        const supabase = client(target);
        await supabase.auth.signInWithPassword({
          email: "visitor@example.com",
          password: "a-long-password-1",
        });
        return supabase;
      },
    ],
  ])("refuse %s even when called directly over REST", async (_label, makeClient) => {
    const supabase = await makeClient();
    for (const fn of ["admin_list_form_submissions", "admin_list_reviews"] as const) {
      const { data, error } = await supabase.rpc(fn, {});
      expect(data).toBeNull();
      expect(error?.code).toMatch(/^(42501|PGRST202)$/);
    }
  });

  it("pages by keyset both ways without gaps or repeats", async () => {
    const service = client(target, "service");
    const base = Date.parse("2020-01-01T00:00:00Z");
    await service.from("reviews").insert(
      Array.from({ length: 45 }, (_, i) => ({
        name: `Keyset ${String(i).padStart(2, "0")}`,
        rating: 3,
        comment: "A review for the keyset paging test.",
        created_at: new Date(base + i * 1000).toISOString(),
      })),
    );
    request.jar = new Map(adminJar);
    const seen: string[] = [];
    let cursor: Cursor | null = null;
    for (;;) {
      const page: AdminPage<"reviews"> = dataOf(
        await listReviewsForAdmin({ status: "all", q: "Keyset", cursor }),
      );
      seen.push(...page.rows.map((row) => row.name));
      const last = page.rows.at(-1);
      if (!page.hasOlder || !last) break;
      cursor = { createdAt: last.created_at, id: last.id, direction: "older" };
    }
    expect(seen).toEqual(
      Array.from({ length: 45 }, (_, i) => `Keyset ${String(44 - i).padStart(2, "0")}`),
    );
    // Back from the last page to the newer one.
    const oldest = dataOf(await listReviewsForAdmin({ status: "all", q: "Keyset", cursor }));
    const firstOfLast = oldest.rows[0]!;
    const newer = await listReviewsForAdmin({
      status: "all",
      q: "Keyset",
      cursor: { createdAt: firstOfLast!.created_at, id: firstOfLast!.id, direction: "newer" },
    });
    expect(dataOf(newer).rows.map((row) => row.name)).toEqual(seen.slice(20, 40));
  });
});

describe("as the admin", () => {
  it("approves, unapproves and deletes, revalidating the public review pages each time", async () => {
    const id = await pendingReviewId();
    request.jar = new Map(adminJar);
    expect(await setReviewApprovalAction(id, true)).toEqual(statusUpdated);
    expect(await reviewRow(id)).toEqual({ approved: true });
    expect(await setReviewApprovalAction(id, false)).toEqual(statusUpdated);
    expect(await reviewRow(id)).toEqual({ approved: false });
    expect(await deleteReviewAction(id)).toEqual(deleted);
    expect(await reviewRow(id)).toBeNull();
    const expired = revalidateTag.mock.calls.filter(([tag]) => tag === "reviews:public");
    expect(expired).toEqual(Array(3).fill(["reviews:public", { expire: 0 }]));
  });

  it("reports a review that no longer exists as a failure", async () => {
    request.jar = new Map(adminJar);
    const missing = "00000000-0000-4000-8000-000000000000";
    expect(await setReviewApprovalAction(missing, true)).toEqual(statusFailed);
    expect(await deleteReviewAction(missing)).toEqual(deleteFailed);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it.each([
    ["a non-uuid id", "1 or 1=1", true],
    ["an object id", { id: "x" }, true],
    ["a string for approved", "00000000-0000-4000-8000-000000000000", "true"],
  ])("refuses %s", async (_label, id, approved) => {
    request.jar = new Map(adminJar);
    expect(await setReviewApprovalAction(id, approved)).toEqual(statusFailed);
  });

  it("searches case-insensitively with PostgREST-hostile characters as data, and pages", async () => {
    const service = client(target, "service");
    const odd = `O'Brien, (Ltd.) 100% "best" *deal* \\ _x`;
    await service.from("form_submissions").insert([
      { name: odd, email: "obrien@example.com", message: "A message from a tricky name." },
      {
        name: "Plain Name",
        email: "Plain.Person@Example.COM",
        message: "An ordinary message here.",
      },
    ]);
    request.jar = new Map(adminJar);
    const byOdd = await listSubmissionsForAdmin({ status: "all", q: odd, cursor: null });
    expect(dataOf(byOdd).rows.map((row) => row.name)).toEqual([odd]);
    const byEmail = await listSubmissionsForAdmin({
      status: "all",
      q: "plain.person@example",
      cursor: null,
    });
    expect(dataOf(byEmail).rows.map((row) => row.email)).toEqual(["Plain.Person@Example.COM"]);
    // `%` and `_` are literal, not wildcards: "100%" does not match "Plain Name".
    const byPercent = await listSubmissionsForAdmin({ status: "all", q: "100%", cursor: null });
    expect(dataOf(byPercent).rows).toHaveLength(1);
    const byUnderscore = await listSubmissionsForAdmin({ status: "all", q: "_", cursor: null });
    expect(dataOf(byUnderscore).rows.map((row) => row.name)).toEqual([odd]);
  });
});
