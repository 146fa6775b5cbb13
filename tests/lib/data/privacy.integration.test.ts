/**
 * The retention job and a person's requests through lib/data/privacy.ts, against a fresh embedded
 * backend (PGlite), as the signed-in admin and the server's service key. Rows are written as
 * visitors write them, moderated, then backdated; afterwards no table may hold the person's name,
 * e-mail or words, and the audit trail holds counts and the keyed hash only.
 */
import { createHmac } from "node:crypto";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
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
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag }));
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const {
  erasePersonData,
  exportPersonData,
  findEnquiryAddresses,
  findPersonData,
  purgeExpiredPersonalData,
} = await import("@/lib/data/privacy");
const { AdminAccessError } = await import("@/lib/auth/session");
const { createReview } = await import("@/lib/data/reviews");
const { createSubmission } = await import("@/lib/data/submissions");
const { listedRowsOf } = await import("@/app/kalpix-admin/privacy/person-rows");

const listedFor = async (query: Parameters<typeof findPersonData>[0]) =>
  listedRowsOf(dataOf(await findPersonData(query)));

const SECRET = "a-rate-limit-secret-for-the-privacy-test";
const JANE = { email: " Jane@Example.com ", name: "Jane Person", wholeName: false };
/** Words only Jane wrote: none may remain anywhere after the erasure. */
const TRACES = ["jane", "marmalade", "quince"];

let local: LocalSupabase;
let target: Target;
let adminJar: Map<string, string>;

const service = () => client(target, "service");

async function idOf(table: "form_submissions" | "reviews", column: string, text: string) {
  const { data, error } = await service()
    .from(table)
    .select("id")
    .like(column, `${text}%`)
    .single();
  if (error) throw error;
  return data.id;
}

async function backdate(table: "form_submissions" | "reviews", id: string, months: number) {
  const createdAt = new Date();
  createdAt.setMonth(createdAt.getMonth() - months);
  const { error } = await service()
    .from(table)
    .update({ created_at: createdAt.toISOString() })
    .eq("id", id);
  if (error) throw error;
}

/** Every row of the four tables that mentions one of Jane's traces. */
async function traces(): Promise<string[]> {
  const found: string[] = [];
  for (const table of [
    "form_submissions",
    "reviews",
    "notification_outbox",
    "admin_audit",
  ] as const) {
    const { data, error } = await service().from(table).select("*");
    if (error) throw error;
    for (const row of data) {
      const text = JSON.stringify(row).toLowerCase();
      if (TRACES.some((word) => text.includes(word))) found.push(`${table}: ${text}`);
    }
  }
  return found;
}

const expectedHash = createHmac(
  "sha256",
  createHmac("sha256", SECRET).update("kalpix privacy subject hash v1").digest(),
)
  .update("jane@example.com\njane person")
  .digest("hex");

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  process.env.RATE_LIMIT_SECRET = SECRET;
  adminJar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);

  for (const message of [
    "Old enquiry about marmalade jars.",
    "Old enquiry about quince paste.",
    "A recent enquiry about marmalade.",
  ])
    dataOf(await createSubmission({ name: "Jane Person", email: "Jane@Example.com", message }));
  dataOf(
    await createReview({ name: "Jane Person", rating: 5, comment: "Lovely marmalade labels." }),
  );
  dataOf(
    await createReview({ name: "Jane Person", rating: 4, comment: "The quince site, pending." }),
  );
  dataOf(
    await createReview({ name: "Old Pending", rating: 3, comment: "Never moderated at all." }),
  );

  const approved = await idOf("reviews", "comment", "Lovely marmalade");
  await service().from("reviews").update({ approved: true }).eq("id", approved);
  await backdate(
    "form_submissions",
    await idOf("form_submissions", "message", "Old enquiry about marmalade"),
    30,
  );
  await backdate(
    "form_submissions",
    await idOf("form_submissions", "message", "Old enquiry about quince"),
    30,
  );
  await backdate("reviews", approved, 30);
  await backdate("reviews", await idOf("reviews", "name", "Old Pending"), 13);
}, 60_000);

beforeEach(() => {
  request.jar = new Map(adminJar);
  revalidateTag.mockClear();
});

afterAll(async () => {
  await local?.close();
});

