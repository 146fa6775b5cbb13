/**
 * Two senders claiming staff notifications at the same moment on a real PostgreSQL server (the
 * embedded backend runs one statement at a time, so only a real server shows row locks at work):
 * `for update skip locked` must hand each notification to exactly one of them.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { findPostgres, SUPERUSER, ThrowawayCluster } from "./support/postgres-server";
import { applyMigrations, prepareSupabaseDatabase } from "./support/supabase-database";

const discovery = findPostgres();
const install = discovery.found ? discovery.install : null;

const CHANNELS = "array['staff_email', 'auto_reply', 'webhook']";
// 40 enquiries from one address: a staff e-mail and a webhook each, one auto-reply for the address.
const QUEUED = 40 * 2 + 1;

describe.skipIf(!install)("claim_staff_notifications on a real PostgreSQL server", () => {
  let cluster: ThrowawayCluster;

  beforeAll(async () => {
    cluster = new ThrowawayCluster(install!);
    await cluster.start();
    await prepareSupabaseDatabase(cluster);
    const migrations = await applyMigrations(cluster);
    expect(migrations.every((step) => step.applied)).toBe(true);
    const seeded = await cluster.psql(
      "insert into public.form_submissions (name, email, message) select 'Sender ' || i, 'sender@example.com', 'A message for the claim race.' from generate_series(1, 40) i;",
      { user: SUPERUSER },
    );
    expect(seeded.ok).toBe(true);
  }, 60_000);

  afterAll(async () => {
    await cluster?.stop();
  });

  it("gives every due notification to one sender only, while both hold their transactions open", async () => {
    // Each sender claims, then keeps its transaction (and its row locks) open for a moment.
    const sender = () =>
      cluster.psql(
        `begin; set local role service_role; select id from public.claim_staff_notifications(30, 60, ${CHANNELS}); select pg_sleep(0.4) \\g /dev/null\ncommit;`,
        { user: SUPERUSER },
      );
    const results = await Promise.all([sender(), sender(), sender()]);
    const claimed = results.map((result) =>
      result.ok ? result.lines.filter(Boolean) : [`failed: ${result.message}`],
    );
    const all = claimed.flat();
    expect(all).toHaveLength(QUEUED);
    expect(new Set(all).size).toBe(QUEUED);
    expect(claimed.every((ids) => ids.length > 0)).toBe(true);

    // Leased: claiming again right away finds nothing due.
    const again = await cluster.psql(
      `set role service_role; select count(*) from public.claim_staff_notifications(100, 60, ${CHANNELS});`,
      { user: SUPERUSER },
    );
    expect(again).toMatchObject({ ok: true, lines: ["0"] });
  });
});
