/**
 * The enquirer's auto-reply end to end against a fresh embedded backend and the local SMTP
 * catcher: its reference and none of the sender's words, one per address per day, an SMTP outage,
 * and CONTACT_AUTO_REPLY=off discarding what the trigger queued.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "@kalpix/local-supabase/smtp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { site } from "@/content/site";
import { enquiryReference } from "@/lib/leads/reference";

import { form } from "../support/form-data";
import { client, embeddedTarget, startTestSupabase, type Target } from "../support/local-supabase";

vi.mock("next/headers", () => ({
  headers: vi.fn(async () => new Headers()),
  cookies: async () => ({ getAll: () => [], set: () => {} }),
}));
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));
// The action's deliveries are run by the tests themselves, once they have counted what is queued.
vi.mock("next/server", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  after: () => {},
}));

// The form limit is not what these tests are about: the mailbox rules hold whatever it lets through.
process.env.FORM_RATE_LIMIT_MAX = "1000";
const { createSubmission } = await import("@/lib/data/submissions");
const { submitContactAction } = await import("@/app/(site)/contact/actions");
const { deliverStaffNotifications } = await import("@/lib/notifications/deliver");

let local: LocalSupabase;
let target: Target;
let smtp: SmtpCatcher | null = null;
const caught: CaughtMail[] = [];
const STAFF = "leads@kalpix.in";

const autoRepliesTo = (address: string) =>
  caught.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
const staffMailsAbout = (address: string) =>
  caught.filter(
    (mail) => mail.to.includes(STAFF) && mail.replyTo?.toLowerCase() === address.toLowerCase(),
  );

/** The ids of the enquiries stored from this address, oldest first. */
async function enquiryIds(email: string): Promise<string[]> {
  const { data, error } = await client(target, "service")
    .from("form_submissions")
    .select("id")
    .eq("email", email)
    .order("created_at");
  if (error) throw error;
  return data.map((row) => row.id);
}

async function outboxOf(sourceId: string) {
  const { data, error } = await client(target, "service")
    .from("notification_outbox")
    .select("*")
    .eq("source_id", sourceId)
    .order("id");
  if (error) throw error;
  return data;
}

/** What a retry would find later, now: the rows of this enquiry are due again. */
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
  process.env.STAFF_NOTIFY_EMAILS = STAFF;
  delete process.env.SMTP_FROM;
  delete process.env.STAFF_WEBHOOK_URL;
  delete process.env.STAFF_WEBHOOK_SECRET;
  smtp = await startSmtpCatcher({ port: 0, onMail: (mail) => caught.push(mail) });
  process.env.SMTP_URL = smtp.url;
}, 60_000);

beforeEach(async () => {
  process.env.CONTACT_AUTO_REPLY = "on";
  // Earlier tests' leftovers are delivered first, so each test counts only its own mail.
  await deliverStaffNotifications({ rounds: 50 });
  caught.length = 0;
});

afterAll(async () => {
  delete process.env.CONTACT_AUTO_REPLY;
  await smtp?.close();
  await local?.close();
});

