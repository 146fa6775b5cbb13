/**
 * The admin privacy page's erase action and JSON export, called directly as an attacker could (a
 * server action and a route handler are public endpoints), against a fresh embedded backend.
 * Only Next's request APIs are replaced: `cookies()` and `headers()` (a jar per test) and `next/cache`.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "@/content/site";
import { enquiryReference } from "@/lib/leads/reference";
import { UNREADABLE_FORM_MESSAGE } from "@/lib/schemas/action-result";
import { PRIVACY_REQUEST_MESSAGES } from "@/lib/schemas/privacy-request.schema";

import { form } from "../../support/form-data";
import {
  adminOwingCodeCookies,
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
  revalidatePath: vi.fn(),
  refresh: vi.fn(),
}));
// React's cache() memoises per request in Next; in a test every call is its own request.
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { erasePersonAction } = await import("@/app/kalpix-admin/privacy/actions");
const { GET: exportRoute } = await import("@/app/kalpix-admin/privacy/export/route");

const privacyPath = `${site.adminPath}/privacy`;
const PASSWORD = "a-long-password-1";
const ENV = [
  "NEXT_PUBLIC_SUPABASE_URL",
  "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
  "SUPABASE_SECRET_KEY",
];
const savedEnv = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

let local: LocalSupabase;
let target: Target;
let adminJar: Map<string, string>;
let userJar: Map<string, string>;
/** An admin with an authenticator app, signed in with the password alone (aal1). */
let codeOwedJar: Map<string, string>;
let counter = 0;

/** One person as the site holds them: an enquiry, an approved review, and their notifications. */
async function seedPerson() {
  counter += 1;
  const name = `Privacy Person ${counter}`;
  const email = `privacy-person-${counter}@example.com`;
  const service = client(target, "service");
  const submission = await service
    .from("form_submissions")
    .insert({ name, email, message: "Please send me a quote for a new website." })
    .select("id")
    .single();
  if (submission.error) throw submission.error;
  const review = await service
    .from("reviews")
    .insert({ name, rating: 5, comment: "Quick, friendly and on budget." })
    .select("id")
    .single();
  if (review.error) throw review.error;
  await service.from("reviews").update({ approved: true }).eq("id", review.data.id);
  return { name, email, submissionId: submission.data.id, reviewId: review.data.id };
}

/** The ids the page lists for the person, as its form and export link carry them. */
async function listedFields(person: { submissionId: string; reviewId: string }) {
  const { data, error } = await client(target, "service")
    .from("notification_outbox")
    .select("id")
    .in("source_id", [person.submissionId, person.reviewId]);
  if (error) throw error;
  return {
    enquiry_ids: person.submissionId,
    review_ids: person.reviewId,
    notification_ids: data.map((row) => row.id).join(","),
  };
}

async function heldAbout(person: { submissionId: string; reviewId: string }) {
  const service = client(target, "service");
  const [submissions, reviews, notifications] = await Promise.all([
    service.from("form_submissions").select("id").eq("id", person.submissionId),
    service.from("reviews").select("id").eq("id", person.reviewId),
    service
      .from("notification_outbox")
      .select("id")
      .in("source_id", [person.submissionId, person.reviewId]),
  ]);
  return {
    submissions: submissions.data?.length,
    reviews: reviews.data?.length,
    notifications: notifications.data?.length,
  };
}

// The enquiry queued a staff e-mail, a webhook and an auto-reply; the review the first two.
const everything = { submissions: 1, reviews: 1, notifications: 5 };
const nothing = { submissions: 0, reviews: 0, notifications: 0 };

async function auditEntries(action: string) {
  const { data, error } = await client(target, "service")
    .from("admin_audit")
    .select("action, actor_email, target_id, target_label")
    .eq("action", action);
  if (error) throw error;
  return data;
}

function redirectsTo(path: string) {
  const escaped = path.replace(/[?.]/g, "\\$&");
  return { digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${escaped}\\d*;`)) };
}

function exportRequest(query: Record<string, string>) {
  const url = new URL(`http://127.0.0.1:3000${privacyPath}/export`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return new Request(url);
}

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  const { error } = await client(target, "service").auth.admin.createUser({
    email: "visitor@example.com",
    password: PASSWORD,
    email_confirm: true,
  });
  if (error) throw error;
  adminJar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
  userJar = await sessionCookies(local, "visitor@example.com", PASSWORD);
  codeOwedJar = await adminOwingCodeCookies(local, "privacy-factor@example.com", PASSWORD);
}, 60_000);

beforeEach(() => {
  revalidateTag.mockClear();
  request.jar = new Map();
});

