/**
 * Guessing against the embedded Auth server, through supabase-js: wrong passwords and codes run
 * into 429 (the right one included), while other accounts and correct sign-ins are untouched; a
 * server holding the secret key names the browser's address in Sb-Forwarded-For.
 */
import { createClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ATTEMPT_LIMITS, AttemptLimits } from "../../src/auth/attempt-limits.ts";
import { clientAddress, withForwardedAddress } from "../../src/auth/request.ts";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY, localConfig } from "../../src/config.ts";
import type { LocalRequest } from "../../src/http-types.ts";
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

  it("counts wrong authenticator codes per session: guesses with a stolen password never lock the owner's code", async () => {
    // A backend of its own, whose address count is not already spent by the tests above.
    const own = await startAuthHarness({ authFailuresPerAddress: 1000 });
    try {
      await codesPerSession(own);
    } finally {
      await own.close();
    }
  }, 60_000);
});

/** Signs a client in with an e-mailed link's token, as the owner following the link would. */
async function signInWithLink(
  h: AuthHarness,
  client: ReturnType<AuthHarness["client"]>,
  email: string,
) {
  expect((await client.auth.signInWithOtp({ email })).error).toBeNull();
  const tokenHash = new URL(h.lastMail(email).link!).searchParams.get("token")!;
  const { error } = await client.auth.verifyOtp({ token_hash: tokenHash, type: "magiclink" });
  expect(error).toBeNull();
}

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

