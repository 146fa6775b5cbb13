/**
 * An erasure after the notifications went out, against a fresh embedded backend, the local SMTP
 * catcher and a real webhook receiver: the erasure deletes the outbox rows (they hold the person's
 * words) and lists, for staff to delete by hand, each e-mail (to whom, its subject without the
 * name, when) and each webhook post (the receiver's host, when), on its audit row too, where no
 * word of the person remains. A part of a name finds the person's reviews.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "@kalpix/local-supabase/smtp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { enquiryReference } from "@/lib/leads/reference";

import { dataOf } from "../support/data-result";
import {
  client,
  embeddedTarget,
  sessionCookies,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() as Map<string, string> }));
vi.mock("next/headers", async () =>
  (await import("../support/next-headers")).nextHeadersWithJar(request),
);
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { createSubmission } = await import("@/lib/data/submissions");
const { createReview } = await import("@/lib/data/reviews");
const { deliverStaffNotifications } = await import("@/lib/notifications/deliver");
const { erasePersonData, findErasureCopies, findPersonData } = await import("@/lib/data/privacy");
const { listedRowsOf } = await import("@/app/kalpix-admin/privacy/person-rows");

const ASHA = { name: "Asha Raghunathan", email: "asha.r@example.com" };
/** Words only Asha wrote: none may stay in the database once she is erased. */
const TRACES = ["asha", "raghunathan", "tamarind", "okra"];
const STAFF = ["leads@kalpix.in", "owner@kalpix.in"];

let local: LocalSupabase;
let target: Target;
let smtp: SmtpCatcher;
let receiver: Server;
let hookHost: string;
const caught: CaughtMail[] = [];
let enquiryId: string;

const service = () => client(target, "service");

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  process.env.RATE_LIMIT_SECRET = "a-rate-limit-secret-for-the-erasure-test";
  process.env.STAFF_NOTIFY_EMAILS = STAFF.join(",");
  process.env.CONTACT_AUTO_REPLY = "on";
  smtp = await startSmtpCatcher({ port: 0, onMail: (mail) => caught.push(mail) });
  process.env.SMTP_URL = smtp.url;
  receiver = createServer((incoming, response) => {
    incoming.resume();
    incoming.on("end", () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  hookHost = `127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  process.env.STAFF_WEBHOOK_URL = `http://${hookHost}/hooks/kalpix`;
  process.env.STAFF_WEBHOOK_SECRET = "whsec-test-0123456789abcdef";
  request.jar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);

  dataOf(await createSubmission({ ...ASHA, message: "A site for our tamarind and okra pickles." }));
  dataOf(await createReview({ name: ASHA.name, rating: 5, comment: "Tamarind labels, lovely." }));
  const { data, error } = await service()
    .from("form_submissions")
    .select("id")
    .eq("email", ASHA.email)
    .single();
  if (error) throw error;
  enquiryId = data.id;
  await deliverStaffNotifications();
}, 60_000);

afterAll(async () => {
  for (const name of [
    "STAFF_NOTIFY_EMAILS",
    "CONTACT_AUTO_REPLY",
    "SMTP_URL",
    "STAFF_WEBHOOK_URL",
    "STAFF_WEBHOOK_SECRET",
  ])
    delete process.env[name];
  await new Promise((resolve) => receiver?.close(resolve));
  await smtp?.close();
  await local?.close();
});

describe("an erasure after the notifications were sent", () => {
  it("finds the reviews by a part of the name", async () => {
    const found = dataOf(await findPersonData({ email: null, name: "raghu", wholeName: false }));
    expect(found.reviews.map((row) => row.name)).toEqual([ASHA.name]);
  });

  it("lists every copy outside the database, deletes the outbox rows, and keeps the list without her words", async () => {
    const staffMails = caught.filter(
      (mail) => mail.subject.includes(ASHA.name) && STAFF.every((to) => mail.to.includes(to)),
    );
    expect(staffMails.map((mail) => mail.subject).sort()).toEqual([
      `New enquiry from ${ASHA.name}`,
      `New review from ${ASHA.name} (5/5) awaiting approval`,
    ]);

    const query = { email: ASHA.email, name: "Raghunathan", wholeName: false };
    const listed = listedRowsOf(dataOf(await findPersonData(query)));
    const erasure = dataOf(await erasePersonData(query, listed));
    expect(erasure).toMatchObject({ submissions: 1, reviews: 1, notifications: 5 });
    const reference = enquiryReference(enquiryId);
    const copies = erasure.outside_copies.map((copy) => ({
      channel: copy.channel,
      kind: copy.kind,
      reference: copy.source_id ? enquiryReference(copy.source_id) : null,
      to: copy.to,
      subject: copy.subject,
      host: copy.host,
    }));
    expect(copies).toHaveLength(5);
    expect(copies).toEqual(
      expect.arrayContaining([
        {
          channel: "staff_email",
          kind: "submission",
          reference,
          to: STAFF,
          subject: "New enquiry from …",
          host: null,
        },
        {
          channel: "auto_reply",
          kind: "submission",
          reference,
          to: [],
          subject: `We have your enquiry (${reference})`,
          host: null,
        },
        {
          channel: "webhook",
          kind: "submission",
          reference,
          to: [],
          subject: null,
          host: hookHost,
        },
        {
          channel: "staff_email",
          kind: "review",
          reference: null,
          to: STAFF,
          subject: "New review from … (5/5) awaiting approval",
          host: null,
        },
        {
          channel: "webhook",
          kind: "review",
          reference: null,
          to: [],
          subject: null,
          host: hookHost,
        },
      ]),
    );
    for (const copy of erasure.outside_copies)
      expect(Math.abs(Date.parse(copy.sent_at) - Date.now())).toBeLessThan(120_000);
    expect(JSON.stringify(erasure.outside_copies).toLowerCase()).not.toMatch(
      new RegExp(TRACES.join("|")),
    );

    // The result page reads the same list back from the audit row.
    expect(dataOf(await findErasureCopies(erasure.record))).toEqual(erasure.outside_copies);

    const { data: outbox } = await service().from("notification_outbox").select("*");
    const { data: audit } = await service().from("admin_audit").select("*");
    const { data: reviews } = await service().from("reviews").select("*");
    const left = JSON.stringify([outbox, audit, reviews]).toLowerCase();
    for (const word of TRACES) expect(left).not.toContain(word);
  });
});
