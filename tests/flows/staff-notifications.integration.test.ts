/**
 * Staff notifications end to end against a fresh embedded backend and a real SMTP server (the
 * local catcher): the outbox row written with each submission, delivery with nodemailer, a mail
 * server that is down, two senders at once, and hostile names.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "@kalpix/local-supabase/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { client, embeddedTarget, startTestSupabase, type Target } from "../support/local-supabase";

vi.mock("next/headers", () => ({
  headers: async () => new Headers(),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));

const { createSubmission } = await import("@/lib/data/submissions");
const { createReview } = await import("@/lib/data/reviews");
const { deliverStaffNotifications } = await import("@/lib/notifications/deliver");

let local: LocalSupabase;
let target: Target;
let smtp: SmtpCatcher | null = null;
const caught: CaughtMail[] = [];

/** The staff e-mail rows of the submissions stored under this name (the embedded backend has no JSON paths). */
async function outbox(name: string) {
  const service = client(target, "service");
  const { data: sources } = await service.from("form_submissions").select("id").eq("name", name);
  const { data, error } = await service
    .from("notification_outbox")
    .select("*")
    .eq("channel", "staff_email")
    .in(
      "source_id",
      (sources ?? []).map((source) => source.id),
    );
  if (error) throw error;
  return data;
}

const mailsFor = (name: string) => caught.filter((mail) => mail.text.includes(name));

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  process.env.STAFF_NOTIFY_EMAILS = "leads@kalpix.in, ops@kalpix.in";
  // Staff e-mail alone: the other channels' rows are discarded (tests/flows/auto-reply.integration.test.ts and tests/flows/staff-webhook.integration.test.ts cover them).
  for (const name of ["CONTACT_AUTO_REPLY", "STAFF_WEBHOOK_URL", "STAFF_WEBHOOK_SECRET"])
    delete process.env[name];
  smtp = await startSmtpCatcher({ port: 0, onMail: (mail) => caught.push(mail) });
  process.env.SMTP_URL = smtp.url;
}, 60_000);

beforeEach(async () => {
  // Earlier tests' leftovers are delivered first, so each test counts only its own mail.
  await deliverStaffNotifications({ rounds: 50 });
  caught.length = 0;
});

afterAll(async () => {
  await smtp?.close();
  await local?.close();
});