describe("local auth: Sb-Forwarded-For", () => {
  const request = (headers: Record<string, string>): LocalRequest => ({
    method: "POST",
    url: new URL("http://127.0.0.1/auth/v1/token?grant_type=password"),
    headers,
    body: Buffer.alloc(0),
    clientAddress: "10.9.9.9",
  });
  const counted = (headers: Record<string, string>, config = localConfig({ log: false })) =>
    clientAddress(withForwardedAddress(config, request(headers)));

  it("counts the forwarded address of a request with the secret key, and the socket's otherwise", () => {
    const secret = { apikey: LOCAL_SERVICE_ROLE_KEY };
    expect(counted({ ...secret, "sb-forwarded-for": "198.51.100.7" })).toBe("198.51.100.7");
    expect(counted({ ...secret, "sb-forwarded-for": " 198.51.100.7 , 10.0.0.1" })).toBe(
      "198.51.100.7",
    );
    expect(counted({ ...secret, "sb-forwarded-for": "2001:DB8:0:0::1" })).toBe("2001:db8::1");
    expect(counted({ ...secret, "sb-forwarded-for": "::ffff:198.51.100.7" })).toBe("198.51.100.7");
    // The publishable key, a service-role Bearer without the key as apikey, or no key at all.
    expect(counted({ apikey: LOCAL_ANON_KEY, "sb-forwarded-for": "198.51.100.7" })).toBe(
      "10.9.9.9",
    );
    expect(
      counted({
        apikey: LOCAL_ANON_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        "sb-forwarded-for": "198.51.100.7",
      }),
    ).toBe("10.9.9.9");
    expect(counted({ "sb-forwarded-for": "198.51.100.7" })).toBe("10.9.9.9");
  });

  it("ignores a value that is not an IP address", () => {
    for (const value of [
      "",
      "unknown",
      "198.51.100.7:443",
      "[2001:db8::1]",
      "fe80::1%eth0",
      "010.0.0.1",
      "2001:db8::/64",
      "example.com",
    ]) {
      expect(counted({ apikey: LOCAL_SERVICE_ROLE_KEY, "sb-forwarded-for": value })).toBe(
        "10.9.9.9",
      );
    }
  });

  it("ignores the header when the project does not enable it", () => {
    const off = localConfig({ log: false, sbForwardedForEnabled: false });
    expect(
      counted({ apikey: LOCAL_SERVICE_ROLE_KEY, "sb-forwarded-for": "198.51.100.7" }, off),
    ).toBe("10.9.9.9");
  });

  describe("through supabase-js", () => {
    let local: AuthHarness;
    beforeAll(async () => {
      local = await startAuthHarness({ authFailuresPerAddress: 3 });
    }, 90_000);
    afterAll(async () => {
      await local?.close();
    });

    /** A server's client: the secret key, and the browser's address in Sb-Forwarded-For. */
    const forwarding = (key: string, address: string) =>
      createClient(local.base, key, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { "sb-forwarded-for": address } },
      });

    it("limits each forwarded address on its own with the secret key: one guesser does not lock out another", async () => {
      const admin = await confirmedUser(local, "forwarded-admin@example.com", "right-password");
      for (let i = 0; i < 3; i++) {
        const { error } = await forwarding(
          LOCAL_SERVICE_ROLE_KEY,
          "198.51.100.1",
        ).auth.signInWithPassword({ email: `nobody-${i}@example.com`, password: "wrong" });
        expect(error).toMatchObject({ status: 400, code: "invalid_credentials" });
      }
      const guesser = await forwarding(
        LOCAL_SERVICE_ROLE_KEY,
        "198.51.100.1",
      ).auth.signInWithPassword({ email: admin.email, password: admin.password });
      expect(guesser.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });

      const staff = await forwarding(
        LOCAL_SERVICE_ROLE_KEY,
        "198.51.100.2",
      ).auth.signInWithPassword({ email: admin.email, password: admin.password });
      expect(staff.error).toBeNull();
      // The server's own address was never counted.
      const direct = await local.client().auth.signInWithPassword(admin);
      expect(direct.error).toBeNull();
    });

    it("counts the socket's address with the publishable key, whatever Sb-Forwarded-For says", async () => {
      const admin = await confirmedUser(local, "unforwarded-admin@example.com", "right-password");
      for (let i = 0; i < 3; i++) {
        const { error } = await forwarding(
          LOCAL_ANON_KEY,
          `198.51.100.${10 + i}`,
        ).auth.signInWithPassword({ email: `nobody-else-${i}@example.com`, password: "wrong" });
        expect(error).toMatchObject({ status: 400, code: "invalid_credentials" });
      }
      const next = await forwarding(LOCAL_ANON_KEY, "198.51.100.20").auth.signInWithPassword({
        email: admin.email,
        password: admin.password,
      });
      expect(next.error).toMatchObject({ status: 429, code: "over_request_rate_limit" });
    });
  });
});

async function codesPerSession(h: AuthHarness) {
  const signIn = (email: string, password: string) =>
    h.client().auth.signInWithPassword({ email, password });
  const user = await confirmedUser(h, "totp-owner@example.com", "owner-password-1");
  const owner = h.client();
  await owner.auth.signInWithPassword({ email: user.email, password: user.password });
  const enrolled = await owner.auth.mfa.enroll({ factorType: "totp" });
  const app = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.data!.totp.secret) });
  await owner.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code: app.generate() });

  // Someone with the password: ten wrong passwords, then ten wrong codes from a session of theirs.
  for (let i = 0; i < ATTEMPT_LIMITS.account.max; i++) await signIn(user.email, `wrong-${i}`);
  const thief = h.client();
  await signInWithLink(h, thief, user.email);
  for (let i = 0; i < ATTEMPT_LIMITS.account.max; i++) {
    const guess = await thief.auth.mfa.challengeAndVerify({
      factorId: enrolled.data!.id,
      code: "000000",
    });
    expect(guess.error).not.toBeNull();
  }

  // The owner, back through an e-mailed link, still proves the code.
  const back = h.client();
  await signInWithLink(h, back, user.email);
  const code = app.generate({ timestamp: Date.now() + 30_000 });
  const stepped = await back.auth.mfa.challengeAndVerify({ factorId: enrolled.data!.id, code });
  expect(stepped.error).toBeNull();
}
