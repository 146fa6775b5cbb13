/**
 * Spam and sources on the dashboard, against a fresh embedded backend: an admin moves an enquiry
 * and a review into spam and back through the server actions, the database writes the audit rows,
 * the counts, the lists and the source choices leave spam out, the source filter reaches the list
 * and the CSV, and every other caller changes nothing. Only Next's request APIs are replaced.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { dataOf } from "../../support/data-result";
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

const { setReviewApprovalAction, setReviewSpamAction, setSubmissionSpamAction } =
  await import("@/app/kalpix-admin/actions");
const { getDashboardCounts, listReviewsForAdmin, listSubmissionSources, listSubmissionsForAdmin } =
  await import("@/lib/data/admin-lists");
const { listRecentAudit } = await import("@/lib/data/admin-audit");
const { GET: exportCsv } = await import("@/app/kalpix-admin/export/submissions.csv/route");

let local: LocalSupabase;
let target: Target;
let adminJar: Map<string, string>;
let userJar: Map<string, string>;
const VISITOR = { email: "spam-visitor@example.com", password: "a-long-password-1" };

const toSpam = { ok: true, message: "Submission moved to spam." };
const outOfSpam = { ok: true, message: "Submission moved out of spam: it is new again." };
const submissionFailed = { ok: false, message: "Failed to move submission." };
const reviewToSpam = { ok: true, message: "Review moved to spam." };
const reviewOutOfSpam = { ok: true, message: "Review moved out of spam: it is pending again." };
const reviewFailed = { ok: false, message: "Failed to move review." };

type NewSubmission = {
  name: string;
  spam_reason?: string;
  utm_source?: string;
  utm_campaign?: string;
  referrer_origin?: string;
  landing_page?: string;
  sent_from?: string;
  created_at?: string;
};

/** Each with an address of its own: the automatic answer goes to an address once a day. */
async function insertSubmission(row: NewSubmission): Promise<string> {
  const email = `${row.name.toLowerCase().replaceAll(" ", "-")}@example.com`;
  const { data, error } = await client(target, "service")
    .from("form_submissions")
    .insert({ email, message: "A message long enough to be stored.", ...row })
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

async function insertReview(name: string, extra: { approved?: boolean } = {}): Promise<string> {
  const { data, error } = await client(target, "service")
    .from("reviews")
    .insert({ name, rating: 4, comment: "A review for the spam tests.", ...extra })
    .select("id")
    .single();
  if (error) throw error;
  return data.id;
}

async function stored(table: "form_submissions" | "reviews", id: string) {
  const { data } = await client(target, "service")
    .from(table)
    .select("spam_reason")
    .eq("id", id)
    .single();
  return data?.spam_reason;
}

async function outboxChannels(id: string): Promise<string[]> {
  const { data } = await client(target, "service")
    .from("notification_outbox")
    .select("channel")
    .eq("source_id", id);
  return (data ?? []).map((row) => row.channel).sort();
}

/** The audit trail's actions about one name, newest first, with who did them. */
async function trail(name: string) {
  const entries = dataOf(await listRecentAudit(50));
  return entries
    .filter((entry) => entry.target_label === name)
    .map((entry) => [entry.action, entry.actor_email]);
}

const names = async (status: "all" | "new" | "spam", q: string, source = "") =>
  dataOf(await listSubmissionsForAdmin({ q, status, source, cursor: null })).rows.map(
    (row) => row.name,
  );

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
  adminJar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
  userJar = await sessionCookies(local, VISITOR.email, VISITOR.password);
}, 60_000);

beforeEach(() => {
  revalidateTag.mockClear();
  request.jar = new Map();
});

afterAll(async () => {
  await local?.close();
});

