/**
 * The shared form rate limit against a fresh embedded backend: the migration's function through
 * PostgREST's /rpc, as the app calls it, and the table's privileges.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { dataOf } from "../../support/data-result";
import {
  client,
  embeddedTarget,
  signedInClient,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../../support/local-supabase";

const { consumeSharedFormRateLimit } = await import("@/lib/data/rate-limits");

let local: LocalSupabase;
let target: Target;
let clientCount = 0;

function newClientKey() {
  clientCount += 1;
  return `test-client-key-${clientCount}`;
}

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
}, 60_000);

afterAll(async () => {
  await local?.close();
});

async function rows(clientKey: string) {
  const { data, error } = await client(target, "service")
    .from("form_rate_limits" as never)
    .select("form, client_key, hits, last_hit")
    .eq("client_key", clientKey);
  if (error) throw error;
  return data as unknown as Array<{
    form: string;
    client_key: string;
    hits: string[];
    last_hit: string;
  }>;
}

describe("consumeSharedFormRateLimit", () => {
  it("allows `limit` attempts per form and client, refuses the next, and does not count refusals", async () => {
    const clientKey = newClientKey();
    const attempt = async (form = "contact") =>
      dataOf(await consumeSharedFormRateLimit({ form, clientKey, limit: 3, windowSeconds: 600 }));
    expect([await attempt(), await attempt(), await attempt()]).toEqual([
      "allowed",
      "allowed",
      "allowed",
    ]);
    expect(await attempt()).toBe("refused");
    expect(await attempt()).toBe("refused");
    expect(await attempt("review")).toBe("allowed");
    const [contact] = (await rows(clientKey)).filter((row) => row.form === "contact");
    expect(contact?.hits).toHaveLength(3);
  });

  it("counts concurrent attempts exactly (the upsert is atomic)", async () => {
    const clientKey = newClientKey();
    const results = (
      await Promise.all(
        Array.from({ length: 12 }, () =>
          consumeSharedFormRateLimit({ form: "contact", clientKey, limit: 5, windowSeconds: 600 }),
        ),
      )
    ).map(dataOf);
    expect(results.filter((result) => result === "allowed")).toHaveLength(5);
    expect(results.filter((result) => result === "refused")).toHaveLength(7);
  });

  it("frees a slot once an attempt leaves the window", async () => {
    const clientKey = newClientKey();
    const attempt = async () =>
      dataOf(
        await consumeSharedFormRateLimit({
          form: "contact",
          clientKey,
          limit: 1,
          windowSeconds: 1,
        }),
      );
    expect(await attempt()).toBe("allowed");
    expect(await attempt()).toBe("refused");
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await attempt()).toBe("allowed");
    expect((await rows(clientKey))[0]?.hits).toHaveLength(1);
  });

  it("prunes rows idle for more than a day as it goes", async () => {
    const stale = newClientKey();
    await consumeSharedFormRateLimit({
      form: "contact",
      clientKey: stale,
      limit: 5,
      windowSeconds: 600,
    });
    await local.db.transaction((tx) =>
      tx.query(
        "update public.form_rate_limits set last_hit = now() - interval '25 hours', hits = array[now() - interval '25 hours'] where client_key = $1",
        [stale],
      ),
    );
    expect(await rows(stale)).toHaveLength(1);
    await consumeSharedFormRateLimit({
      form: "contact",
      clientKey: newClientKey(),
      limit: 5,
      windowSeconds: 600,
    });
    expect(await rows(stale)).toEqual([]);
  });

  it("answers a failure and logs when the backend cannot be reached", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    process.env.NEXT_PUBLIC_SUPABASE_URL = "http://127.0.0.1:9";
    try {
      expect(
        await consumeSharedFormRateLimit({
          form: "contact",
          clientKey: newClientKey(),
          limit: 5,
          windowSeconds: 600,
        }),
      ).toStrictEqual({ ok: false, error: { kind: "failed" } });
    } finally {
      process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
      logged.mockRestore();
    }
  });
});

describe("form_rate_limits privileges", () => {
  it("keeps the table closed to the API roles: no read, no write, no delete", async () => {
    const clientKey = newClientKey();
    await consumeSharedFormRateLimit({ form: "contact", clientKey, limit: 5, windowSeconds: 600 });
    const admin = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
    for (const supabase of [client(target), admin]) {
      const table = supabase.from("form_rate_limits" as never);
      expect((await table.select("*")).error?.code).toBe("42501");
      expect(
        (
          await supabase
            .from("form_rate_limits" as never)
            .insert({ form: "contact", client_key: "x", hits: [], last_hit: "now" } as never)
        ).error?.code,
      ).toBe("42501");
      expect(
        (
          await supabase
            .from("form_rate_limits" as never)
            .delete()
            .eq("client_key", clientKey)
        ).error?.code,
      ).toBe("42501");
    }
    expect(await rows(clientKey)).toHaveLength(1);
  });

  it("lets only the server (service key) call the function, with sane arguments", async () => {
    const args = {
      form_name: "contact",
      client: newClientKey(),
      max_attempts: 5,
      window_seconds: 600,
    };
    const server = await client(target, "service").rpc(
      "consume_form_rate_limit" as never,
      args as never,
    );
    expect(server.error).toBeNull();
    expect(server.data).toBe(true);
    // Anyone with the publishable key could otherwise fill a count that holds others' posts.
    const anon = await client(target).rpc("consume_form_rate_limit" as never, args as never);
    expect(anon.error?.code).toBe("42501");
    const admin = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
    expect((await admin.rpc("consume_form_rate_limit" as never, args as never)).error?.code).toBe(
      "42501",
    );
    for (const bad of [
      { ...args, max_attempts: 0 },
      { ...args, window_seconds: 100_000 },
      { ...args, form_name: "Contact; drop table" },
      { ...args, client: "x".repeat(65) },
    ]) {
      const result = await client(target, "service").rpc(
        "consume_form_rate_limit" as never,
        bad as never,
      );
      expect(result.error, JSON.stringify(bad)).not.toBeNull();
    }
  });
});
