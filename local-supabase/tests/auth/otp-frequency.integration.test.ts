import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { goDuration } from "../../src/project-config.ts";
import { confirmedUser, startAuthHarness, type AuthHarness } from "./harness";

/**
 * GoTrue's `[auth.email] max_frequency`: one link or code e-mail of a kind per user in the window;
 * asking sooner is 429 over_email_send_rate_limit and the e-mail already sent stays valid.
 */
let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness({ emailMaxFrequencyMs: 60_000 });
});
afterAll(async () => {
  await h?.close();
});

describe("local auth: max_frequency of link and code e-mails", () => {
  it("refuses a second sign-in link within the window, and the first still signs in", async () => {
    const email = "often@example.com";
    await confirmedUser(h, email, "a-long-password-1");
    const supabase = h.client();
    expect((await supabase.auth.signInWithOtp({ email })).error).toBeNull();
    const first = h.lastMail(email);
    const again = await supabase.auth.signInWithOtp({ email });
    expect(again.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(h.inbox.list(email).filter((mail) => mail.kind === "magiclink")).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(first.text)![1]!;
    const verified = await supabase.auth.verifyOtp({ email, token: code, type: "email" });
    expect(verified.error).toBeNull();
  });

  it("counts a reset link with the sign-in links, as both use the recovery token", async () => {
    const email = "reset-often@example.com";
    await confirmedUser(h, email, "a-long-password-1");
    const supabase = h.client();
    expect((await supabase.auth.resetPasswordForEmail(email)).error).toBeNull();
    const link = await supabase.auth.signInWithOtp({ email });
    expect(link.error).toMatchObject({ status: 429, code: "over_email_send_rate_limit" });
  });

  it("reads the window as the CLI writes it in config.toml", () => {
    expect(goDuration("60s", "max_frequency")).toBe(60_000);
    expect(goDuration("1m30s", "max_frequency")).toBe(90_000);
    expect(goDuration("1s", "max_frequency")).toBe(1_000);
    expect(() => goDuration("soon", "max_frequency")).toThrow(/max_frequency/);
  });
});