describe("the auto-reply to an enquiry", () => {
  it("answers once with the reference and the reply promise, and none of the sender's words", async () => {
    const name = "Prize Desk: claim yours at https://evil.example/prize";
    const message = "Your bank account is locked. Log in at https://evil.example/login now.";
    const stored = await createSubmission({ name, email: "asha@example.com", message });
    expect(stored).toMatchObject({ ok: true });
    const [id] = await enquiryIds("asha@example.com");
    // The id the app chose as it inserted is the row's: the form shows its reference at once.
    expect(stored.ok && stored.data?.id).toBe(id);
    const reference = enquiryReference(id!);

    expect(await deliverStaffNotifications()).toMatchObject({ sent: 2, failed: 0 });
    const [reply, ...more] = autoRepliesTo("asha@example.com");
    expect(more).toEqual([]);
    expect(reply).toMatchObject({
      to: ["asha@example.com"],
      from: site.email,
      replyTo: site.email,
      subject: `We have your enquiry (${reference})`,
    });
    expect(reply!.text).toContain(reference);
    expect(reply!.text).toContain("We reply within one working day");
    expect(reply!.html).toContain(reference);
    for (const part of [reply!.subject, reply!.text, reply!.html ?? ""]) {
      for (const words of ["evil.example", "Prize Desk", "claim yours", "bank account", "locked"])
        expect(part).not.toContain(words);
    }
    // Staff still get the enquiry as written.
    expect(staffMailsAbout("asha@example.com")[0]!.text).toContain(message);
    expect(await outboxOf(id!)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: "auto_reply", sent_at: expect.any(String) }),
      ]),
    );

    expect(await deliverStaffNotifications()).toMatchObject({ sent: 0 });
    expect(autoRepliesTo("asha@example.com")).toHaveLength(1);
  });

  it("sends one per address a day: a second enquiry from it, in any case, notifies staff only", async () => {
    await createSubmission({
      name: "Rohan Das",
      email: "rohan@example.com",
      message: "A first question about SEO.",
    });
    await createSubmission({
      name: "Rohan Das",
      email: "Rohan@Example.COM",
      message: "And a second one, an hour later.",
    });
    const [second] = await enquiryIds("Rohan@Example.COM");
    expect((await outboxOf(second!)).map((row) => row.channel)).not.toContain("auto_reply");

    await deliverStaffNotifications();
    expect(autoRepliesTo("rohan@example.com")).toHaveLength(1);
    const staff = staffMailsAbout("rohan@example.com").map((mail) => mail.text);
    expect(staff).toHaveLength(2);
    expect(staff.join()).toContain("And a second one, an hour later.");
  });

  it("waits out an SMTP outage, then sends it exactly once", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const running = smtp!;
    await running.close();
    let id: string;
    try {
      await createSubmission({
        name: "Offline Enquirer",
        email: "offline@example.com",
        message: "Sent while the mail server was down.",
      });
      [id] = (await enquiryIds("offline@example.com")) as [string];
      expect(await deliverStaffNotifications()).toMatchObject({ sent: 0, failed: 2 });
      const pending = (await outboxOf(id)).find((row) => row.channel === "auto_reply");
      expect(pending).toMatchObject({ sent_at: null, attempts: 1 });
      expect(pending!.last_error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      smtp = await startSmtpCatcher({ port: running.port, onMail: (mail) => caught.push(mail) });
      quiet.mockRestore();
    }
    // Not due yet (backoff): nothing is sent early.
    expect(await deliverStaffNotifications()).toMatchObject({ sent: 0 });
    await makeDue(id);
    expect(await deliverStaffNotifications()).toMatchObject({ sent: 2, failed: 0 });
    await makeDue(id);
    expect(await deliverStaffNotifications()).toMatchObject({ sent: 0 });
    expect(autoRepliesTo("offline@example.com")).toHaveLength(1);
    expect(staffMailsAbout("offline@example.com")).toHaveLength(1);
  });

  it("sends none with CONTACT_AUTO_REPLY=off, and deletes the queued one from the outbox", async () => {
    process.env.CONTACT_AUTO_REPLY = "off";
    await createSubmission({
      name: "Quiet Deployment",
      email: "quiet@example.com",
      message: "No automatic answer here.",
    });
    const [id] = await enquiryIds("quiet@example.com");
    // The trigger queues it whatever the deployment says; delivery throws it away.
    expect((await outboxOf(id!)).map((row) => row.channel)).toContain("auto_reply");

    expect(await deliverStaffNotifications()).toMatchObject({ sent: 1, failed: 0 });
    expect(autoRepliesTo("quiet@example.com")).toEqual([]);
    expect(staffMailsAbout("quiet@example.com")).toHaveLength(1);
    expect((await outboxOf(id!)).map((row) => row.channel)).toEqual(["staff_email"]);
  });

  it("sends one per mailbox a day however the address is spelled: +tags, case, Gmail's dots", async () => {
    const tagged = Array.from({ length: 10 }, (_, i) => `victim+p${i}n${i}@example.com`);
    const spellings = [...tagged, "VICTIM@example.com", "victim+x@EXAMPLE.com"];
    // Posted as the attacker posted them: the contact form's action, with forged addresses.
    for (const [i, email] of spellings.entries()) {
      vi.mocked(await import("next/headers")).headers.mockResolvedValueOnce(
        new Headers({ "x-forwarded-for": `198.51.100.${i + 1}` }) as never,
      );
      expect(
        await submitContactAction(
          null,
          form({ name: "Anyone", email, message: "A forged enquiry about anything." }),
        ),
      ).toMatchObject({ ok: true });
    }
    const gmail = ["jane.doe@gmail.com", "janedoe+promo@gmail.com", "J.a.n.e.D.o.e@googlemail.com"];
    for (const email of gmail)
      await createSubmission({ name: "Anyone", email, message: "Another forged enquiry." });

    await deliverStaffNotifications({ rounds: 20 });
    const replies = caught.filter((mail) => mail.to.every((to) => !to.includes(STAFF)));
    expect(replies.map((mail) => mail.to[0])).toEqual([
      "victim+p0n0@example.com",
      "jane.doe@gmail.com",
    ]);
    // Staff still hear of every enquiry.
    expect(caught.filter((mail) => mail.to.includes(STAFF))).toHaveLength(spellings.length + 3);
  });

  it("sends at most 20 an hour to anyone; past that the enquiry is kept and staff are told to answer", async () => {
    // A deployment's ceiling (the local seed raises it for the end-to-end run).
    await local.db.transaction((tx) =>
      tx.query("update public.security_settings set auto_replies_per_hour = 20"),
    );
    const { count } = await client(target, "service")
      .from("notification_outbox")
      .select("id", { count: "exact", head: true })
      .eq("channel", "auto_reply")
      .gt("created_at", new Date(Date.now() - 3_600_000).toISOString());
    for (let i = count ?? 0; i < 20; i++)
      await createSubmission({
        name: "Burst",
        email: `burst-${i}@example.com`,
        message: "Hello, a question about a project.",
      });
    await createSubmission({
      name: "Late Comer",
      email: "late@example.com",
      message: "Hello, a question about a project.",
    });
    const [late] = await enquiryIds("late@example.com");
    expect((await outboxOf(late!)).map((row) => row.channel).sort()).toEqual([
      "staff_email",
      "webhook",
    ]);

    await deliverStaffNotifications({ rounds: 20 });
    expect(autoRepliesTo("late@example.com")).toEqual([]);
    const [staff] = staffMailsAbout("late@example.com");
    expect(staff!.text).toContain(
      "Automatic answer: Not sent: the hourly limit of automatic answers was reached. Please answer this person yourself.",
    );
  });
});