describe("purgeExpiredPersonalData", () => {
  it("deletes expired enquiries, unapproved reviews and their e-mails, keeps approved reviews, and refreshes the public reviews only when reviews went", async () => {
    expect(await purgeExpiredPersonalData()).toEqual({
      ok: true,
      data: { submissions: 2, reviews: 1, notifications: 7 },
    });
    expect(revalidateTag).toHaveBeenCalledWith("reviews:public", { expire: 0 });

    revalidateTag.mockClear();
    expect(await purgeExpiredPersonalData()).toEqual({
      ok: true,
      data: { submissions: 0, reviews: 0, notifications: 0 },
    });
    expect(revalidateTag).not.toHaveBeenCalled();

    const { data: left } = await service()
      .from("form_submissions")
      .select("message")
      .ilike("email", "jane@example.com");
    expect(left).toEqual([{ message: "A recent enquiry about marmalade." }]);
    const { data: reviews } = await service()
      .from("reviews")
      .select("comment, approved")
      .ilike("name", "%jane%")
      .order("comment");
    expect(reviews).toEqual([
      { comment: "Lovely marmalade labels.", approved: true },
      { comment: "The quince site, pending.", approved: false },
    ]);
    const { data: audit } = await service()
      .from("admin_audit")
      .select("actor_email, action, target_table, target_id, target_label, subject_hash")
      .eq("action", "retention.purged");
    expect(audit).toEqual([
      {
        actor_email: null,
        action: "retention.purged",
        target_table: "retention",
        target_id: null,
        target_label: "2 enquiries, 1 review, 7 notifications",
        subject_hash: null,
      },
    ]);
  });
});

describe("purgeExpiredPersonalData and the forms' abuse-prevention codes", () => {
  it("deletes a code idle for a day, as the notice says, and keeps one in use", async () => {
    await local.db.transaction((tx) =>
      tx.query(
        `insert into public.form_rate_limits (form, client_key, hits, last_hit) values
           ('contact', 'idle-for-two-days', array[now() - interval '2 days'], now() - interval '2 days'),
           ('contact', 'used-an-hour-ago', array[now() - interval '1 hour'], now() - interval '1 hour')`,
      ),
    );
    await purgeExpiredPersonalData();
    const { rows } = await local.db.transaction((tx) =>
      tx.query<{ client_key: string }>(
        `select client_key from public.form_rate_limits where client_key in ('idle-for-two-days', 'used-an-hour-ago')`,
      ),
    );
    expect(rows).toEqual([{ client_key: "used-an-hour-ago" }]);
  });
});

describe("a person's requests", () => {
  it("are for admins only", async () => {
    const listed = await listedFor(JANE);
    request.jar = new Map();
    await expect(findPersonData(JANE)).rejects.toBeInstanceOf(AdminAccessError);
    await expect(exportPersonData(JANE, listed)).rejects.toBeInstanceOf(AdminAccessError);
    await expect(erasePersonData(JANE, listed)).rejects.toBeInstanceOf(AdminAccessError);
  });

  it("need an e-mail address or a name", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await findPersonData({ email: " ", name: null, wholeName: false })).toEqual({
      ok: false,
      error: { kind: "failed" },
    });
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it("find everything held about a person, without an audit row", async () => {
    const found = dataOf(await findPersonData(JANE));
    expect(found.submissions.map((row) => row.message)).toEqual([
      "A recent enquiry about marmalade.",
    ]);
    expect(found.reviews.map((row) => [row.comment, row.approved])).toEqual([
      ["The quince site, pending.", false],
      ["Lovely marmalade labels.", true],
    ]);
    // Each enquiry and review queued a staff e-mail and a webhook; the remaining enquiry no auto-reply.
    expect(found.notifications).toHaveLength(6);
    expect(found.notifications[0]).toMatchObject({
      kind: expect.stringMatching(/^(submission|review)$/),
      payload: expect.objectContaining({ name: "Jane Person" }),
    });
    const { count } = await service()
      .from("admin_audit")
      .select("*", { count: "exact", head: true })
      .like("action", "person.%");
    expect(count).toBe(0);
  });

  it("export the same data and audit it with counts and the keyed hash", async () => {
    const found = dataOf(await findPersonData(JANE));
    expect(dataOf(await exportPersonData(JANE, listedRowsOf(found)))).toEqual(found);
    const { data: audit } = await service()
      .from("admin_audit")
      .select("actor_email, target_table, target_id, target_label, subject_hash")
      .eq("action", "person.exported");
    expect(audit).toEqual([
      {
        actor_email: TEST_ADMIN.email,
        target_table: "person",
        target_id: null,
        target_label: "1 enquiry, 2 reviews, 6 notifications",
        subject_hash: expectedHash,
      },
    ]);
  });

  it("erase a person from every table, withdrawn approved review included, and refresh the public reviews", async () => {
    // Nothing was sent here (no SMTP), so no copy sits outside the database.
    expect(await erasePersonData(JANE, await listedFor(JANE))).toEqual({
      ok: true,
      data: {
        submissions: 1,
        reviews: 2,
        invitations: 0,
        notifications: 6,
        record: expect.any(Number),
        outside_copies: [],
      },
    });
    expect(revalidateTag).toHaveBeenCalledWith("reviews:public", { expire: 0 });
    expect(await traces()).toEqual([]);
    const { data: audit } = await service()
      .from("admin_audit")
      .select("action, target_label, subject_hash")
      .eq("action", "person.erased");
    expect(audit).toEqual([
      {
        action: "person.erased",
        target_label: "1 enquiry, 2 reviews, 6 notifications",
        subject_hash: expectedHash,
      },
    ]);
    expect(dataOf(await findPersonData(JANE))).toEqual({
      submissions: [],
      reviews: [],
      invitations: [],
      notifications: [],
    });
  });
});

