/**
 * Guessing against the embedded Auth server, through supabase-js: wrong passwords and codes run
 * into 429 (the right one included), while other accounts and correct sign-ins are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ATTEMPT_LIMITS, AttemptLimits } from "../../src/auth/attempt-limits.ts";
import { confirmedUser, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
}, 90_000);
afterAll(async () => {
  await h?.close();
});

const signIn = (email: string, password: string) =>
  h.client().auth.signInWithPassword({ email, password });

describe("local auth: attempt limits", () => {
  it("refuses an account with 429 once its failures reach the limit, the right password too; another account still signs in", async () => {
    const target = await confirmedUser(h, "guessed@example.com", "the-right-password");
    const bystander = await confirmedUser(h, "bystander@example.com", "bystander-password");
    for (let i = 0; i < ATTEMPT_LIMITS.account.max; i++) {
      const { error } = await signIn(target.email, `wrong-${i}`);
      expect(error).toMatchObject({ status: 400, code: "invalid_credentials" });
    }
    const right = await signIn(target.email, target.password);
    expect(right.data.session).toBeNull();
    expect(right.error).toMatchObject({
      status: 429,
      code: "over_request_rate_limit",
      message: "Request rate limit reached",
    });

    const other = await signIn(bystander.email, bystander.password);
    expect(other.error).toBeNull();
    expect(other.data.session?.user.email).toBe(bystander.email);
  });

  it("answers 429 with a Retry-After", async () => {
    const user = await confirmedUser(h, "retry-after@example.com");
    const attempt = () =>
      h.fetchAuth("/token?grant_type=password", {
        method: "POST",
        body: JSON.stringify({ email: user.email, password: "not-it" }),
      });
    for (let i = 0; i < ATTEMPT_LIMITS.account.max; i++) expect((await attempt()).status).toBe(400);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("does not count correct sign-ins", async () => {
    const user = await confirmedUser(h, "often@example.com");
    for (let i = 0; i < ATTEMPT_LIMITS.account.max + 5; i++) {
      const { error } = await signIn(user.email, user.password);
      expect(error).toBeNull();
    }
  });

  it("burns an e-mailed code after five wrong tries", async () => {
    const user = await confirmedUser(h, "otp-guess@example.com");
    const supabase = h.client();
    expect((await supabase.auth.signInWithOtp({ email: user.email })).error).toBeNull();
    const code = h.lastMail(user.email).otp!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < ATTEMPT_LIMITS.wrongCodesPerEmailedCode; i++) {
      const { error } = await supabase.auth.verifyOtp({
        email: user.email,
        token: wrong,
        type: "email",
      });
      expect(error).toMatchObject({ status: 403, code: "otp_expired" });
    }
    const right = await supabase.auth.verifyOtp({ email: user.email, token: code, type: "email" });
    expect(right.error).toMatchObject({ status: 403, code: "otp_expired" });

    // A new e-mail brings a new code that works.
    await supabase.auth.signInWithOtp({ email: user.email });
    const fresh = h.lastMail(user.email).otp!;
    const ok = await supabase.auth.verifyOtp({ email: user.email, token: fresh, type: "email" });
    expect(ok.error).toBeNull();
  });
});

describe("AttemptLimits", () => {
  it("limits an address across accounts, and forgets failures once the window has passed", () => {
    let now = 1_000_000;
    const limits = new AttemptLimits({ now: () => now });
    for (let i = 0; i < ATTEMPT_LIMITS.address.max; i++) {
      limits.assertAllowed("10.0.0.1", `user-${i}@example.com`);
      limits.recordFailure("10.0.0.1", `user-${i}@example.com`);
    }
    expect(() => limits.assertAllowed("10.0.0.1", "someone-new@example.com")).toThrow(
      "Request rate limit reached",
    );
    expect(() => limits.assertAllowed("10.0.0.2", "someone-new@example.com")).not.toThrow();
    now += ATTEMPT_LIMITS.address.windowMs + 1;
    expect(() => limits.assertAllowed("10.0.0.1", "someone-new@example.com")).not.toThrow();
  });
});
