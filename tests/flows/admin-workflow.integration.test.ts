/**
 * Staff workflow against a fresh embedded backend: the Handled mark, the status filters and the
 * counts, the audit trail the database writes, and the CSV export, each called as an admin and
 * as the callers who must be refused. Only Next's request APIs are replaced (cookies, headers).
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { createServerClient } from "@supabase/ssr";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import type { AdminStatus, Cursor } from "@/lib/admin/list-params";
import type { AdminPage } from "@/lib/data/admin-lists";

import { dataOf } from "../support/data-result";
import {
  client,
  embeddedTarget,
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";

type Jar = Map<string, string>;
const request = vi.hoisted(() => ({ jar: new Map<string, string>() as Map<string, string> }));
vi.mock("next/headers", async () =>
  (await import("../support/next-headers")).nextHeadersWithJar(request),
);
vi.mock("next/cache", () => ({
  unstable_cache: <T>(fn: T) => fn,
  revalidateTag: vi.fn(),
  refresh: vi.fn(),
}));
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { setSubmissionHandledAction, setReviewApprovalAction, deleteReviewAction } =
  await import("@/app/kalpix-admin/actions");
const { getDashboardCounts, listReviewsForAdmin, listSubmissionsForAdmin } =
  await import("@/lib/data/admin-lists");
const { listRecentAudit } = await import("@/lib/data/admin-audit");
const { GET: exportCsv } = await import("@/app/kalpix-admin/export/submissions.csv/route");

let local: LocalSupabase;
let target: Target;
let adminJar: Jar;
let userJar: Jar;
let adminId: string;
const VISITOR = { email: "visitor@example.com", password: "a-long-password-1" };

const signInAs = (email: string, password: string) => sessionCookies(local, email, password);

async function insertSubmissions(
  rows: { name: string; email?: string; message?: string; created_at?: string }[],
) {
  const { data, error } = await client(target, "service")
    .from("form_submissions")
    .insert(
      rows.map((row) => ({
        email: "someone@example.com",
        message: "A message long enough to be stored.",
        ...row,
      })),
    )
    .select("id, name");
  if (error) throw error;
  return data;
}

async function submission(id: string) {
  const { data } = await client(target, "service")
    .from("form_submissions")
    .select("*")
    .eq("id", id)
    .single();
  return data!;
}

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  const { error } = await client(target, "service").auth.admin.createUser({
    ...VISITOR,
    email_confirm: true,
  });
  if (error) throw error;
  adminJar = await signInAs(TEST_ADMIN.email, TEST_ADMIN.password);
  userJar = await signInAs(VISITOR.email, VISITOR.password);
  const { data } = await client(target, "service").auth.admin.listUsers();
  adminId = data.users.find((user) => user.email === TEST_ADMIN.email)!.id;
}, 60_000);

beforeEach(() => {
  request.jar = new Map();
});

afterAll(async () => {
  await local?.close();
});

const handledFailed = { ok: false, message: "Failed to update submission." };

describe("the Handled mark", () => {
  it("is stamped by the database with its own time and the admin, and written to the audit trail", async () => {
    const [row] = await insertSubmissions([{ name: "Handled Once" }]);
    request.jar = new Map(adminJar);
    const before = Date.now();
    expect(await setSubmissionHandledAction(row!.id, true)).toEqual({
      ok: true,
      message: "Submission marked as handled.",
    });
    const stored = await submission(row!.id);
    expect(stored.handled_by).toBe(adminId);
    expect(Date.parse(stored.handled_at!)).toBeGreaterThanOrEqual(before - 5_000);

    expect(await setSubmissionHandledAction(row!.id, false)).toEqual({
      ok: true,
      message: "Submission marked as new.",
    });
    expect(await submission(row!.id)).toMatchObject({ handled_at: null, handled_by: null });

    const audit = dataOf(await listRecentAudit(10));
    expect(
      audit.filter((entry) => entry.target_label === "Handled Once").map((entry) => entry.action),
    ).toEqual(["submission.reopened", "submission.handled"]);
    expect(audit[0]?.actor_email).toBe(TEST_ADMIN.email);
  });

  it("takes no time from the client: a back-dated handled_at is replaced by the database's clock", async () => {
    const [row] = await insertSubmissions([{ name: "Back Dated" }]);
    const admin = createServerClient(local.url, local.config.anonKey, {
      cookies: {
        getAll: () => [...adminJar].map(([name, value]) => ({ name, value })),
        setAll: () => {},
      },
    });
    const { error } = await admin
      .from("form_submissions")
      .update({ handled_at: "2001-01-01T00:00:00Z" })
      .eq("id", row!.id);
    expect(error).toBeNull();
    expect(new Date((await submission(row!.id)).handled_at!).getUTCFullYear()).toBeGreaterThan(
      2001,
    );
  });

  it.each([
    // With no session the action sends the caller to sign in again; the toast is for a non-admin.
    [
      "no session",
      () => new Map<string, string>(),
      { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/login\?error=session_expired;/) },
    ],
    ["a non-admin session", () => new Map(userJar), handledFailed],
  ])("is refused with %s, through the action and over REST", async (_label, jar, refused) => {
    const [row] = await insertSubmissions([{ name: "Not Yours" }]);
    request.jar = jar();
    expect(
      await setSubmissionHandledAction(row!.id, true).catch((thrown: unknown) => thrown),
    ).toMatchObject(refused);
    const supabase = client(target);
    if (request.jar.size > 0) await supabase.auth.signInWithPassword(VISITOR);
    const { data } = await supabase
      .from("form_submissions")
      .update({ handled_at: new Date().toISOString() })
      .eq("id", row!.id)
      .select("id");
    expect(data ?? []).toEqual([]);
    expect((await submission(row!.id)).handled_at).toBeNull();
  });

  it("refuses malformed input before it reaches the database", async () => {
    request.jar = new Map(adminJar);
    expect(await setSubmissionHandledAction("not-a-uuid", true)).toEqual(handledFailed);
    expect(await setSubmissionHandledAction("00000000-0000-4000-8000-000000000000", "yes")).toEqual(
      handledFailed,
    );
  });
});

describe("the audit trail", () => {
  it("records approving, unapproving and deleting a review, whoever does it, and nobody can forge or read it but admins", async () => {
    const { data: review } = await client(target, "service")
      .from("reviews")
      .insert({
        name: "Audited Reviewer",
        rating: 5,
        comment: "A review the audit trail should follow.",
      })
      .select("id")
      .single();
    request.jar = new Map(adminJar);
    expect(await setReviewApprovalAction(review!.id, true)).toMatchObject({ ok: true });
    expect(await setReviewApprovalAction(review!.id, false)).toMatchObject({ ok: true });
    expect(await deleteReviewAction(review!.id)).toMatchObject({ ok: true });
    const trail = dataOf(await listRecentAudit(20)).filter(
      (entry) => entry.target_label === "Audited Reviewer",
    );
    expect(trail.map((entry) => [entry.action, entry.actor_email])).toEqual([
      ["review.deleted", TEST_ADMIN.email],
      ["review.unapproved", TEST_ADMIN.email],
      ["review.approved", TEST_ADMIN.email],
    ]);

    // A change made around the app (the service key, SQL) is recorded too: the trigger sees every write.
    const { data: other } = await client(target, "service")
      .from("reviews")
      .insert({
        name: "Service Deleted",
        rating: 2,
        comment: "Removed with the service key directly.",
      })
      .select("id")
      .single();
    await client(target, "service").from("reviews").delete().eq("id", other!.id);
    const serviceEntry = dataOf(await listRecentAudit(5)).find(
      (entry) => entry.target_label === "Service Deleted",
    );
    expect(serviceEntry).toMatchObject({ action: "review.deleted", actor_email: "service_role" });

    const anon = await client(target).from("admin_audit").select("*");
    expect(anon.data ?? []).toEqual([]);
    const visitor = client(target);
    await visitor.auth.signInWithPassword(VISITOR);
    expect((await visitor.from("admin_audit").select("*")).data ?? []).toEqual([]);
    const admin = client(target);
    await admin.auth.signInWithPassword(TEST_ADMIN);
    const forged = await admin.from("admin_audit").insert({} as never);
    expect(forged.error?.code).toBe("42501");
  });
});

describe("status filters and counts", () => {
  it("lists new and handled submissions apart and counts the new ones", async () => {
    const made = await insertSubmissions([{ name: "Filter New" }, { name: "Filter Done" }]);
    request.jar = new Map(adminJar);
    await setSubmissionHandledAction(made.find((row) => row.name === "Filter Done")!.id, true);
    const names = async (status: AdminStatus) => {
      const page = dataOf(await listSubmissionsForAdmin({ q: "Filter", status, cursor: null }));
      return page.rows.map((row) => row.name);
    };
    expect(await names("new")).toEqual(["Filter New"]);
    expect(await names("handled")).toEqual(["Filter Done"]);
    expect((await names("all")).length).toBe(2);

    const { count: newCount } = await client(target, "service")
      .from("form_submissions")
      .select("id", { count: "exact", head: true })
      .is("handled_at", null);
    const { count: pendingCount } = await client(target, "service")
      .from("reviews")
      .select("id", { count: "exact", head: true })
      .eq("approved", false);
    expect(await getDashboardCounts()).toMatchObject({
      ok: true,
      data: { newSubmissions: newCount, pendingReviews: pendingCount },
    });
  });

  it("lists reviews newest first whatever their approval, and pages both ways without gaps or repeats", async () => {
    const base = Date.parse("2019-01-01T00:00:00Z");
    const rows = Array.from({ length: 30 }, (_, i) => ({
      name: `Mixed ${String(i).padStart(2, "0")}`,
      rating: 4,
      comment: "A review for the mixed-approval paging test.",
      created_at: new Date(base + i * 1000).toISOString(),
      approved: i % 3 === 0,
    }));
    await client(target, "service").from("reviews").insert(rows);
    const expected = [...rows].reverse().map((row) => row.name);

    request.jar = new Map(adminJar);
    const pages: string[][] = [];
    let cursor: Cursor | null = null;
    for (;;) {
      const page: AdminPage<"reviews"> = dataOf(
        await listReviewsForAdmin({ q: "Mixed", status: "all", cursor }),
      );
      pages.push(page.rows.map((row) => row.name));
      const last = page.rows.at(-1);
      if (!page.hasOlder || !last) break;
      cursor = { createdAt: last.created_at, id: last.id, direction: "older" };
    }
    expect(pages.flat()).toEqual(expected);

    // Back from the second page to the first.
    const second = dataOf(await listReviewsForAdmin({ q: "Mixed", status: "all", cursor }));
    const top = second.rows[0]!;
    const back = await listReviewsForAdmin({
      q: "Mixed",
      status: "all",
      cursor: { createdAt: top!.created_at, id: top!.id, direction: "newer" },
    });
    expect(dataOf(back).rows.map((row) => row.name)).toEqual(expected.slice(0, 20));

    const pending = await listReviewsForAdmin({ q: "Mixed", status: "pending", cursor: null });
    expect(dataOf(pending).rows.every((row) => !row.approved)).toBe(true);
    const approved = await listReviewsForAdmin({ q: "Mixed", status: "approved", cursor: null });
    expect(dataOf(approved).rows.map((row) => row.name)).toEqual(
      expected.filter((name) => Number(name.slice(-2)) % 3 === 0),
    );
  });

  it("refuses the counts to anon and to a non-admin over REST", async () => {
    const anon = await client(target).rpc("admin_dashboard_counts");
    expect(anon.error?.code).toMatch(/^(42501|PGRST202)$/);
    const visitor = client(target);
    await visitor.auth.signInWithPassword(VISITOR);
    expect((await visitor.rpc("admin_dashboard_counts")).error?.code).toBe("42501");
  });
});

describe("the CSV export", () => {
  const exportUrl = (query = "") =>
    `http://localhost:3000/kalpix-admin/export/submissions.csv${query}`;

  it("is refused without a session (401) and to a non-admin (403)", async () => {
    const anonymous = await exportCsv(new Request(exportUrl()));
    expect(anonymous.status).toBe(401);
    request.jar = new Map(userJar);
    const visitor = await exportCsv(new Request(exportUrl()));
    expect(visitor.status).toBe(403);
    expect(await visitor.text()).not.toContain("@");
  });

  it("streams every matching row with a BOM, RFC 4180 quoting and formulas neutralised", async () => {
    await insertSubmissions([
      {
        name: '=HYPERLINK("http://evil.example","click")',
        email: "csv-formula@example.com",
        message: '+1 555 0100, call me "soon"\nthanks',
      },
      {
        name: "Zoë Ānanda",
        email: "csv-unicode@example.com",
        message: "@mention and -minus at the start.",
      },
      {
        name: "Line Break",
        email: "csv-line-break@example.com",
        message: "Hello\r=cmd|' /C calc'!A0",
      },
    ]);
    request.jar = new Map(adminJar);
    const response = await exportCsv(new Request(exportUrl("?q=csv-")));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="submissions-filtered-search-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const [header] = text.split("\r\n");
    expect(header).toBe(
      "Date (India time UTC+5:30),Name,Email,Message,Status,Handled at (India time UTC+5:30),Reference,Source,Landing page,Referrer,UTM medium,UTM campaign,UTM term,UTM content,Sent from",
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(text).toContain(`"'+1 555 0100, call me ""soon""\nthanks"`);
    expect(text).toContain("'@mention and -minus at the start.");
    expect(text).toContain("Zoë Ānanda");
    expect(text).not.toMatch(/,=|,\+|,@/);
    const records: string[][] = parse(text, { record_delimiter: ["\r\n", "\n", "\r"] });
    expect(records).toHaveLength(4);
    expect(records.find((record) => record[2] === "csv-line-break@example.com")?.[3]).toBe(
      "Hello\r'=cmd|' /C calc'!A0",
    );
  });

  it("follows the search and the filter, across many pages", async () => {
    const base = Date.parse("2018-01-01T00:00:00Z");
    const bulk = Array.from({ length: 2_345 }, (_, i) => ({
      name: `Bulk ${i}`,
      email: `bulk-${i}@example.com`,
      created_at: new Date(base + i * 1000).toISOString(),
    }));
    for (let i = 0; i < bulk.length; i += 500) await insertSubmissions(bulk.slice(i, i + 500));
    request.jar = new Map(adminJar);
    const all = await (await exportCsv(new Request(exportUrl("?q=bulk-")))).text();
    const lines = all.trim().split("\r\n");
    expect(lines).toHaveLength(1 + bulk.length);
    expect(new Set(lines.slice(1).map((line) => line.split(",")[2])).size).toBe(bulk.length);
    expect(lines[1]).toContain("bulk-2344@example.com");

    const handled = await (
      await exportCsv(new Request(exportUrl("?q=bulk-&status=handled")))
    ).text();
    expect(handled.trim().split("\r\n")).toHaveLength(1);
  });
});