describe("a request by a part of a name", () => {
  const part = { email: null, name: "zorv", wholeName: false };
  const names = async (query: Parameters<typeof findPersonData>[0]) =>
    dataOf(await findPersonData(query)).reviews.map((review) => review.name);

  it("lists every name containing it, and one whole name on its own", async () => {
    dataOf(await createReview({ name: "Zorvath Kumar", rating: 5, comment: "Zorvath said this." }));
    dataOf(await createReview({ name: "Zorvina Sen", rating: 4, comment: "Zorvina says this." }));
    expect((await names(part)).sort()).toEqual(["Zorvath Kumar", "Zorvina Sen"]);
    expect(await names({ ...part, name: " zorvath KUMAR ", wholeName: true })).toEqual([
      "Zorvath Kumar",
    ]);
  });

  it("exports and erases only the rows listed, not one that arrived after the list", async () => {
    const zorvath = { ...part, name: "Zorvath Kumar", wholeName: true };
    const listed = await listedFor(zorvath);
    dataOf(
      await createReview({ name: "Zorvath Kumar", rating: 2, comment: "Another Zorvath, later." }),
    );

    const exported = dataOf(await exportPersonData(zorvath, listed));
    expect(exported.reviews.map((review) => review.comment)).toEqual(["Zorvath said this."]);
    expect(dataOf(await erasePersonData(zorvath, listed))).toMatchObject({ reviews: 1 });
    expect((await names(part)).sort()).toEqual(["Zorvath Kumar", "Zorvina Sen"]);
    expect(dataOf(await findPersonData(zorvath)).reviews.map((review) => review.comment)).toEqual([
      "Another Zorvath, later.",
    ]);
  });

  it("refuses, erasing nothing, when a listed row is no longer found", async () => {
    const zorvina = { ...part, name: "Zorvina", wholeName: false };
    const listed = await listedFor(zorvina);
    const stranger = { ...listed, reviews: [...listed.reviews, crypto.randomUUID()] };
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await erasePersonData(zorvina, stranger)).toEqual({
      ok: false,
      error: { kind: "not-found" },
    });
    expect(await exportPersonData(zorvina, stranger)).toEqual({
      ok: false,
      error: { kind: "not-found" },
    });
    vi.mocked(console.error).mockRestore();
    expect(await names(zorvina)).toEqual(["Zorvina Sen"]);
  });
});

describe("a staff notification that leaves the outbox after the list", () => {
  it("is neither exported nor a reason to refuse: the worker discards what no channel takes", async () => {
    const query = { email: "outbox.person@example.com", name: null, wholeName: false };
    dataOf(
      await createSubmission({
        name: "Outbox Person",
        email: query.email,
        message: "Sent while the webhook is off.",
      }),
    );
    const listed = await listedFor(query);
    expect(listed.notifications.length).toBeGreaterThan(0);
    const { error } = await service().rpc("discard_staff_notifications", {
      channels: ["staff_email", "auto_reply", "webhook"],
    });
    if (error) throw error;

    const exported = dataOf(await exportPersonData(query, listed));
    expect(exported.submissions.map((row) => row.message)).toEqual([
      "Sent while the webhook is off.",
    ]);
    expect(exported.notifications).toEqual([]);
    expect(dataOf(await erasePersonData(query, listed))).toMatchObject({ submissions: 1 });
    expect(dataOf(await findPersonData(query)).submissions).toEqual([]);
  });
});

describe("enquiries under a name", () => {
  it("lists the addresses whose enquiries carry a part of the name, newest first, for admins only", async () => {
    dataOf(
      await createSubmission({
        name: "Arjun Quorvex",
        email: "Arjun@Example.org",
        message: "First question here.",
      }),
    );
    dataOf(
      await createSubmission({
        name: "arjun quorvex",
        email: "arjun@example.org",
        message: "Second question here.",
      }),
    );
    dataOf(
      await createSubmission({
        name: "Bela Quorvex",
        email: "bela@example.org",
        message: "Her own question.",
      }),
    );
    const found = dataOf(await findEnquiryAddresses(" QUORV "));
    expect(found.map(({ email, enquiries }) => [email, enquiries])).toEqual([
      ["bela@example.org", 1],
      ["arjun@example.org", 2],
    ]);
    request.jar = new Map();
    await expect(findEnquiryAddresses("quorv")).rejects.toBeInstanceOf(AdminAccessError);
  });
});