describe("staff notifications", () => {
  it("e-mails staff once for a stored enquiry: subject, Reply-To, the message, time and a dashboard link", async () => {
    expect(
      await createSubmission({
        name: "Meera Iyer",
        email: "meera@example.com",
        message: "We need a Shopify rebuild by March.",
      }),
    ).toMatchObject({ ok: true });
    const [row] = await outbox("Meera Iyer");
    expect(row).toMatchObject({ kind: "submission", sent_at: null });

    expect(await deliverStaffNotifications()).toMatchObject({ sent: 1, failed: 0 });
    const [mail, ...more] = mailsFor("Meera Iyer");
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      to: ["leads@kalpix.in", "ops@kalpix.in"],
      replyTo: "meera@example.com",
      subject: "New enquiry from Meera Iyer",
    });
    expect(mail!.text).toContain("We need a Shopify rebuild by March.");
    expect(mail!.text).toMatch(/Received: .+\(India time\)/);
    expect(mail!.text).toContain("/kalpix-admin?q=meera%40example.com");
    expect(mail!.html).toContain("We need a Shopify rebuild by March.");
    expect((await outbox("Meera Iyer"))[0]!.sent_at).not.toBeNull();

    // Nothing is sent twice.
    expect(await deliverStaffNotifications()).toMatchObject({ sent: 0 });
  });

  it("e-mails staff for a new review awaiting approval, with its rating", async () => {
    expect(
      await createReview({
        name: "Karan Mehta",
        rating: 4,
        comment: "Great reporting and quick turnarounds.",
      }),
    ).toEqual({ ok: true });
    await deliverStaffNotifications();
    const [mail] = mailsFor("Karan Mehta");
    expect(mail!.subject).toBe("New review from Karan Mehta (4/5) awaiting approval");
    expect(mail!.text).toContain("Great reporting and quick turnarounds.");
    expect(mail!.replyTo).toBeNull();
  });

  it("keeps the notification when SMTP is down, and delivers it once SMTP is back", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const running = smtp!;
    await running.close();
    try {
      expect(
        await createSubmission({
          name: "Offline Mailer",
          email: "om@example.com",
          message: "Sent while the mail server was down.",
        }),
      ).toMatchObject({ ok: true });
      expect(await deliverStaffNotifications()).toMatchObject({ sent: 0, failed: 1 });
      const [pending] = await outbox("Offline Mailer");
      expect(pending).toMatchObject({ sent_at: null, attempts: 1 });
      expect(pending!.last_error).toMatch(/ECONNREFUSED|connect/i);
      expect(Date.parse(pending!.next_attempt_at)).toBeGreaterThan(Date.now() + 30_000);
    } finally {
      smtp = await startSmtpCatcher({ port: running.port, onMail: (mail) => caught.push(mail) });
      quiet.mockRestore();
    }
    // Not due yet (backoff): nothing is sent early.
    expect(await deliverStaffNotifications()).toMatchObject({ sent: 0 });
    // The retry time comes (as the cron or a dashboard visit would find it later).
    const { error } = await client(target, "service")
      .from("notification_outbox")
      .update({ next_attempt_at: new Date(Date.now() - 1000).toISOString() } as never)
      .eq("id", (await outbox("Offline Mailer"))[0]!.id);
    expect(error).toBeNull();
    expect(await deliverStaffNotifications()).toMatchObject({ sent: 1, failed: 0 });
    expect(mailsFor("Offline Mailer")).toHaveLength(1);
  });

  it("delivers each notification exactly once when two senders run at the same time", async () => {
    const names = Array.from({ length: 25 }, (_, i) => `Concurrent Sender ${i}`);
    for (const name of names) {
      await createSubmission({
        name,
        email: "race@example.com",
        message: "Two senders must not both send this.",
      });
    }
    const [first, second] = await Promise.all([
      deliverStaffNotifications({ rounds: 10, batch: 3 }),
      deliverStaffNotifications({ rounds: 10, batch: 3 }),
    ]);
    expect(first.sent + second.sent).toBe(names.length);
    for (const name of names)
      expect(caught.filter((mail) => mail.subject === `New enquiry from ${name}`)).toHaveLength(1);
  });

  it("never lets a name add headers or markup", async () => {
    const hostile = "Eve\r\nBcc: victim@example.com\r\nX-Injected: 1 <img src=x onerror=alert(1)>";
    // Straight into the table with the service key: the forms' schemas would refuse the line breaks.
    const { error } = await client(target, "service").from("form_submissions").insert({
      name: hostile,
      email: "eve@example.com",
      message: "<script>alert('x')</script> hello there",
    });
    expect(error).toBeNull();
    await deliverStaffNotifications();
    const [mail] = caught.filter((candidate) => candidate.replyTo === "eve@example.com");
    expect(mail).toBeDefined();
    expect(mail!.headerNames).not.toContain("bcc");
    expect(mail!.headerNames).not.toContain("x-injected");
    expect(mail!.to).toEqual(["leads@kalpix.in", "ops@kalpix.in"]);
    expect(mail!.subject).not.toMatch(/[\r\n]/);
    expect(mail!.html).not.toContain("<img");
    expect(mail!.html).not.toContain("<script>");
    expect(mail!.html).toContain("&lt;script&gt;");
  });

  it("leaves notifications in the outbox, unclaimed, when no SMTP server is configured", async () => {
    const url = process.env.SMTP_URL;
    delete process.env.SMTP_URL;
    try {
      await createSubmission({
        name: "No Smtp Yet",
        email: "later@example.com",
        message: "Waiting for the mail settings.",
      });
      expect(await deliverStaffNotifications()).toMatchObject({
        sent: 0,
        reason: expect.stringContaining("SMTP_URL"),
      });
      expect((await outbox("No Smtp Yet"))[0]).toMatchObject({ sent_at: null, attempts: 0 });
    } finally {
      process.env.SMTP_URL = url;
    }
  });

  it("never notifies for the table a visitor cannot reach: the outbox is closed to anon and signed-in users", async () => {
    const read = await client(target).from("notification_outbox").select("*");
    expect(read.data ?? []).toEqual([]);
    const claim = await client(target).rpc("claim_staff_notifications", {});
    expect(claim.error?.code).toMatch(/^(42501|PGRST202)$/);
    const discard = await client(target).rpc("discard_staff_notifications", {
      channels: ["staff_email"],
    });
    expect(discard.error?.code).toMatch(/^(42501|PGRST202)$/);
  });
});
