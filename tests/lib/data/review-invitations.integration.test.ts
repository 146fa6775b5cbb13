/**
 * Invitations to review through lib/data/review-invitations.ts against a fresh embedded backend
 * (PGlite), as the signed-in admin, the public key and the server's service key: the link's
 * token rules (signed, bound, single-use, expiring, revocable, replaced by a resend), the review
 * stored as verified, the one reminder, and the purge of unused invitations.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { dataOf } from "../../support/data-result";
import { form } from "../../support/form-data";
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
// after() needs Next's request scope: here the task runs once the action has answered.
vi.mock("next/server", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const invitations = await import("@/lib/data/review-invitations");
const { AdminAccessError } = await import("@/lib/auth/session");
const { invitationLink } = await import("@/lib/notifications/invitation-email");
const { NO_FORM_META } = await import("@/lib/leads/form-meta");
const privacy = await import("@/lib/data/privacy");
const { submitInvitedReviewAction, submitReviewAction } =
  await import("@/app/(site)/reviews/actions");
const { INVITATION_FIELD } = await import("@/lib/schemas/review-limits");
const { invitationPage } = await import("@/content/reviews");

let local: LocalSupabase;
let target: Target;
let adminJar: Map<string, string>;
const service = () => client(target, "service");

const review = (comment: string) => ({ name: "Asha Rao", rating: 4, comment });
const KEY = "0d0e0f10-1112-4314-8516-171819202122";

async function invite(name: string, project: string | null = "Shop rebuild") {
  dataOf(
    await invitations.createReviewInvitation({
      name,
      email: `${name.split(" ")[0]}@example.com`,
      project,
    }),
  );
  const { data, error } = await service()
    .from("review_invitations")
    .select("*")
    .eq("name", name)
    .single();
  if (error) throw error;
  return data;
}

/** The token the e-mail carries, as the sender signs it from the outbox row. */
async function mailedToken(id: string, channel = "invitation") {
  const { data, error } = await service()
    .from("notification_outbox")
    .select("source_id, payload")
    .eq("kind", "invitation")
    .eq("channel", channel)
    .eq("source_id", id)
    .single();
  if (error) throw error;
  const link = invitationLink(data as { source_id: string; payload: Record<string, unknown> });
  return decodeURIComponent(link.split("/reviews/invite/")[1]!);
}

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  process.env.RATE_LIMIT_SECRET = "a-secret-for-the-invitation-test";
  adminJar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
}, 60_000);

beforeEach(() => {
  request.jar = new Map(adminJar);
});

afterAll(async () => {
  await local?.close();
});

