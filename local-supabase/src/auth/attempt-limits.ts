import { AuthError } from "./errors.ts";

/**
 * How many failed sign-ins and code checks (password, e-mailed code, magic link, TOTP) a client
 * address and an account may have in a window before every further attempt is refused with 429,
 * the right password included: otherwise the 30th guess would still open the account. Only
 * failures count, so people and test suites who sign in correctly are never slowed.
 *
 * Per address: 30 in 5 minutes, a hosted project's limit for sign-ins and token verifications.
 * Per account: 10 in 15 minutes, which a hosted project does not have; the app's own limiter
 * counts per browser as well. An e-mailed code is burned after 5 wrong tries.
 */
export const ATTEMPT_LIMITS = {
  address: { max: 30, windowMs: 5 * 60_000 },
  account: { max: 10, windowMs: 15 * 60_000 },
  wrongCodesPerEmailedCode: 5,
} as const;

/** GoTrue's answer when a rate limit is reached. */
const rateLimited = (retryAfterMs: number) =>
  new AuthError(429, "over_request_rate_limit", "Request rate limit reached").withHeaders({
    "retry-after": String(Math.max(1, Math.ceil(retryAfterMs / 1000))),
  });

type Window = { max: number; windowMs: number };

/**
 * Sliding windows of failure times, in memory: the embedded backend is one process, and a
 * restart forgetting them is what a hosted project's limiter does too. Bounded: keys with no
 * failure inside their window are dropped as new ones come.
 */
export class AttemptLimits {
  readonly #failures = new Map<string, number[]>();
  readonly #wrongCodes = new Map<string, number>();
  readonly #now: () => number;
  readonly #address: Window;

  /** `perAddress` replaces the address limit's count (LOCAL_SUPABASE_AUTH_FAILURES_PER_ADDRESS). */
  constructor({ now = Date.now, perAddress }: { now?: () => number; perAddress?: number } = {}) {
    this.#now = now;
    this.#address = { ...ATTEMPT_LIMITS.address, max: perAddress ?? ATTEMPT_LIMITS.address.max };
  }

  /** Throws 429 when the address or the account (when known) is at its limit. */
  assertAllowed(address: string, account: string | null): void {
    const waits = [
      this.#wait(`address:${address}`, this.#address),
      account ? this.#wait(`account:${account}`, ATTEMPT_LIMITS.account) : 0,
    ];
    const wait = Math.max(...waits);
    if (wait > 0) throw rateLimited(wait);
  }

  recordFailure(address: string, account: string | null): void {
    this.#push(`address:${address}`, this.#address);
    if (account) this.#push(`account:${account}`, ATTEMPT_LIMITS.account);
  }

  /**
   * One more wrong guess at the codes an account holds now (`codes` names them, so a new e-mail
   * starts again from zero); true once they must be burned.
   */
  wrongEmailedCode(codes: string): boolean {
    const count = (this.#wrongCodes.get(codes) ?? 0) + 1;
    if (count >= ATTEMPT_LIMITS.wrongCodesPerEmailedCode) {
      this.#wrongCodes.delete(codes);
      return true;
    }
    this.#wrongCodes.set(codes, count);
    return false;
  }

  #recent(key: string, { windowMs }: Window): number[] {
    const since = this.#now() - windowMs;
    return (this.#failures.get(key) ?? []).filter((at) => at > since);
  }

  #wait(key: string, window: Window): number {
    const recent = this.#recent(key, window);
    if (recent.length < window.max) return 0;
    return recent[recent.length - window.max]! + window.windowMs - this.#now();
  }

  #push(key: string, window: Window): void {
    const recent = this.#recent(key, window);
    recent.push(this.#now());
    // Only the newest `max` matter for the decision.
    this.#failures.delete(key);
    this.#failures.set(key, recent.slice(-window.max));
    if (this.#failures.size > 10_000) this.#prune();
  }

  #prune(): void {
    const longest = Math.max(ATTEMPT_LIMITS.address.windowMs, ATTEMPT_LIMITS.account.windowMs);
    const since = this.#now() - longest;
    for (const [key, times] of this.#failures) {
      if ((times[times.length - 1] ?? 0) <= since) this.#failures.delete(key);
    }
    if (this.#wrongCodes.size > 10_000) this.#wrongCodes.clear();
  }
}
