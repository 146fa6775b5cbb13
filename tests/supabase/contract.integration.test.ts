/**
 * The calls the app makes (every Supabase call of lib/ and app/, and the wire contract in
 * docs/supabase-wire-contract-mfa.md), driven through the real
 * supabase-js and @supabase/ssr clients. They run against the embedded backend always, and against
 * a real Supabase project too when SUPABASE_TEST_URL, SUPABASE_TEST_ANON_KEY and
 * SUPABASE_TEST_SERVICE_ROLE_KEY are set: that is how the embedded backend is kept honest.
 */
import { randomUUID } from "node:crypto";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { createServerClient } from "@supabase/ssr";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { Database } from "@/lib/supabase/database.types";

import {
  client,
  signedInClient,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";
import { ilikeAnyColumn } from "../support/postgrest-filter";

const realProject = process.env.SUPABASE_TEST_URL
  ? {
      url: process.env.SUPABASE_TEST_URL,
      anonKey: process.env.SUPABASE_TEST_ANON_KEY ?? "",
      serviceKey: process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? "",
    }
  : null;

const targets = [
  { name: "embedded backend", real: false },
  ...(realProject ? [{ name: "real Supabase project", real: true }] : []),
];

describe.each(targets)("Supabase contract: $name", ({ real }) => {
  let local: LocalSupabase | null = null;
  let target: Target;
  const admin = { ...TEST_ADMIN };
  const marker = `t${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    if (real && realProject) {
      target = { name: "real", ...realProject, inboxUrl: null };
      admin.email = `contract-admin-${marker}@example.com`;
      admin.password = `Pw-${randomUUID()}`;
      const service = client(target, "service");
      const { data, error } = await service.auth.admin.createUser({
        email: admin.email,
        password: admin.password,
        email_confirm: true,
      });
      if (error) throw error;
      const insert = await service.from("admin_users").insert({ user_id: data.user.id });
      if (insert.error) throw insert.error;
    } else {
      // Sign-up is off in supabase/config.toml; one test below signs an account up on purpose.
      local = await startTestSupabase({ enableSignup: true });
      target = {
        name: "embedded",
        url: local.url,
        anonKey: local.config.anonKey,
        serviceKey: local.config.serviceRoleKey,
        inboxUrl: `${local.url}/inbox.json`,
      };
    }
  }, 60_000);

  afterAll(async () => {
    if (real) {
      const service = client(target, "service");
      await service.from("reviews").delete().like("name", `${marker}%`);
      await service.from("form_submissions").delete().like("name", `${marker}%`);
    }
    await local?.close();
  });

  const review = (extra: Partial<Database["public"]["Tables"]["reviews"]["Insert"]> = {}) => ({
    name: `${marker} Reviewer`,
    rating: 5,
    comment: "A thoughtful comment about the work.",
    ...extra,
  });

  describe("as a visitor (anon)", () => {
    // What a published review shows, and all a visitor may read of it.
    const PUBLISHED = "id, created_at, name, rating, comment, approved, verified, project";

    it("cannot store an enquiry: only the app's server does, with the service key, and gets no data back", async () => {
      const row = {
        name: `${marker} Visitor`,
        email: "visitor@example.com",
        message: "We need a new website soon.",
      };
      const refused = await client(target).from("form_submissions").insert(row);
      expect(refused.error?.code).toBe("42501");
      expect(refused.status).toBe(401);
      const result = await client(target, "service").from("form_submissions").insert(row);
      expect(result.error).toBeNull();
      expect(result.status).toBe(201);
      expect(result.data).toBeNull();
    });

    it("cannot read the submissions", async () => {
      const { data, error } = await client(target).from("form_submissions").select("*");
      expect(data).toBeNull();
      expect(error?.code).toBe("42501");
    });

    it("sees a review the app's server stored wait for approval, invisible until approved", async () => {
      const anon = client(target);
      const insert = await client(target, "service")
        .from("reviews")
        .insert(review({ name: `${marker} Pending` }));
      expect(insert.error).toBeNull();
      const { data } = await anon.from("reviews").select(PUBLISHED).eq("name", `${marker} Pending`);
      expect(data).toEqual([]);
      const stored = await client(target, "service")
        .from("reviews")
        .select("approved")
        .eq("name", `${marker} Pending`);
      expect(stored.data).toEqual([{ approved: false }]);
    });

    it("cannot insert an approved review", async () => {
      const { error, status } = await client(target)
        .from("reviews")
        .insert(review({ approved: true }));
      expect(error?.code).toBe("42501");
      expect(status).toBe(401);
    });

    it("gets the database's constraint error for bad data, even with the server's key", async () => {
      const { error, status } = await client(target, "service")
        .from("reviews")
        .insert(review({ rating: 9 }));
      expect(status).toBe(400);
      expect(error).toMatchObject({ code: "23514" });
      expect(error).toHaveProperty("details");
      expect(error).toHaveProperty("hint");
    });

    it("reads the four newest approved reviews for the home page", async () => {
      const { data, error } = await client(target)
        .from("reviews")
        .select(PUBLISHED)
        .eq("approved", true)
        .order("created_at", { ascending: false })
        .limit(4);
      expect(error).toBeNull();
      expect(data!.length).toBeLessThanOrEqual(4);
      expect(data!.every((row) => row.approved)).toBe(true);
      const times = data!.map((row) => Date.parse(row.created_at));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
    });

    it("reads only approved reviews on the reviews page, newest first", async () => {
      const { data, error } = await client(target)
        .from("reviews")
        .select(PUBLISHED)
        .order("created_at", { ascending: false });
      expect(error).toBeNull();
      expect(data!.every((row) => row.approved)).toBe(true);
    });

    it("reads neither a review's submission key and consent record nor who replied to it", async () => {
      const anon = client(target);
      for (const columns of [
        "*",
        "submission_key",
        "consent_version, consented_at",
        "spam_reason",
      ]) {
        const { data, error } = await anon.from("reviews").select(columns).limit(1);
        expect(data, columns).toBeNull();
        expect(error?.code, columns).toBe("42501");
      }
      const replies = await anon.from("review_replies").select("author_id").limit(1);
      expect(replies.error?.code).toBe("42501");
      const published = await anon
        .from("review_replies")
        .select("review_id, body, created_at, updated_at")
        .limit(1);
      expect(published.error).toBeNull();
    });

    it("cannot approve or delete a review", async () => {
      const anon = client(target);
      const update = await anon
        .from("reviews")
        .update({ approved: true })
        .eq("name", `${marker} Pending`);
      expect(update.error?.code).toBe("42501");
      const removal = await anon.from("reviews").delete().eq("name", `${marker} Pending`);
      expect(removal.error?.code).toBe("42501");
    });
  });

  describe("as a signed-in user who is not an admin", () => {
    it("signs up, confirms by e-mail link code and still sees no submissions nor pending reviews", async () => {
      if (real) return; // a real project sends real e-mails; the embedded inbox makes this testable
      const email = `user-${marker}@example.com`;
      const anon = client(target);
      const signUp = await anon.auth.signUp({ email, password: "a-long-password-1" });
      expect(signUp.error).toBeNull();
      expect(signUp.data.session).toBeNull();
      const inbox = (await (
        await fetch(`${target.inboxUrl}?to=${encodeURIComponent(email)}`)
      ).json()) as {
        tokenHash: string;
      }[];
      const verify = await anon.auth.verifyOtp({ token_hash: inbox[0]!.tokenHash, type: "signup" });
      expect(verify.error).toBeNull();
      expect(verify.data.session?.access_token).toBeTruthy();

      const submissions = await anon.from("form_submissions").select("*");
      expect(submissions.data).toEqual([]);
      const pending = await anon.from("reviews").select("*").eq("approved", false);
      expect(pending.data).toEqual([]);
      const toggle = await anon
        .from("reviews")
        .update({ approved: true })
        .eq("name", `${marker} Pending`)
        .select();
      expect(toggle.data).toEqual([]);
      const stillPending = await client(target, "service")
        .from("reviews")
        .select("approved")
        .eq("name", `${marker} Pending`);
      expect(stillPending.data).toEqual([{ approved: false }]);
    });
  });

  describe("as an admin", () => {
    it("reads all submissions newest first, with an exact count and a page range", async () => {
      const supabase = await signedInClient(target, admin.email, admin.password);
      const { data, error, count } = await supabase
        .from("form_submissions")
        .select("*", { count: "exact" })
        .order("created_at", { ascending: false })
        .range(0, 19);
      expect(error).toBeNull();
      expect(count).toBeGreaterThanOrEqual(1);
      expect(data!.some((row) => row.name === `${marker} Visitor`)).toBe(true);
    });

    it("searches case-insensitively with PostgREST quoting for awkward terms", async () => {
      const service = client(target, "service");
      const awkward = `${marker} O'Brien, (Acme) Ltd. 100% *best* "quoted"`;
      await service.from("reviews").insert(review({ name: awkward }));
      const supabase = await signedInClient(target, admin.email, admin.password);
      const term = `o'brien, (acme) ltd. 100% *best* "quoted"`;
      const { data, error } = await supabase
        .from("reviews")
        .select("*")
        .or(ilikeAnyColumn(["name", "comment"], term));
      expect(error).toBeNull();
      expect(data!.map((row) => row.name)).toContain(awkward);
      const miss = await supabase
        .from("reviews")
        .select("id")
        .or(ilikeAnyColumn(["name", "comment"], "100%% off"));
      expect(miss.data).toEqual([]);
    });

    it("toggles approval and deletes a review", async () => {
      const supabase = await signedInClient(target, admin.email, admin.password);
      const { data: rows } = await supabase
        .from("reviews")
        .select("id, approved")
        .eq("name", `${marker} Pending`);
      const id = rows![0]!.id;
      const update = await supabase
        .from("reviews")
        .update({ approved: !rows![0]!.approved })
        .eq("id", id);
      expect(update.error).toBeNull();
      expect(update.status).toBe(204);
      const visible = await client(target).from("reviews").select("id").eq("id", id);
      expect(visible.data).toEqual([{ id }]);

      const removal = await supabase.from("reviews").delete().eq("id", id);
      expect(removal.error).toBeNull();
      const gone = await client(target, "service").from("reviews").select("id").eq("id", id);
      expect(gone.data).toEqual([]);
    });

    it("signs out; a 401/403/404 from sign-out would be ignored by the client", async () => {
      const supabase = await signedInClient(target, admin.email, admin.password);
      const { error } = await supabase.auth.signOut();
      expect(error).toBeNull();
      const { data } = await supabase.auth.getSession();
      expect(data.session).toBeNull();
    });
  });

  describe("as the service role", () => {
    it("bypasses RLS: reads pending reviews and every submission", async () => {
      const service = client(target, "service");
      const pending = await service.from("reviews").select("id").eq("approved", false).limit(5);
      expect(pending.error).toBeNull();
      expect(pending.data!.length).toBeGreaterThan(0);
      const submissions = await service.from("form_submissions").select("id").limit(1);
      expect(submissions.error).toBeNull();
      expect(submissions.data!.length).toBe(1);
    });
  });

  describe("with @supabase/ssr cookies", () => {
    it("keeps the session in sb-<ref>-auth-token cookies that a second server client can use", async () => {
      const jar = new Map<string, string>();
      const cookies = {
        getAll: () => [...jar].map(([name, value]) => ({ name, value })),
        setAll: (list: { name: string; value: string }[]) => {
          for (const { name, value } of list) {
            if (value) jar.set(name, value);
            else jar.delete(name);
          }
        },
      };
      const first = createServerClient<Database>(target.url, target.anonKey, { cookies });
      const signIn = await first.auth.signInWithPassword(admin);
      expect(signIn.error).toBeNull();
      const ref = new URL(target.url).hostname.split(".")[0];
      expect([...jar.keys()].some((name) => name.startsWith(`sb-${ref}-auth-token`))).toBe(true);

      const second = createServerClient<Database>(target.url, target.anonKey, { cookies });
      const { data: claims, error } = await second.auth.getClaims();
      expect(error).toBeNull();
      expect(claims?.claims.email).toBe(admin.email);
      const submissions = await second.from("form_submissions").select("id").limit(1);
      expect(submissions.error).toBeNull();
    });
  });
});