describe("an invitation's link", () => {
  it("is stored only as a hash: neither the table nor the outbox holds the token", async () => {
    const row = await invite("Asha Rao");
    const token = await mailedToken(row.id);
    expect(row.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const { data } = await service()
      .from("notification_outbox")
      .select("*")
      .eq("source_id", row.id);
    expect(JSON.stringify([row, data])).not.toContain(token.split(".")[2]);
    expect(data).toEqual([
      expect.objectContaining({
        channel: "invitation",
        payload: expect.objectContaining({ name: "Asha Rao", generation: 1 }),
      }),
    ]);
  });

  it("opens valid without stamping it opened until the page asks, and says altered for a link one character off", async () => {
    const row = await invite("Bela Sen", null);
    const token = await mailedToken(row.id);
    const openedAt = async () =>
      (await service().from("review_invitations").select("opened_at").eq("id", row.id).single())
        .data?.opened_at;
    expect(dataOf(await invitations.checkReviewInvitation(token))).toEqual({
      state: "valid",
      name: "Bela Sen",
      project: null,
    });
    expect(await openedAt()).toBeNull();
    expect(dataOf(await invitations.markReviewInvitationOpened(token))).toBe(true);
    const first = await openedAt();
    expect(first).not.toBeNull();
    expect(dataOf(await invitations.markReviewInvitationOpened(token))).toBe(true);
    expect(await openedAt()).toBe(first);
    const altered = token.slice(0, -1) + (token.endsWith("A") ? "B" : "A");
    expect(dataOf(await invitations.checkReviewInvitation(altered))).toEqual({ state: "altered" });
    expect(dataOf(await invitations.markReviewInvitationOpened(altered))).toBe(false);
    expect(dataOf(await invitations.checkReviewInvitation("not-a-token"))).toEqual({
      state: "altered",
    });
  });

  it("stores one verified review with its project, then says used; a retry of that post is told stored", async () => {
    const row = await invite("Chitra Das", "Brand identity");
    const token = await mailedToken(row.id);
    // The e-mail went out (the client follows its link), so it stays listed after the link is used.
    await service()
      .from("notification_outbox")
      .update({ sent_at: new Date().toISOString() })
      .eq("kind", "invitation")
      .eq("source_id", row.id);
    const meta = { ...NO_FORM_META, submissionKey: KEY };
    expect(
      dataOf(await invitations.redeemReviewInvitation(token, review("First words, kept."), meta)),
    ).toBe("stored");
    expect(
      dataOf(await invitations.redeemReviewInvitation(token, review("First words, kept."), meta)),
    ).toBe("stored");
    expect(
      dataOf(
        await invitations.redeemReviewInvitation(
          token,
          review("Second try, refused."),
          NO_FORM_META,
        ),
      ),
    ).toBe("used");
    expect(dataOf(await invitations.checkReviewInvitation(token))).toEqual({ state: "used" });
    const { data: reviews } = await service().from("reviews").select("*").like("comment", "%try%");
    expect(reviews).toEqual([]);
    const { data: stored } = await service()
      .from("reviews")
      .select("*")
      .eq("comment", "First words, kept.");
    // Posted as "Asha Rao": the verified review carries the invited name all the same.
    expect(stored).toEqual([
      expect.objectContaining({
        name: "Chitra Das",
        verified: true,
        project: "Brand identity",
        approved: false,
        consent_version: expect.any(String),
      }),
    ]);
    const { data: used } = await service()
      .from("review_invitations")
      .select("review_id, used_at")
      .eq("id", row.id)
      .single();
    expect(used).toEqual({ review_id: stored![0]!.id, used_at: expect.any(String) });
  });

  it("is replaced by a resend: the old link says so, the new one works", async () => {
    const row = await invite("Dev Malhotra");
    const first = await mailedToken(row.id);
    dataOf(await invitations.resendReviewInvitation(row.id));
    const second = await mailedToken(row.id);
    expect(second).not.toBe(first);
    expect(dataOf(await invitations.checkReviewInvitation(first))).toEqual({ state: "replaced" });
    expect(dataOf(await invitations.checkReviewInvitation(second))).toMatchObject({
      state: "valid",
    });
    expect(
      dataOf(
        await invitations.redeemReviewInvitation(
          first,
          review("Through the old link."),
          NO_FORM_META,
        ),
      ),
    ).toBe("replaced");
  });

  it("says revoked once revoked, and expired after its date; neither stores a review", async () => {
    const revoked = await invite("Esha Kapoor");
    const revokedToken = await mailedToken(revoked.id);
    dataOf(await invitations.revokeReviewInvitation(revoked.id));
    // Revoked before it went out: its e-mail is no longer waiting to be sent.
    const { data: waiting } = await service()
      .from("notification_outbox")
      .select("id")
      .eq("kind", "invitation")
      .eq("source_id", revoked.id)
      .is("sent_at", null);
    expect(waiting).toEqual([]);
    expect(dataOf(await invitations.checkReviewInvitation(revokedToken))).toEqual({
      state: "revoked",
    });
    expect(await invitations.resendReviewInvitation(revoked.id)).toEqual({
      ok: false,
      error: { kind: "not-found" },
    });

    const expired = await invite("Farah Khan");
    const expiredToken = await mailedToken(expired.id);
    await service()
      .from("review_invitations")
      .update({ invited_at: "2026-01-01T00:00:00Z", expires_at: "2026-01-31T00:00:00Z" })
      .eq("id", expired.id);
    expect(dataOf(await invitations.checkReviewInvitation(expiredToken))).toEqual({
      state: "expired",
    });
    expect(
      dataOf(
        await invitations.redeemReviewInvitation(
          expiredToken,
          review("Too late for this."),
          NO_FORM_META,
        ),
      ),
    ).toBe("expired");
  });

  it("is checked for nobody else: the public key reads no invitation and redeems none", async () => {
    const anon = client(target);
    const read = await anon.from("review_invitations").select("*");
    expect(read.error?.message).toMatch(/permission denied/);
    const redeem = await anon.rpc("redeem_review_invitation", {
      invitation_id: "00000000-0000-4000-8000-000000000000",
      token_hash: "0".repeat(64),
      review_rating: 5,
      review_comment: "A review nobody invited.",
      review_consent_version: "x",
    });
    expect(redeem.error?.message).toMatch(/permission denied/);
  });

  it("is one open link per address: a second invitation waits until the first is used or revoked", async () => {
    const first = await invite("Indira Sen");
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      await invitations.createReviewInvitation({
        name: "Indira S.",
        email: " INDIRA@example.com ".trim().toLowerCase(),
        project: null,
      }),
    ).toEqual({ ok: false, error: { kind: "not-found" } });
    vi.mocked(console.error).mockRestore();
    dataOf(await invitations.revokeReviewInvitation(first.id));
    dataOf(
      await invitations.createReviewInvitation({
        name: "Indira S.",
        email: "indira@example.com",
        project: null,
      }),
    );
  });

  it("is made, resent and revoked by admins only", async () => {
    request.jar = new Map();
    await expect(
      invitations.createReviewInvitation({ name: "Nobody", email: "n@example.com", project: null }),
    ).rejects.toBeInstanceOf(AdminAccessError);
    await expect(invitations.listReviewInvitations("")).rejects.toBeInstanceOf(AdminAccessError);
  });
});