describe("an enquiry moved into spam and back by an admin", () => {
  it("leaves the lists and the count, is audited both ways, and queues no second notification", async () => {
    const id = await insertSubmission({ name: "Spam Roundtrip" });
    request.jar = new Map(adminJar);
    const before = dataOf(await getDashboardCounts()).newSubmissions;

    expect(await setSubmissionSpamAction(id, true)).toEqual(toSpam);
    expect(await stored("form_submissions", id)).toBe("staff");
    expect(await names("all", "Spam Roundtrip")).toEqual([]);
    expect(await names("new", "Spam Roundtrip")).toEqual([]);
    expect(await names("spam", "Spam Roundtrip")).toEqual(["Spam Roundtrip"]);
    expect(dataOf(await getDashboardCounts()).newSubmissions).toBe(before - 1);

    expect(await setSubmissionSpamAction(id, false)).toEqual(outOfSpam);
    expect(await stored("form_submissions", id)).toBeNull();
    expect(await names("new", "Spam Roundtrip")).toEqual(["Spam Roundtrip"]);
    expect(await names("spam", "Spam Roundtrip")).toEqual([]);
    expect(dataOf(await getDashboardCounts()).newSubmissions).toBe(before);

    expect(await trail("Spam Roundtrip")).toEqual([
      ["submission.not_spam", TEST_ADMIN.email],
      ["submission.spam", TEST_ADMIN.email],
    ]);
    // Its arrival queued the staff e-mail, webhook and answer already; the rescue adds none.
    expect(await outboxChannels(id)).toEqual(["auto_reply", "staff_email", "webhook"]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("takes an enquiry that arrived as spam out, where staff hear of it once and the sender nothing", async () => {
    const id = await insertSubmission({ name: "Caught By Mistake", spam_reason: "too-fast" });
    expect(await outboxChannels(id)).toEqual([]);
    request.jar = new Map(adminJar);
    expect(await names("spam", "Caught By Mistake")).toEqual(["Caught By Mistake"]);

    expect(await setSubmissionSpamAction(id, false)).toEqual(outOfSpam);
    expect(await outboxChannels(id)).toEqual(["staff_email", "webhook"]);
    // Into spam and out again: the notification is not queued a second time.
    expect(await setSubmissionSpamAction(id, true)).toEqual(toSpam);
    expect(await setSubmissionSpamAction(id, false)).toEqual(outOfSpam);
    expect(await outboxChannels(id)).toEqual(["staff_email", "webhook"]);
  });

  it.each([
    ["a non-uuid id", "1 or 1=1", true],
    ["an object id", { id: "x" }, true],
    ["a string for spam", "00000000-0000-4000-8000-000000000000", "true"],
  ])("refuses %s before it reaches the database", async (_label, id, spam) => {
    request.jar = new Map(adminJar);
    expect(await setSubmissionSpamAction(id, spam)).toEqual(submissionFailed);
    expect(await setReviewSpamAction(id, spam)).toEqual(reviewFailed);
  });

  it("reports an enquiry that no longer exists as a failure", async () => {
    request.jar = new Map(adminJar);
    const missing = "00000000-0000-4000-8000-000000000000";
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    expect(await setSubmissionSpamAction(missing, true)).toEqual(submissionFailed);
  });
});

describe("a review moved into spam and back by an admin", () => {
  it("leaves the pending list and its count, and comes back pending, audited both ways", async () => {
    const id = await insertReview("Spam Reviewer");
    request.jar = new Map(adminJar);
    const before = dataOf(await getDashboardCounts()).pendingReviews;
    const reviews = async (status: "pending" | "spam") =>
      dataOf(await listReviewsForAdmin({ q: "Spam Reviewer", status, cursor: null })).rows.map(
        (row) => row.name,
      );

    expect(await setReviewSpamAction(id, true)).toEqual(reviewToSpam);
    expect(await reviews("pending")).toEqual([]);
    expect(await reviews("spam")).toEqual(["Spam Reviewer"]);
    expect(dataOf(await getDashboardCounts()).pendingReviews).toBe(before - 1);

    expect(await setReviewSpamAction(id, false)).toEqual(reviewOutOfSpam);
    expect(await reviews("pending")).toEqual(["Spam Reviewer"]);
    expect(dataOf(await getDashboardCounts()).pendingReviews).toBe(before);
    expect(await trail("Spam Reviewer")).toEqual([
      ["review.not_spam", TEST_ADMIN.email],
      ["review.spam", TEST_ADMIN.email],
    ]);
    // Never published, so the public pages are not revalidated.
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses to move a published review, and a spam review cannot be published", async () => {
    const published = await insertReview("Published Reviewer", { approved: true });
    request.jar = new Map(adminJar);
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    expect(await setReviewSpamAction(published, true)).toEqual(reviewFailed);
    expect(await stored("reviews", published)).toBeNull();

    const spam = await insertReview("Spam Not Published");
    expect(await setReviewSpamAction(spam, true)).toEqual(reviewToSpam);
    vi.spyOn(console, "error").mockImplementationOnce(() => {});
    expect(await setReviewApprovalAction(spam, true)).toEqual({
      ok: false,
      message: "Failed to update review status.",
    });
    expect(await stored("reviews", spam)).toBe("staff");
  });
});

describe("callers other than an admin", () => {
  // With no session an action sends the caller to sign in again; the toast is for a non-admin.
  const sessionEnded = {
    digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/login\?error=session_expired;/),
  };
  it.each<[string, () => Map<string, string>, object, object]>([
    ["no session", () => new Map<string, string>(), sessionEnded, sessionEnded],
    ["a non-admin session", () => new Map(userJar), submissionFailed, reviewFailed],
  ])(
    "change nothing with %s, through the actions or over REST",
    async (_label, jar, ifSubmission, ifReview) => {
      const submission = await insertSubmission({ name: "Not Theirs", spam_reason: "links" });
      const review = await insertReview("Not Theirs Either");
      request.jar = jar();
      const answer = (action: Promise<unknown>) => action.catch((thrown: unknown) => thrown);
      expect(await answer(setSubmissionSpamAction(submission, false))).toMatchObject(ifSubmission);
      expect(await answer(setReviewSpamAction(review, true))).toMatchObject(ifReview);

      const supabase = client(target);
      if (request.jar.size > 0) await supabase.auth.signInWithPassword(VISITOR);
      const direct = await supabase
        .from("form_submissions")
        .update({ spam_reason: null })
        .eq("id", submission)
        .select("id");
      expect(direct.data ?? []).toEqual([]);
      const sources = await supabase.rpc("admin_submission_sources");
      expect(sources.data).toBeNull();
      expect(sources.error?.code).toMatch(/^(42501|PGRST202)$/);

      expect(await stored("form_submissions", submission)).toBe("links");
      expect(await stored("reviews", review)).toBeNull();
      expect(await outboxChannels(submission)).toEqual([]);
      request.jar = new Map(adminJar);
      expect(await trail("Not Theirs")).toEqual([]);
      expect(await trail("Not Theirs Either")).toEqual([]);
    },
  );

  it("cannot list the sources through the data function", async () => {
    request.jar = new Map(userJar);
    await expect(listSubmissionSources()).rejects.toThrow(/Admin access refused/);
  });
});

describe("the source filter", () => {
  it("lists each source with its count, spam left out, and filters the list and the CSV", async () => {
    await insertSubmission({
      name: "Source Letter One",
      utm_source: "Letterbox",
      utm_campaign: "winter",
      created_at: "2024-01-01T00:00:01Z",
      landing_page: "/services",
      sent_from: "/contact",
    });
    await insertSubmission({
      name: "Source Letter Two",
      utm_source: "letterbox",
      created_at: "2024-01-01T00:00:02Z",
    });
    await insertSubmission({
      name: "Source Letter Spam",
      utm_source: "letterbox",
      spam_reason: "links",
    });
    await insertSubmission({
      name: "Source Search",
      referrer_origin: "https://www.duckduck.example",
    });
    await insertSubmission({
      name: "Source Only Spam",
      utm_source: "spamland",
      spam_reason: "honeypot",
    });
    request.jar = new Map(adminJar);

    const sources = dataOf(await listSubmissionSources());
    expect(sources).toContainEqual({ source: "letterbox", enquiries: 2 });
    expect(sources).toContainEqual({ source: "duckduck.example", enquiries: 1 });
    expect(sources.map((row) => row.source)).not.toContain("spamland");

    expect(await names("all", "Source", "letterbox")).toEqual([
      "Source Letter Two",
      "Source Letter One",
    ]);
    expect(await names("spam", "Source", "letterbox")).toEqual(["Source Letter Spam"]);
    expect(await names("all", "Source", "duckduck.example")).toEqual(["Source Search"]);

    const csv = await (
      await exportCsv(
        new Request(
          "http://localhost:3000/kalpix-admin/export/submissions.csv?q=Source&source=LetterBox",
        ),
      )
    ).text();
    const [header, ...records] = parse(csv.replace(/^\uFEFF/, "")) as string[][];
    const column = (record: string[], name: string) => record[header!.indexOf(name)];
    expect(header!.slice(6)).toEqual([
      "Reference",
      "Source",
      "Landing page",
      "Referrer",
      "UTM medium",
      "UTM campaign",
      "UTM term",
      "UTM content",
      "Sent from",
    ]);
    expect(records.map((record) => column(record, "Name"))).toEqual([
      "Source Letter Two",
      "Source Letter One",
    ]);
    const one = records[1]!;
    expect(column(one, "Reference")).toMatch(/^KX-[0-9A-F]{8}$/);
    expect(column(one, "Source")).toBe("letterbox");
    expect(column(one, "UTM campaign")).toBe("winter");
    expect(column(one, "Landing page")).toBe("/services");
    expect(column(one, "Sent from")).toBe("/contact");
    expect(column(one, "Status")).toBe("New");

    const spam = await (
      await exportCsv(
        new Request(
          "http://localhost:3000/kalpix-admin/export/submissions.csv?q=Source&status=spam&source=letterbox",
        ),
      )
    ).text();
    const [, ...spamRecords] = parse(spam.replace(/^\uFEFF/, "")) as string[][];
    expect(spamRecords.map((record) => [column(record, "Name"), column(record, "Status")])).toEqual(
      [["Source Letter Spam", "Spam"]],
    );
  });
});
