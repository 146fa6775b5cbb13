import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

import { SPLASH_SESSION_KEY, splashScript } from "@/components/layout/splash-script";

/** Runs the inline <head> script against a minimal browser: attributes, sessionStorage, timers, events. */
function runSplashScript({ seen = false, reducedMotion = false } = {}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>(seen ? [[SPLASH_SESSION_KEY, "1"]] : []);
  const listeners: Record<string, (event: unknown) => void> = {};
  const timers: (() => void)[] = [];
  const documentElement = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
  const context = {
    document: {
      documentElement,
      addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[`doc:${type}`] = fn),
      removeEventListener: vi.fn(),
    },
    sessionStorage: {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => storage.set(key, value),
    },
    matchMedia: () => ({ matches: reducedMotion }),
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[`win:${type}`] = fn),
    removeEventListener: vi.fn(),
    setTimeout: (fn: () => void, ms: number) => {
      timers.push(fn);
      return ms;
    },
  };
  runInNewContext(splashScript, context);
  return { attributes, storage, listeners, timers, splash: () => attributes.get("data-splash") };
}

describe("splash session script", () => {
  it("leaves the splash to CSS on the first visit and remembers it for the session", () => {
    const run = runSplashScript();
    expect(run.splash()).toBeUndefined();
    expect(run.storage.get(SPLASH_SESSION_KEY)).toBe("1");
  });

  it("turns the splash off for the rest of the session", () => {
    expect(runSplashScript({ seen: true }).splash()).toBe("off");
  });

  it("skips the splash under prefers-reduced-motion", () => {
    expect(runSplashScript({ reducedMotion: true }).splash()).toBe("off");
  });

  it("is dismissed by Escape, and other keys leave it alone", () => {
    const run = runSplashScript();
    run.listeners["win:keydown"]?.({ key: "Enter" });
    expect(run.splash()).toBeUndefined();
    run.listeners["win:keydown"]?.({ key: "Escape" });
    expect(run.splash()).toBe("leaving");
    run.timers.forEach((fn) => fn());
    expect(run.splash()).toBe("off");
  });

  it("is dismissed by a click on the splash only", () => {
    const run = runSplashScript();
    run.listeners["doc:click"]?.({ target: { closest: () => null } });
    expect(run.splash()).toBeUndefined();
    run.listeners["doc:click"]?.({ target: { closest: (sel: string) => (sel === "[data-splash-root]" ? {} : null) } });
    expect(run.splash()).toBe("leaving");
  });
});
