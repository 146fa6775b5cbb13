import { describe, expect, it } from "vitest";

import { createRateLimiter } from "@/lib/rate-limit/sliding-window";

const MINUTE = 60_000;

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe("createRateLimiter", () => {
  it("allows 5 attempts per 10 minutes and refuses the 6th, saying when to retry", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 10 * MINUTE, now });
    for (let remaining = 4; remaining >= 0; remaining -= 1) {
      expect(limiter.consume("contact:a")).toEqual({ allowed: true, remaining });
      advance(MINUTE);
    }
    expect(limiter.consume("contact:a")).toEqual({ allowed: false, retryAfterMs: 5 * MINUTE });
  });

  it("slides: each attempt frees its slot exactly one window later", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 10 * MINUTE, now });
    limiter.consume("k");
    advance(4 * MINUTE);
    limiter.consume("k");
    advance(6 * MINUTE - 1);
    expect(limiter.consume("k").allowed).toBe(false);
    advance(1);
    expect(limiter.consume("k")).toEqual({ allowed: true, remaining: 0 });
    expect(limiter.consume("k")).toEqual({ allowed: false, retryAfterMs: 4 * MINUTE });
  });

  it("does not count refused attempts", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now });
    limiter.consume("k");
    for (let i = 0; i < 10; i += 1) {
      advance(MINUTE / 20);
      expect(limiter.consume("k").allowed).toBe(false);
    }
    advance(MINUTE / 2);
    expect(limiter.consume("k").allowed).toBe(true);
  });

  it("counts each key (form and client) on its own", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, now: () => 0 });
    expect(limiter.consume("contact:a").allowed).toBe(true);
    expect(limiter.consume("contact:a").allowed).toBe(false);
    expect(limiter.consume("review:a").allowed).toBe(true);
    expect(limiter.consume("contact:b").allowed).toBe(true);
  });

  it("bounds memory: expired keys go first, then the least recently seen", () => {
    const { now, advance } = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: MINUTE, maxKeys: 3, now });
    limiter.consume("old");
    advance(MINUTE);
    limiter.consume("a");
    limiter.consume("b");
    limiter.consume("c");
    expect(limiter.size()).toBe(3);
    // "old" had expired, so it was dropped and "a", still limited, was kept.
    expect(limiter.consume("a").allowed).toBe(false);
    limiter.consume("d");
    expect(limiter.size()).toBe(3);
    // Nothing had expired: the least recently seen key ("a") made room, so it starts afresh.
    expect(limiter.consume("a").allowed).toBe(true);
  });

  it("stays small under a flood of distinct clients", () => {
    const limiter = createRateLimiter({ limit: 5, windowMs: MINUTE, maxKeys: 100, now: () => 0 });
    for (let i = 0; i < 10_000; i += 1) limiter.consume(`client-${i}`);
    expect(limiter.size()).toBe(100);
  });

  it("rejects a nonsensical configuration", () => {
    expect(() => createRateLimiter({ limit: 0, windowMs: MINUTE })).toThrow(RangeError);
    expect(() => createRateLimiter({ limit: 1, windowMs: 0 })).toThrow(RangeError);
  });
});
