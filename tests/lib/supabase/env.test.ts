import { describe, expect, it } from "vitest";

import { readSupabasePublicEnv } from "@/lib/supabase/env";

describe("readSupabasePublicEnv", () => {
  it("reads the URL and the publishable key, accepting the legacy anon-key name", () => {
    expect(
      readSupabasePublicEnv({
        NEXT_PUBLIC_SUPABASE_URL: "http://127.0.0.1:54321/",
        NEXT_PUBLIC_SUPABASE_ANON_KEY: "k",
      }),
    ).toEqual({ url: "http://127.0.0.1:54321", publishableKey: "k" });
  });

  it("fails at start-up with the spec's messages when either is missing", () => {
    expect(() => readSupabasePublicEnv({ NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: "k" })).toThrow(
      /^supabaseUrl is required/,
    );
    expect(() => readSupabasePublicEnv({ NEXT_PUBLIC_SUPABASE_URL: "http://x" })).toThrow(
      /^supabaseKey is required/,
    );
  });
});
