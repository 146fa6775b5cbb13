/**
 * The retention job and a person's requests (export, erasure) on a real PostgreSQL server: rows
 * written as visitors write them (the outbox filled by its triggers), moderated as an admin, then
 * backdated. What expires goes, approved reviews stay, and after an erasure no table holds the
 * person's name, e-mail or words; the audit keeps counts and the app's keyed hash only.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { committedRequests } from "./support/committed-requests";
import { findPostgres, ThrowawayCluster } from "./support/postgres-server";
import { FIXTURES_SQL } from "./support/rls-matrix";
import { applyMigrations, prepareSupabaseDatabase } from "./support/supabase-database";

const discovery = findPostgres();
const install = discovery.found ? discovery.install : null;

const HASH = "ab".repeat(32);
/** Words only this person wrote: none may remain anywhere after the erasure. */
const TRACES = ["jane", "marmalade", "quince"];

describe.skipIf(!install)("retention and a person's requests on a real PostgreSQL server", () => {
  let cluster: ThrowawayCluster;

  const { as, sql } = committedRequests(() => cluster);

  /** The ids a search lists, as the page passes them: an export or erasure acts on these only. */
  const listed = (email: string, name: string) => {
    const found = `public.admin_person_data(${email}, ${name})`;
    const ids = (kind: string, type: string) =>
      `array(select (x->>'id')::${type} from jsonb_array_elements(${found}->'${kind}') x)`;
    return `${ids("submissions", "uuid")}, ${ids("reviews", "uuid")}, ${ids("notifications", "bigint")}`;
  };

  const counts = (c: string) =>
    `select (c->>'submissions') || '/' || (c->>'reviews') || '/' || (c->>'notifications') from ${c} c`;

  beforeAll(async () => {
    cluster = new ThrowawayCluster(install!);
    await cluster.start();
    await prepareSupabaseDatabase(cluster);
    expect((await applyMigrations(cluster)).every((step) => step.applied)).toBe(true);
    await sql(FIXTURES_SQL);
    await sql("update public.security_settings set require_second_factor = false");
    // Jane: three enquiries (two of them old; the oldest got the day's auto-reply), a review
    // approved long ago, one still pending.
    for (const message of [
      "Old enquiry about marmalade jars.",
      "Old enquiry about quince paste.",
      "A recent enquiry about marmalade.",
    ])
      await as(
        "service_role",
        `insert into public.form_submissions (name, email, message) values ('Jane Person', 'Jane@Example.com', '${message}')`,
      );
    await as(
      "service_role",
      "insert into public.reviews (name, rating, comment, consent_version) values ('Jane Person', 5, 'Lovely marmalade labels, thank you.', '2026-11-27'), (' jane person', 4, 'The quince site is still pending.', '2026-11-27'), ('Old Pending', 3, 'Never moderated, long forgotten.', null), ('Fresh Pending', 4, 'Waiting for moderation this week.', null)",
    );
    await as(
      "admin",
      "update public.reviews set approved = true where comment like 'Lovely marmalade%'",
    );
    await as(
      "admin",
      "update public.form_submissions set handled_at = now() where message like 'Old enquiry about quince%'",
    );
    await sql(`
      update public.form_submissions set created_at = now() - interval '31 months' where message like 'Old enquiry about marmalade%';
      update public.form_submissions set created_at = now() - interval '30 months' where message like 'Old enquiry about quince%';
      update public.reviews set created_at = now() - interval '30 months' where comment like 'Lovely marmalade%';
      update public.reviews set created_at = now() - interval '13 months' where name = 'Old Pending';
    `);
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it("purges expired enquiries, unapproved reviews and their e-mails, in batches, with one audit row of counts", async () => {
    expect(
      await as("service_role", counts("public.purge_expired_personal_data(24, 12, 1)")),
    ).toEqual(["1/1/5"]);
    expect(await as("service_role", counts("public.purge_expired_personal_data(24, 12)"))).toEqual([
      "1/0/2",
    ]);
    expect(await as("service_role", counts("public.purge_expired_personal_data(24, 12)"))).toEqual([
      "0/0/0",
    ]);

    expect(
      await sql("select message from public.form_submissions where email = 'Jane@Example.com'"),
    ).toEqual(["A recent enquiry about marmalade."]);
    expect(
      await sql(
        "select name from public.reviews where name in ('Old Pending', 'Fresh Pending') or name ilike '%jane%' order by comment",
      ),
    ).toEqual(["Jane Person", " jane person", "Fresh Pending"]);
    expect(
      await sql(
        "select count(*) from public.notification_outbox o where o.kind <> 'invitation' and not exists (select 1 from public.form_submissions s where s.id = o.source_id) and not exists (select 1 from public.reviews r where r.id = o.source_id)",
      ),
    ).toEqual(["0"]);
    // The handled mark of a purged enquiry keeps its action, not the name.
    expect(
      await sql("select target_label from public.admin_audit where action = 'submission.handled'"),
    ).toEqual(["erased"]);
    expect(
      await sql(
        "select target_table || '|' || coalesce(target_id::text, '-') || '|' || target_label || '|' || coalesce(subject_hash, '-') from public.admin_audit where action in ('retention.purged', 'review.deleted') order by id",
      ),
    ).toEqual([
      "retention|-|1 enquiry, 1 review, 5 notifications|-",
      "retention|-|1 enquiry, 0 reviews, 2 notifications|-",
    ]);
  });

  it("leaves an approved review however old it is", async () => {
    expect(await as("service_role", counts("public.purge_expired_personal_data(1, 1)"))).toEqual([
      "0/0/0",
    ]);
    expect(
      await sql("select approved from public.reviews where comment like 'Lovely marmalade%'"),
    ).toEqual(["t"]);
  });

  it("refuses a period or a batch out of range", async () => {
    for (const args of ["0, 12", "24, 121", "24, 12, 0", "24, 12, 5001", "null, 12"])
      await expect(
        as("service_role", `select public.purge_expired_personal_data(${args})`),
      ).rejects.toThrow(/22023/);
  });

  it("refuses a request that names nobody, or an audit without the keyed hash, changing nothing", async () => {
    await expect(as("admin", "select public.admin_person_data(null, '  ')")).rejects.toThrow(
      "22023 Give an e-mail address or a name.",
    );
    for (const hash of ["null", "'Jane Person'", `'${HASH.toUpperCase()}'`])
      await expect(
        as(
          "admin",
          `select public.admin_erase_person('jane@example.com', null, ${hash}, ${listed("'jane@example.com'", "null")})`,
        ),
      ).rejects.toThrow("22023 The subject hash must be 64 hexadecimal digits.");
    expect(
      await sql("select count(*) from public.form_submissions where email = 'Jane@Example.com'"),
    ).toEqual(["1"]);
  });

  it("finds everything held about a person, and audits an export with counts and the hash only", async () => {
    // A review an admin deleted earlier: its e-mail and its audit row still name her.
    await as(
      "service_role",
      "insert into public.reviews (name, rating, comment) values ('Jane Person', 2, 'A quince review the admin deleted.')",
    );
    await as("admin", "delete from public.reviews where comment like 'A quince review%'");

    const [found] = await as(
      "admin",
      "select jsonb_array_length(d->'submissions') || '/' || jsonb_array_length(d->'reviews') || '/' || jsonb_array_length(d->'notifications') || '/' || (d->'reviews'->0->>'consent_version') || '/' || (d->'reviews'->0->>'consented_at' is not null) from public.admin_person_data(' JANE@example.com', 'Jane Person ') d",
    );
    expect(found).toBe("1/2/8/2026-11-27/true");
    expect(
      await as(
        "admin",
        `select jsonb_array_length(public.admin_export_person('jane@example.com', 'jane person', '${HASH}', ${listed("'jane@example.com'", "'jane person'")})->'notifications')`,
      ),
    ).toEqual(["8"]);
    expect(
      await sql(
        "select actor_email || '|' || target_table || '|' || coalesce(target_id::text, '-') || '|' || target_label || '|' || subject_hash from public.admin_audit where action = 'person.exported'",
      ),
    ).toEqual([`admin@example.com|person|-|1 enquiry, 2 reviews, 8 notifications|${HASH}`]);
  });

  it("finds reviews by a part of the name, trimmed and in any case", async () => {
    expect(
      await as(
        "admin",
        "select jsonb_array_length(d->'reviews') from public.admin_person_data(null, '  PERSON ') d",
      ),
    ).toEqual(["2"]);
  });

  it("records where a sent notification went, as the service key delivers it", async () => {
    await as(
      "service_role",
      `select public.finish_staff_notification(o.id, null, array['leads@kalpix.in', 'owner@kalpix.in'], 'New enquiry from …', null)
         from public.notification_outbox o join public.form_submissions s on s.id = o.source_id
        where o.channel = 'staff_email' and s.email = 'Jane@Example.com'`,
    );
    await as(
      "service_role",
      `select public.finish_staff_notification(o.id, null, null, null, 'hooks.slack.com')
         from public.notification_outbox o join public.reviews r on r.id = o.source_id
        where o.channel = 'webhook' and r.comment like 'Lovely marmalade%'`,
    );
    // A failed attempt records nowhere: nothing left the database.
    await as(
      "service_role",
      `select public.finish_staff_notification(o.id, 'HTTP 500', null, null, 'hooks.slack.com')
         from public.notification_outbox o join public.reviews r on r.id = o.source_id
        where o.channel = 'webhook' and r.comment like 'The quince site%'`,
    );
    expect(
      await sql(
        "select o.channel || '|' || coalesce(array_to_string(o.delivered_to, ','), '-') || '|' || coalesce(o.delivered_subject, '-') || '|' || coalesce(o.delivered_host, '-') from public.notification_outbox o where o.sent_at is not null order by o.channel",
      ),
    ).toEqual([
      "staff_email|leads@kalpix.in,owner@kalpix.in|New enquiry from …|-",
      "webhook|-|-|hooks.slack.com",
    ]);
  });

  it("erases a person everywhere: rows, e-mails and audit labels, leaving one audit row of counts", async () => {
    expect(
      await as(
        "admin",
        counts(
          `public.admin_erase_person('jane@example.com', 'Jane Person', '${HASH}', ${listed("'jane@example.com'", "'Jane Person'")})`,
        ),
      ),
    ).toEqual(["1/2/8"]);
    // The copies it could not reach stay listed on its audit row, without a word of hers.
    expect(
      await sql(
        "select (c->>'channel') || '|' || (c->>'kind') || '|' || (c->>'source_id' is not null) || '|' || (c->'to')::text || '|' || coalesce(c->>'subject', '-') || '|' || coalesce(c->>'host', '-') || '|' || ((c->>'sent_at')::timestamptz > now() - interval '1 minute') from public.admin_audit a, jsonb_array_elements(a.outside_copies) c where a.action = 'person.erased' order by c->>'channel'",
      ),
    ).toEqual([
      `staff_email|submission|true|["leads@kalpix.in", "owner@kalpix.in"]|New enquiry from …|-|true`,
      "webhook|review|false|[]|-|hooks.slack.com|true",
    ]);
    for (const table of ["form_submissions", "reviews", "notification_outbox", "admin_audit"]) {
      const left = await sql(
        `select count(*) from public.${table} t where ${TRACES.map((word) => `t::text ilike '%${word}%'`).join(" or ")}`,
      );
      expect(left, table).toEqual(["0"]);
    }
    expect(
      await sql(
        "select action || '|' || target_label || '|' || coalesce(subject_hash, '-') from public.admin_audit where action like 'person.%' or action = 'review.deleted' order by id",
      ),
    ).toEqual([
      "review.deleted|erased|-",
      `person.exported|1 enquiry, 2 reviews, 8 notifications|${HASH}`,
      `person.erased|1 enquiry, 2 reviews, 8 notifications|${HASH}`,
    ]);
    // Everyone else's rows are untouched.
    expect(
      await sql(
        "select count(*) from public.reviews where name in ('Fresh Pending', 'Approved Reviewer', 'Pending Reviewer')",
      ),
    ).toEqual(["3"]);
  });

  it("sets consented_at in the database, whatever the client sends", async () => {
    await expect(
      as(
        "anon",
        "insert into public.reviews (name, rating, comment, consent_version, consented_at) values ('Early Bird', 5, 'Consent from the year 2000.', 'v', '2000-01-01')",
      ),
    ).rejects.toThrow(/42501/);
    expect(
      await sql(
        "insert into public.reviews (name, rating, comment, consent_version, consented_at) values ('Early Bird', 5, 'Consent from the year 2000.', 'v', '2000-01-01') returning consented_at > now() - interval '1 minute'",
      ),
    ).toEqual(["t"]);
    expect(
      await sql(
        "insert into public.reviews (name, rating, comment) values ('No Consent', 5, 'Stored before consent was asked.') returning coalesce(consented_at::text, 'null')",
      ),
    ).toEqual(["null"]);
    await expect(
      sql("update public.reviews set consented_at = null where name = 'Early Bird'"),
    ).rejects.toThrow(/23514/);
  });
  it("leaves the audit of another person's live row alone when the erased person shares their name", async () => {
    await sql(`
      insert into public.reviews (id, name, rating, comment, approved)
        values ('5a000000-0000-4000-8000-0000000000f1', 'Rohit Namesake', 5, 'A published review, not hers.', true);
      insert into public.admin_audit (actor_email, action, target_table, target_id, target_label)
        values ('admin@example.com', 'review.approved', 'reviews', '5a000000-0000-4000-8000-0000000000f1', 'Rohit Namesake'),
               ('admin@example.com', 'review.deleted', 'reviews', gen_random_uuid(), 'Rohit Namesake');
    `);
    await as(
      "service_role",
      "insert into public.form_submissions (name, email, message) values ('Rohit Namesake', 'victim@example.org', 'An enquiry by someone else.')",
    );
    expect(
      await as(
        "admin",
        counts(
          `public.admin_erase_person('victim@example.org', null, '${HASH}', ${listed("'victim@example.org'", "null")})`,
        ),
      ),
    ).toEqual(["1/0/3"]);
    // The live review's audit keeps its name; only a row already gone under that name is relabelled.
    expect(
      await sql(
        "select action || '|' || target_label from public.admin_audit where action in ('review.approved', 'review.deleted') and (target_label = 'Rohit Namesake' or target_id = '5a000000-0000-4000-8000-0000000000f1' or (action = 'review.deleted' and target_label = 'erased')) order by action",
      ),
    ).toEqual(expect.arrayContaining(["review.approved|Rohit Namesake", "review.deleted|erased"]));
    expect(await sql("select count(*) from public.reviews where name = 'Rohit Namesake'")).toEqual([
      "1",
    ]);
  });
});