afterAll(async () => {
  await local?.close();
  for (const name of ENV) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

const refusedCallers = {
  "no session": { jar: () => new Map<string, string>(), status: 401 },
  "a non-admin session": { jar: () => new Map(userJar), status: 403 },
  "an admin who has not entered their authenticator code": {
    jar: () => new Map(codeOwedJar),
    status: 401,
  },
};

describe.each(Object.entries(refusedCallers))("with %s", (_label, caller) => {
  it("the erase action erases nothing and says why", async () => {
    const person = await seedPerson();
    request.jar = caller.jar();
    const listed = await listedFields(person);
    const result = await erasePersonAction(
      null,
      form({ email: person.email, name: person.name, ...listed }),
    );
    expect(result).toEqual({ ok: false, message: expect.stringMatching(/admin/i) });
    expect(await heldAbout(person)).toEqual(everything);
    expect(await auditEntries("person.erased")).toEqual([]);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("the export refuses, privately, with nothing of the person in it", async () => {
    const person = await seedPerson();
    request.jar = caller.jar();
    const response = await exportRoute(exportRequest({ email: person.email }));
    expect(response.status).toBe(caller.status);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toBeNull();
    const text = await response.text();
    expect(text).not.toContain(person.email);
    expect(text).not.toContain(person.name);
    expect(await auditEntries("person.exported")).toEqual([]);
  });
});

describe("as the admin", () => {
  it("exports everything held about the person as one JSON download, and audits it", async () => {
    const person = await seedPerson();
    request.jar = new Map(adminJar);
    const response = await exportRoute(
      exportRequest({ email: person.email, name: person.name, ...(await listedFields(person)) }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    // A file the person reads: each item once, its reference, India time, no database columns.
    const raw = await response.text();
    expect(raw.split("Please send me a quote for a new website.")).toHaveLength(2);
    expect(raw).not.toMatch(/"(created_at|source_id|payload|spam_reason)"/);
    const body = JSON.parse(raw) as {
      "Time zone": string;
      "Found by": unknown;
      Enquiries: Array<Record<string, unknown>>;
      Reviews: Array<Record<string, unknown>>;
    };
    expect(body["Time zone"]).toBe("India time (UTC+5:30)");
    expect(body["Found by"]).toEqual({ "E-mail address": person.email, Name: person.name });
    expect(body.Enquiries).toEqual([
      expect.objectContaining({
        Reference: enquiryReference(person.submissionId),
        "Your name": person.name,
        "Your e-mail address": person.email,
        "Your message": "Please send me a quote for a new website.",
        "Sent on": expect.stringMatching(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m$/),
        "Messages we sent about it": expect.arrayContaining([
          "E-mail to our staff, not sent",
          `Notice in ${site.dataProtection.staffChat.name}, our team’s chat, not sent`,
        ]),
      }),
    ]);
    expect(body.Reviews).toEqual([
      expect.objectContaining({
        "Your name": person.name,
        Rating: "5 out of 5 stars",
        Status: "Published on our website",
      }),
    ]);
    const audited = await auditEntries("person.exported");
    expect(audited).toHaveLength(1);
    expect(JSON.stringify(audited)).not.toContain(person.email);
    expect(JSON.stringify(audited)).not.toContain(person.name);
    // Still held: an export changes nothing.
    expect(await heldAbout(person)).toEqual(everything);
  });

  it("erases everything held about the person, then shows the counts, auditing no personal data", async () => {
    const person = await seedPerson();
    const listed = await listedFields(person);
    request.jar = new Map(adminJar);
    await expect(
      erasePersonAction(null, form({ email: person.email, name: person.name, ...listed })),
    ).rejects.toMatchObject(
      redirectsTo(
        `${privacyPath}?erased=1&submissions=1&reviews=1&invitations=0&notifications=5&record=`,
      ),
    );
    expect(await heldAbout(person)).toEqual(nothing);
    expect(revalidateTag).toHaveBeenCalledWith("reviews:public", { expire: 0 });
    const audited = await auditEntries("person.erased");
    expect(audited).toEqual([
      expect.objectContaining({ action: "person.erased", actor_email: TEST_ADMIN.email }),
    ]);
    expect(JSON.stringify(audited)).not.toContain(person.email);
    expect(JSON.stringify(audited)).not.toContain(person.name);

    // The same page's export link, or a second press, now finds its rows gone and does nothing.
    const after = await exportRoute(
      exportRequest({ email: person.email, name: person.name, ...listed }),
    );
    expect(after.status).toBe(409);
    expect(after.headers.get("content-disposition")).toBeNull();
    expect(await after.text()).toMatch(/^Something listed on the page has changed/);
    expect(
      await erasePersonAction(null, form({ email: person.email, name: person.name, ...listed })),
    ).toEqual({ ok: false, message: expect.stringMatching(/^Something listed here has changed/) });
    expect(await auditEntries("person.erased")).toHaveLength(1);
  });

  it.each([
    ["an invalid address", { email: "not-an-address" }, PRIVACY_REQUEST_MESSAGES.email],
    ["neither field", { email: "", name: "" }, PRIVACY_REQUEST_MESSAGES.nothingToSearch],
    ["a one-letter name", { name: "A" }, "Name must be at least 2 characters."],
  ])("answers %s with a clear message, erasing nothing", async (_label, fields, message) => {
    const person = await seedPerson();
    request.jar = new Map(adminJar);
    const result = await erasePersonAction(
      null,
      form({ ...fields, ...(await listedFields(person)) }),
    );
    expect(result).toMatchObject({ ok: false, message });
    expect(await heldAbout(person)).toEqual(everything);
  });

  it.each([
    ["a string", "email=a@example.com"],
    ["an object", { email: "a@example.com" }],
    ["nothing", undefined],
  ])("answers %s in place of form data with a clear message, never a throw", async (_l, input) => {
    request.jar = new Map(adminJar);
    expect(await erasePersonAction(null, input as unknown as FormData)).toEqual({
      ok: false,
      message: UNREADABLE_FORM_MESSAGE,
    });
  });

  it("answers an export without a usable query with 400 and the message, no download", async () => {
    request.jar = new Map(adminJar);
    const response = await exportRoute(exportRequest({ email: "nope" }));
    expect(response.status).toBe(400);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(await response.text()).toBe(PRIVACY_REQUEST_MESSAGES.email);
  });
});
