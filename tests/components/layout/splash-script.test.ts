import { runInNewContext } from "node:vm";
import { describe, expect, it, vi } from "vitest";

import { SPLASH_SESSION_KEY, splashScript } from "@/components/layout/splash-script";

/** Runs the inline <head> script against a minimal browser: <head>, sessionStorage, timers, events. */
function runSplashScript({ seen = false, reducedMotion = false } = {}) {
  const storage = new Map<string, string>(seen ? [[SPLASH_SESSION_KEY, "1"]] : []);
  const listeners: Record<string, (event: unknown) => void> = {};
  const timers: (() => void)[] = [];
  const styles: { id: string; textContent: string; state?: string; setAttribute: (n: string, v: string) => void }[] = [];
  const context = {
    document: {
      createElement: () => {
        const el = {
          id: "",
          textContent: "",
          state: undefined as string | undefined,
          setAttribute: (name: string, value: string) => {
            if (name === "data-state") el.state = value;
          },
        };
        return el;
      },
      head: { appendChild: (el: (typeof styles)[number]) => styles.push(el) },
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
  return {
    storage,
    listeners,
    timers,
    state: () => styles[0]?.state,
    css: () => styles[0]?.textContent ?? "",
  };
}

describe("splash session script", () => {
  it("leaves the splash to CSS on the first visit and remembers it for the session", () => {
    const run = runSplashScript();
    expect(run.state()).toBeUndefined();
    expect(run.css()).toBe("");
    expect(run.storage.get(SPLASH_SESSION_KEY)).toBe("1");
  });

  it("turns the splash off for the rest of the session", () => {
    const run = runSplashScript({ seen: true });
    expect(run.state()).toBe("off");
    expect(run.css()).toContain(".splash{display:none");
  });

  it("skips the splash under prefers-reduced-motion", () => {
    expect(runSplashScript({ reducedMotion: true }).state()).toBe("off");
  });

  it("switches itself off once the fade is over, so a later client navigation never replays it", () => {
    const run = runSplashScript();
    run.timers.forEach((fn) => fn());
    expect(run.state()).toBe("off");
  });

  it("is dismissed by Escape, and other keys leave it alone", () => {
    const run = runSplashScript();
    run.listeners["win:keydown"]?.({ key: "Enter" });
    expect(run.state()).toBeUndefined();
    run.listeners["win:keydown"]?.({ key: "Escape" });
    expect(run.state()).toBe("leaving");
    expect(run.css()).toContain("animation:splash-out");
    run.timers.forEach((fn) => fn());
    expect(run.state()).toBe("off");
  });

  it("is dismissed by a click on the splash only", () => {
    const run = runSplashScript();
    run.listeners["doc:click"]?.({ target: { closest: () => null } });
    expect(run.state()).toBeUndefined();
    run.listeners["doc:click"]?.({ target: { closest: (sel: string) => (sel === "[data-splash-root]" ? {} : null) } });
    expect(run.state()).toBe("leaving");
  });
});