describe("reminders and retention", () => {
  it("queues one reminder after the configured days, never a second", async () => {
    const row = await invite("Gita Iyer");
    await service()
      .from("review_invitations")
      .update({ invited_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .eq("id", row.id);
    expect(dataOf(await invitations.queueInvitationReminders())).toBe(1);
    expect(dataOf(await invitations.queueInvitationReminders())).toBe(0);
    expect(await mailedToken(row.id, "invitation_reminder")).toBe(await mailedToken(row.id));
    const listed = dataOf(await invitations.listReviewInvitations("Gita"));
    expect(listed).toEqual([expect.objectContaining({ name: "Gita Iyer", state: "queued" })]);
  });

  it("deletes unused invitations, with their e-mails, the retention period after they died", async () => {
    const row = await invite("Hari Nair");
    await service()
      .from("review_invitations")
      .update({ invited_at: "2025-01-01T00:00:00Z", expires_at: "2025-01-31T00:00:00Z" })
      .eq("id", row.id);
    expect(dataOf(await invitations.purgeExpiredInvitations())).toBeGreaterThanOrEqual(1);
    const left = await service().from("review_invitations").select("id").eq("id", row.id);
    const mail = await service().from("notification_outbox").select("id").eq("source_id", row.id);
    expect([left.data, mail.data]).toEqual([[], []]);
    // Used invitations stay: they are what makes a published review verified.
    const { data: used } = await service()
      .from("review_invitations")
      .select("name")
      .not("used_at", "is", null);
    expect(used).toEqual([{ name: "Chitra Das" }]);
  });
});

describe("a person's request", () => {
  it("finds, exports and erases their invitations with the e-mails about them", async () => {
    const query = { email: "chitra@example.com", name: "Chitra Das", wholeName: false };
    const found = dataOf(await privacy.findPersonData(query));
    expect(found.invitations).toEqual([
      expect.objectContaining({ name: "Chitra Das", project: "Brand identity" }),
    ]);
    expect(found.notifications.filter((notice) => notice.kind === "invitation")).toHaveLength(1);
    const listed = {
      submissions: found.submissions.map((row) => row.id),
      reviews: found.reviews.map((row) => row.id),
      notifications: found.notifications.map((row) => row.id),
      invitations: found.invitations.map((row) => row.id),
    };
    const exported = dataOf(await privacy.exportPersonData(query, listed));
    expect(exported.invitations).toHaveLength(1);
    expect(exported.reviews).toEqual([expect.objectContaining({ verified: true })]);
    const erased = dataOf(await privacy.erasePersonData(query, listed));
    expect(erased).toMatchObject({ reviews: 1, invitations: 1 });
    const traces = [];
    for (const table of [
      "review_invitations",
      "reviews",
      "notification_outbox",
      "admin_audit",
    ] as const) {
      const { data } = await service().from(table).select("*");
      traces.push(...(data ?? []).filter((row) => JSON.stringify(row).includes("Chitra")));
    }
    expect(traces).toEqual([]);
  });
});

describe("an invited review and the public form's limits", () => {
  it("is never held by the counts a stranger fills with posts of their own", async () => {
    // Untimed posts from clients no proxy vouches for: they fill the counts everyone shares.
    for (let post = 1; post <= 6; post += 1)
      await submitReviewAction(
        null,
        form({ name: "Flood Bot", rating: "5", comment: `An untimed post, number ${post}.` }),
      );
    const row = await invite("Ira Flood");
    const token = await mailedToken(row.id);
    const comment = "Through the link, after a stranger's flood.";
    expect(
      await submitInvitedReviewAction(
        null,
        form({ [INVITATION_FIELD]: token, name: "Ira Flood", rating: "5", comment }),
      ),
    ).toEqual({ ok: true });
    const { data } = await service()
      .from("reviews")
      .select("name, verified, spam_reason")
      .eq("comment", comment);
    expect(data).toEqual([{ name: "Ira Flood", verified: true, spam_reason: null }]);
  });
});

describe("an invited review posted more than once", () => {
  it("answers a retry of the post that used the link as it was answered, storing one review", async () => {
    const row = await invite("Retry Client");
    const token = await mailedToken(row.id);
    const comment = "Sent, the answer lost, sent again.";
    const post = () =>
      form({
        [INVITATION_FIELD]: token,
        name: "Retry Client",
        rating: "5",
        comment,
        submission_key: KEY.replace("0d", "1d"),
      });
    expect(await submitInvitedReviewAction(null, post())).toEqual({ ok: true });
    expect(await submitInvitedReviewAction(null, post())).toEqual({ ok: true });
    const { data } = await service().from("reviews").select("id").eq("comment", comment);
    expect(data).toHaveLength(1);
  });

  it("tells every post but the first, sent together or later with another key, that the link is used", async () => {
    const row = await invite("Twin Tabs");
    const token = await mailedToken(row.id);
    const post = (tab: number) =>
      form({
        [INVITATION_FIELD]: token,
        name: "Twin Tabs",
        rating: "4",
        comment: `From tab ${tab}.`,
        submission_key: `${tab}0000000-0000-4000-8000-000000000000`,
      });
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((tab) => submitInvitedReviewAction(null, post(tab))),
    );
    const used = invitationPage.states.used;
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    for (const answer of answers.filter((answer) => !answer.ok))
      expect(answer.message).toBe(`${used.title}. ${used.body}`);
    expect(await submitInvitedReviewAction(null, post(6))).toMatchObject({
      ok: false,
      message: `${used.title}. ${used.body}`,
    });
  });
});
