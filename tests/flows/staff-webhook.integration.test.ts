/**
 * The staff webhook end to end against a fresh embedded backend, a real HTTP receiver on
 * 127.0.0.1 and the local SMTP catcher: signed deliveries, retries through the outbox after a
 * receiver's errors, discarding when no URL is set, and nothing at all for spam.
 */
import { createHmac } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "@kalpix/local-supabase/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { enquiryReference } from "@/lib/leads/reference";

import { client, embeddedTarget, startTestSupabase, type Target } from "../support/local-supabase";

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));

const { createSubmission } = await import("@/lib/data/submissions");
const { createReview } = await import("@/lib/data/reviews");
const { deliverStaffNotifications } = await import("@/lib/notifications/deliver");
const { verifyWebhookSignature } = await import("@/lib/notifications/webhook");

const SECRET = "whsec-test-0123456789abcdef";

type Received = {
  headers: Record<string, string | string[] | undefined>;
  raw: string;
  body: {
    type: string;
    id: string;
    reference?: string;
    text: string;
    data: Record<string, unknown>;
  };
  status: number;
};

let local: LocalSupabase;
let target: Target;
let smtp: SmtpCatcher;
let receiver: Server;
let hookUrl: string;
const caught: CaughtMail[] = [];
const received: Received[] = [];
/** Statuses the receiver answers next, in order; 204 once they run out. */
const answers: number[] = [];

const deliveriesOf = (id: string) => received.filter((request) => request.body.id === id);

async function idOf(table: "form_submissions" | "reviews", name: string): Promise<string> {
  const { data, error } = await client(target, "service")
    .from(table)
    .select("id")
    .eq("name", name)
    .single();
  if (error) throw error;
  return data.id;
}

async function webhookRow(sourceId: string) {
  const { data, error } = await client(target, "service")
    .from("notification_outbox")
    .select("*")
    .eq("source_id", sourceId)
    .eq("channel", "webhook")
    .maybeSingle();
  if (error) throw error;
  return data;
}

