/**
 * Leads on a real PostgreSQL server, written as visitors write them: what the database accepts as
 * an enquiry's source, which notifications the triggers queue (one auto-reply per address a day,
 * none for spam, staff told once when a row is rescued), and spam deleted after 30 days.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { committedRequests } from "./support/committed-requests";
import { findPostgres, ThrowawayCluster } from "./support/postgres-server";
import { applyMigrations, prepareSupabaseDatabase } from "./support/supabase-database";

const discovery = findPostgres();
const install = discovery.found ? discovery.install : null;
const ADMIN_ID = "a0000000-0000-4000-8000-00000000000a";

describe.skipIf(!install)("leads on a real PostgreSQL server", () => {
  let cluster: ThrowawayCluster;

  const { as, sql } = committedRequests(() => cluster);

  const enquiry = (name: string, email: string, extra = "") =>
    as(
      "service_role",
      `insert into public.form_submissions (name, email, message${extra ? ", " + extra.split("=")[0] : ""}) values ('${name}', '${email}', 'A message long enough.'${extra ? ", " + extra.split("=").slice(1).join("=") : ""})`,
    );

  const channels = (name: string) =>
    sql(
      `select o.channel from public.notification_outbox o join public.form_submissions s on s.id = o.source_id where s.name = '${name}' order by 1`,
    );

  beforeAll(async () => {
    cluster = new ThrowawayCluster(install!);
    await cluster.start();
    await prepareSupabaseDatabase(cluster);
    expect((await applyMigrations(cluster)).every((step) => step.applied)).toBe(true);
    await sql(`
      insert into auth.users (id, email) values ('${ADMIN_ID}', 'admin@example.com');
      insert into auth.sessions (id, user_id) values ('a5000000-0000-4000-8000-00000000000a', '${ADMIN_ID}');
      insert into public.admin_users (user_id) values ('${ADMIN_ID}');
      update public.security_settings set require_second_factor = false;
    `);
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it("stores a campaign's source and derives the filter's word from it", async () => {
    await enquiry(
      "Campaign Sender",
      "campaign@example.com",
      "landing_page, utm_source, utm_campaign, sent_from='/services/ai-automation', 'Newsletter', 'nov', '/contact'",
    );
    await enquiry(
      "Search Sender",
      "search@example.com",
      "referrer_origin='https://www.google.com'",
    );
    await enquiry("Typed Sender", "typed@example.com", "landing_page='/'");
    await enquiry("Old Sender", "old@example.com");
    expect(
      await sql(
        "select name || ' ' || coalesce(source, '-') from public.form_submissions order by created_at, name",
      ),
    ).toEqual([
      "Campaign Sender newsletter",
      "Search Sender google.com",
      "Typed Sender direct",
      "Old Sender -",
    ]);
    expect(
      await as("admin", "select source || ' ' || enquiries from public.admin_submission_sources()"),
    ).toEqual(expect.arrayContaining(["newsletter 1", "google.com 1", "direct 1"]));
  });

  it("finds an enquiry by the reference the person quotes, in any case", async () => {
    const [id] = await sql("select id from public.form_submissions where name = 'Search Sender'");
    const reference = `kx-${id!.slice(0, 8)}`;
    for (const term of [reference, reference.toUpperCase(), ` ${reference} `])
      expect(
        await as(
          "admin",
          `select name from public.admin_list_form_submissions(search => '${term}')`,
        ),
      ).toEqual(["Search Sender"]);
  });

  it.each([
    [
      "a referrer with a path",
      "referrer_origin='https://evil.example/path?q=1'",
      "form_submissions_referrer_origin",
    ],
    ["a formula in a tag", "utm_source='=HYPERLINK(1)'", "form_submissions_utm_values"],
    ["a tag with a line break", "utm_term=E'a\\nb'", "form_submissions_utm_values"],
    [
      "an absolute landing page",
      "landing_page='https://evil.example/'",
      "form_submissions_landing_page_path",
    ],
    ["an unknown spam reason", "spam_reason='maybe'", "form_submissions_spam_reason_known"],
  ])("refuses %s, whoever writes it", async (_, extra, constraint) => {
    await expect(enquiry("Hostile Sender", "hostile@example.com", extra)).rejects.toThrow(
      `23514 new row for relation "form_submissions" violates check constraint "${constraint}"`,
    );
  });

  it("queues one auto-reply per address a day, and nothing at all for spam", async () => {
    await enquiry("First Today", "Repeat@Example.com");
    await enquiry("Second Today", "repeat@example.COM");
    await enquiry("Bot Sender", "bot@example.com", "spam_reason='honeypot'");
    expect(await channels("First Today")).toEqual(["auto_reply", "staff_email", "webhook"]);
    expect(await channels("Second Today")).toEqual(["staff_email", "webhook"]);
    expect(await channels("Bot Sender")).toEqual([]);

    await sql(
      "update public.notification_outbox set created_at = now() - interval '25 hours' where channel = 'auto_reply' and payload ->> 'email' = 'Repeat@Example.com'",
    );
    await enquiry("Next Day", "repeat@example.com");
    expect(await channels("Next Day")).toEqual(["auto_reply", "staff_email", "webhook"]);
  });

  it("tells staff once when an admin rescues a row from spam, never the person, and audits each move", async () => {
    await enquiry("Rescued Sender", "rescued@example.com", "spam_reason='too-fast'");
    await as(
      "admin",
      "update public.form_submissions set spam_reason = null where name = 'Rescued Sender'",
    );
    await as(
      "admin",
      "update public.form_submissions set spam_reason = 'staff' where name = 'Rescued Sender'",
    );
    await as(
      "admin",
      "update public.form_submissions set spam_reason = null where name = 'Rescued Sender'",
    );
    expect(await channels("Rescued Sender")).toEqual(["staff_email", "webhook"]);
    expect(
      await sql(
        "select action || ' by ' || actor_email from public.admin_audit where target_label = 'Rescued Sender' order by id",
      ),
    ).toEqual([
      "submission.not_spam by admin@example.com",
      "submission.spam by admin@example.com",
      "submission.not_spam by admin@example.com",
    ]);
  });

  it("never publishes a spam review, and keeps spam out of the counts", async () => {
    await as(
      "service_role",
      "insert into public.reviews (name, rating, comment, spam_reason) values ('Bot Reviewer', 5, 'Great great great great.', 'links')",
    );
    await expect(
      as("admin", "update public.reviews set approved = true where name = 'Bot Reviewer'"),
    ).rejects.toThrow('violates check constraint "reviews_spam_never_published"');
    expect(await as("anon", "select name from public.reviews")).toEqual([]);
    const [counts] = await as(
      "admin",
      "select new_submissions || '/' || pending_reviews from public.admin_dashboard_counts()",
    );
    const [notSpam] = await sql(
      "select (select count(*) from public.form_submissions where spam_reason is null) || '/' || (select count(*) from public.reviews where spam_reason is null)",
    );
    expect(counts).toBe(notSpam);
  });

  it("deletes spam 30 days after it arrived, with its notifications, and nothing else", async () => {
    await enquiry("Old Spam", "old-spam@example.com", "spam_reason='links'");
    await enquiry("Fresh Spam", "fresh-spam@example.com", "spam_reason='links'");
    await enquiry("Old Person", "old-person@example.com");
    await as(
      "admin",
      "update public.form_submissions set spam_reason = 'staff' where name = 'Old Person'",
    );
    await sql(
      "update public.form_submissions set created_at = now() - interval '31 days' where name in ('Old Spam', 'Old Person', 'Campaign Sender')",
    );
    expect(
      await as(
        "service_role",
        "select (c->>'submissions') || '/' || (c->>'reviews') || '/' || (c->>'notifications') from public.purge_expired_spam(30, 500) c",
      ),
    ).toEqual(["2/0/3"]);
    expect(
      await sql(
        "select name from public.form_submissions where name in ('Old Spam', 'Fresh Spam', 'Old Person', 'Campaign Sender') order by name",
      ),
    ).toEqual(["Campaign Sender", "Fresh Spam"]);
    expect(
      await sql("select target_label from public.admin_audit where action = 'retention.purged'"),
    ).toEqual(["2 enquiries, 0 reviews, 3 notifications"]);
  });
});
