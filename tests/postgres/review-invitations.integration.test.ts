/**
 * Invitations to review on a real PostgreSQL server: the link's rules as the database keeps them
 * (one review per link, a resend replaces the link, revoked and expired links store nothing, only
 * admins invite, resend or revoke) and a person's export and erasure covering their invitations,
 * the e-mails about them and the audit rows that named them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { committedRequests } from "./support/committed-requests";
import { findPostgres, ThrowawayCluster } from "./support/postgres-server";
import { FIXTURES_SQL } from "./support/rls-matrix";
import { applyMigrations, prepareSupabaseDatabase } from "./support/supabase-database";

const discovery = findPostgres();
const install = discovery.found ? discovery.install : null;

const HASH = "cd".repeat(32);
const ID = "f2000000-0000-4000-8000-0000000000f2";
const TOKEN = "1".repeat(64);
const NEXT_TOKEN = "2".repeat(64);

describe.skipIf(!install)("review invitations on a real PostgreSQL server", () => {
  let cluster: ThrowawayCluster;
  const { as, sql } = committedRequests(() => cluster);

  const check = (token: string) =>
    as(
      "anon",
      `select state || ' ' || coalesce(name, '-') from public.check_review_invitation('${ID}', '${token}')`,
    );
  const redeem = (token: string, comment: string) =>
    as(
      "service_role",
      `select public.redeem_review_invitation('${ID}', '${token}', 5, '${comment}', '2026-11-27', 'a1000000-0000-4000-8000-0000000000a1')`,
    );

  beforeAll(async () => {
    cluster = new ThrowawayCluster(install!);
    await cluster.start();
    await prepareSupabaseDatabase(cluster);
    expect((await applyMigrations(cluster)).every((step) => step.applied)).toBe(true);
    await sql(FIXTURES_SQL);
    await sql("update public.security_settings set require_second_factor = false");
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it("lets admins alone invite, and queues the e-mail without the token", async () => {
    await expect(
      as(
        "authenticated",
        `insert into public.review_invitations (id, name, email, token_hash, expires_at) values (gen_random_uuid(), 'X Y', 'x@example.com', '${TOKEN}', now() + interval '1 day')`,
      ),
    ).rejects.toThrow(/42501/);
    await as(
      "admin",
      `insert into public.review_invitations (id, name, email, project, token_hash, expires_at) values ('${ID}', 'Meera Joshi', 'Meera@Example.com', 'Clinic website', '${TOKEN}', now() + interval '30 days')`,
    );
    const [queued] = await sql(
      `select channel || ' ' || (payload->>'generation') || ' ' || (payload::text like '%${TOKEN}%') from public.notification_outbox where source_id = '${ID}'`,
    );
    expect(queued).toBe("invitation 1 false");
    expect(await check(TOKEN)).toEqual(["valid Meera Joshi"]);
  });

  it("replaces the link on a resend, and refuses a new token without one", async () => {
    await expect(
      as(
        "admin",
        `update public.review_invitations set token_hash = '${NEXT_TOKEN}' where id = '${ID}'`,
      ),
    ).rejects.toThrow(/22023/);
    await as(
      "admin",
      `update public.review_invitations set generation = 2, token_hash = '${NEXT_TOKEN}', expires_at = now() + interval '30 days' where id = '${ID}'`,
    );
    expect(await check(TOKEN)).toEqual(["replaced -"]);
    expect(await redeem(TOKEN, "Through the old link.")).toEqual(["replaced"]);
    expect(
      await sql(`select count(*) from public.notification_outbox where source_id = '${ID}'`),
    ).toEqual(["1"]);
  });

  it("counts a link as opened when a browser asks, never when its page is only fetched", async () => {
    const opened = () =>
      sql(`select (opened_at is not null)::text from public.review_invitations where id = '${ID}'`);
    expect((await check(NEXT_TOKEN))[0]).toMatch(/^valid /);
    expect(await opened()).toEqual(["false"]);
    expect(
      await as("anon", `select public.open_review_invitation('${ID}', '${TOKEN}')::text`),
    ).toEqual(["false"]);
    expect(await opened()).toEqual(["false"]);
  });

  it("stores one verified review per link; a second post is refused, a retry of the first is not", async () => {
    expect(await redeem(NEXT_TOKEN, "A lovely clinic website.")).toEqual(["stored"]);
    // Sent without the page ever asking (no JavaScript): whoever sent it had opened the link.
    expect(
      await sql(
        `select (opened_at = used_at)::text from public.review_invitations where id = '${ID}'`,
      ),
    ).toEqual(["true"]);
    expect(await redeem(NEXT_TOKEN, "A lovely clinic website.")).toEqual(["stored"]);
    await expect(
      as(
        "service_role",
        `select public.redeem_review_invitation('${ID}', '${NEXT_TOKEN}', 1, 'A second review.', '2026-11-27')`,
      ).then((lines) => lines[0]),
    ).resolves.toBe("used");
    expect(
      await sql(
        "select verified || ' ' || project || ' ' || approved from public.reviews where name = 'Meera Joshi'",
      ),
    ).toEqual(["true Clinic website false"]);
    expect(await check(NEXT_TOKEN)).toEqual(["used -"]);
    await expect(
      as("admin", `update public.review_invitations set revoked_at = now() where id = '${ID}'`),
    ).rejects.toThrow(/55000/);
  });

  it("exports and erases a person's invitations with their e-mails, and the audit forgets the name", async () => {
    await as("admin", "update public.reviews set approved = true where name = 'Meera Joshi'");
    await as(
      "admin",
      "insert into public.review_replies (review_id, body) select id, 'Thank you, Meera!' from public.reviews where name = 'Meera Joshi'",
    );
    const found = `public.admin_person_data('meera@example.com', 'Meera Joshi')`;
    const ids = (kind: string, type: string) =>
      `array(select (x->>'id')::${type} from jsonb_array_elements(${found}->'${kind}') x)`;
    const listed = `${ids("submissions", "uuid")}, ${ids("reviews", "uuid")}, ${ids("notifications", "bigint")}, ${ids("invitations", "uuid")}`;
    expect(
      await as(
        "admin",
        `select jsonb_array_length(e->'invitations') || '/' || (e->'invitations'->0->>'project') || '/' || (e->'reviews'->0->>'reply') from public.admin_export_person('meera@example.com', 'Meera Joshi', '${HASH}', ${listed}) e`,
      ),
    ).toEqual(["1/Clinic website/Thank you, Meera!"]);
    expect(
      await as(
        "admin",
        `select (c->>'reviews') || '/' || (c->>'invitations') from public.admin_erase_person('meera@example.com', 'Meera Joshi', '${HASH}', ${listed}) c`,
      ),
    ).toEqual(["1/1"]);
    const left = await sql(
      "select 'invitation' from public.review_invitations where lower(email) = 'meera@example.com' union all select 'review' from public.reviews where name = 'Meera Joshi' union all select 'reply' from public.review_replies p where p.body like '%Meera%' union all select 'mail ' || channel from public.notification_outbox where payload::text ilike '%meera%' union all select 'audit ' || action from public.admin_audit where target_label ilike '%meera%'",
    );
    expect(left).toEqual([]);
  });
});