async function makeDue(sourceId: string) {
  const { error } = await client(target, "service")
    .from("notification_outbox")
    .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() } as never)
    .eq("source_id", sourceId)
    .is("sent_at", null);
  expect(error).toBeNull();
}

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  process.env.STAFF_NOTIFY_EMAILS = "leads@kalpix.in";
  process.env.CONTACT_AUTO_REPLY = "on";
  smtp = await startSmtpCatcher({ port: 0, onMail: (mail) => caught.push(mail) });
  process.env.SMTP_URL = smtp.url;
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const raw = Buffer.concat(chunks).toString("utf8");
      const status = answers.shift() ?? 204;
      received.push({ headers: request.headers, raw, body: JSON.parse(raw), status });
      response.writeHead(status).end(status >= 400 ? "receiver error" : "");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/kalpix`;
}, 60_000);

beforeEach(async () => {
  process.env.STAFF_WEBHOOK_URL = hookUrl;
  process.env.STAFF_WEBHOOK_SECRET = SECRET;
  answers.length = 0;
  // Earlier tests' leftovers are delivered first, so each test counts only its own requests.
  await deliverStaffNotifications({ rounds: 50 });
  received.length = 0;
  caught.length = 0;
});

afterAll(async () => {
  for (const name of ["CONTACT_AUTO_REPLY", "STAFF_WEBHOOK_URL", "STAFF_WEBHOOK_SECRET"])
    delete process.env[name];
  await new Promise((resolve) => receiver?.close(resolve));
  await smtp?.close();
  await local?.close();
});

describe("the staff webhook", () => {
  it("posts each new enquiry and review once, signed, with a line for Slack", async () => {
    await createSubmission({
      name: "Meera Iyer",
      email: "meera@example.com",
      message: "We need a Shopify rebuild by March.",
    });
    await createReview({ name: "Karan Mehta", rating: 4, comment: "Great reporting." });
    const enquiryId = await idOf("form_submissions", "Meera Iyer");
    const reviewId = await idOf("reviews", "Karan Mehta");

    await deliverStaffNotifications();
    const [enquiry, ...moreEnquiries] = deliveriesOf(enquiryId);
    const [review, ...moreReviews] = deliveriesOf(reviewId);
    expect([...moreEnquiries, ...moreReviews]).toEqual([]);

    for (const request of [enquiry!, review!]) {
      expect(request.headers["content-type"]).toBe("application/json");
      const timestamp = String(request.headers["x-kalpix-timestamp"]);
      const signature = String(request.headers["x-kalpix-signature"]);
      expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
      // The documented format, computed here without the app's code.
      const hmac = createHmac("sha256", SECRET).update(`${timestamp}.${request.raw}`).digest("hex");
      expect(signature).toBe(`v1=${hmac}`);
      expect(verifyWebhookSignature(SECRET, timestamp, request.raw, signature)).toBe(true);
      const tampered = request.raw.replace("Great reporting", "Awful").replace("March", "April");
      expect(verifyWebhookSignature(SECRET, timestamp, tampered, signature)).toBe(false);
      expect(
        verifyWebhookSignature("not-the-shared-secret", timestamp, request.raw, signature),
      ).toBe(false);
    }
    const reference = enquiryReference(enquiryId);
    expect(enquiry!.body).toMatchObject({
      type: "enquiry.created",
      id: enquiryId,
      reference,
      data: { name: "Meera Iyer", email: "meera@example.com" },
    });
    expect(enquiry!.body.text).toContain(`New enquiry ${reference} from Meera Iyer`);
    expect(enquiry!.body.text).toContain("/kalpix-admin?q=meera%40example.com");
    expect(review!.body).toMatchObject({ type: "review.created", id: reviewId });
    expect(review!.body.text).toContain("New review (4/5) from Karan Mehta waiting for moderation");

    expect((await webhookRow(enquiryId))!.sent_at).not.toBeNull();
    await deliverStaffNotifications();
    expect(received).toHaveLength(2);
  });

  it("retries through the outbox after the receiver fails: delivered on the third try, once", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    answers.push(500, 500);
    await createSubmission({
      name: "Flaky Receiver",
      email: "flaky@example.com",
      message: "The webhook is down for a moment.",
    });
    const id = await idOf("form_submissions", "Flaky Receiver");

    await deliverStaffNotifications();
    expect(await webhookRow(id)).toMatchObject({ sent_at: null, attempts: 1 });
    expect((await webhookRow(id))!.last_error).toContain("HTTP 500");
    expect(Date.parse((await webhookRow(id))!.next_attempt_at)).toBeGreaterThan(
      Date.now() + 30_000,
    );
    // Not due yet (backoff): nothing is posted early.
    await deliverStaffNotifications();
    expect(deliveriesOf(id)).toHaveLength(1);

    await makeDue(id);
    await deliverStaffNotifications();
    expect(await webhookRow(id)).toMatchObject({ sent_at: null, attempts: 2 });
    await makeDue(id);
    await deliverStaffNotifications();
    expect((await webhookRow(id))!.sent_at).not.toBeNull();
    quiet.mockRestore();

    await makeDue(id);
    await deliverStaffNotifications();
    expect(deliveriesOf(id).map((request) => request.status)).toEqual([500, 500, 204]);
    // The e-mails went at the first try: the receiver's errors never held them back.
    expect(caught.filter((mail) => mail.text.includes("Flaky Receiver"))).toHaveLength(1);
  });

  it("discards the webhook rows when STAFF_WEBHOOK_URL is unset", async () => {
    delete process.env.STAFF_WEBHOOK_URL;
    delete process.env.STAFF_WEBHOOK_SECRET;
    await createSubmission({
      name: "No Hook Here",
      email: "nohook@example.com",
      message: "Nobody listens for webhooks.",
    });
    const id = await idOf("form_submissions", "No Hook Here");
    expect(await webhookRow(id)).toMatchObject({ sent_at: null });

    expect(await deliverStaffNotifications()).toMatchObject({ sent: 2, failed: 0 });
    expect(await webhookRow(id)).toBeNull();
    process.env.STAFF_WEBHOOK_URL = hookUrl;
    process.env.STAFF_WEBHOOK_SECRET = SECRET;
    await deliverStaffNotifications();
    expect(received).toEqual([]);
  });

  it("sends nothing for spam: no webhook, no staff e-mail, no auto-reply", async () => {
    const service = client(target, "service");
    const submission = await service.from("form_submissions").insert({
      name: "Spam Bot",
      email: "spambot@example.com",
      message: "Cheap followers, visit now.",
      spam_reason: "honeypot",
    });
    expect(submission.error).toBeNull();
    const review = await service.from("reviews").insert({
      name: "Spam Reviewer",
      rating: 5,
      comment: "Buy cheap followers now, link in bio.",
      spam_reason: "honeypot",
    });
    expect(review.error).toBeNull();
    const ids = [
      await idOf("form_submissions", "Spam Bot"),
      await idOf("reviews", "Spam Reviewer"),
    ];
    const { data: queued } = await service
      .from("notification_outbox")
      .select("id")
      .in("source_id", ids);
    expect(queued).toEqual([]);

    expect(await deliverStaffNotifications()).toMatchObject({ sent: 0, failed: 0 });
    expect(received).toEqual([]);
    expect(caught).toEqual([]);
  });
});
