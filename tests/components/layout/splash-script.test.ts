import { runInNewContext } from "node:vm";

import { describe, expect, it, vi } from "vitest";

import { SPLASH_SESSION_KEY, splashScript } from "@/components/layout/splash-script";
import { NEW_PAGE_EVENT } from "@/components/stylesheet/font-faces";

/**
 * Runs the inline <head> script against a minimal browser: adoptedStyleSheets (or only <head>,
 * for older browsers), sessionStorage, timers and events.
 */
function runSplashScript({ seen = false, reducedMotion = false, constructable = true } = {}) {
  const storage = new Map<string, string>(seen ? [[SPLASH_SESSION_KEY, "1"]] : []);
  const listeners: Record<string, (event: unknown) => void> = {};
  const timers: (() => void)[] = [];
  const adopted: { css: string }[] = [];
  const headStyles: { textContent: string }[] = [];

  class FakeSheet {
    css = "";
    replaceSync(css: string) {
      this.css = css;
    }
  }

  const getAnimations = vi.fn(() => []);
  const document = {
    adoptedStyleSheets: adopted,
    getAnimations,
    createElement: () => ({ id: "", textContent: "" }),
    head: { appendChild: (el: { textContent: string }) => headStyles.push(el) },
    addEventListener: (type: string, fn: (e: unknown) => void) => (listeners[`doc:${type}`] = fn),
    removeEventListener: vi.fn(),
  };
  const context = {
    document,
    ...(constructable ? { CSSStyleSheet: FakeSheet } : {}),
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

  const css = () =>
    constructable
      ? ((document.adoptedStyleSheets as unknown as { css: string }[])[0]?.css ?? "")
      : (headStyles[0]?.textContent ?? "");
  const state = () => {
    const current = css();
    if (current.includes("display:none")) return "off";
    if (current.includes("splash-out")) return "leaving";
    return undefined;
  };
  const newPage = () => listeners[`doc:${NEW_PAGE_EVENT}`]?.({});
  return { storage, listeners, timers, css, state, headStyles, getAnimations, newPage };
}

describe("splash session script", () => {
  it("leaves the splash to CSS on the first visit and remembers it for the session", () => {
    const run = runSplashScript();
    expect(run.state()).toBeUndefined();
    expect(run.storage.get(SPLASH_SESSION_KEY)).toBe("1");
  });

  it("turns the splash off for the rest of the session, outside the DOM React re-renders", () => {
    const run = runSplashScript({ seen: true });
    expect(run.state()).toBe("off");
    expect(run.headStyles).toHaveLength(0);
  });

  it("falls back to a <style> element where adoptedStyleSheets is missing", () => {
    const run = runSplashScript({ seen: true, constructable: false });
    expect(run.headStyles).toHaveLength(1);
    expect(run.state()).toBe("off");
  });

  it("skips the splash under prefers-reduced-motion", () => {
    expect(runSplashScript({ reducedMotion: true }).state()).toBe("off");
  });

  it("switches itself off once the fade is over, so a later client render never replays it", () => {
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
    run.timers.forEach((fn) => fn());
    expect(run.state()).toBe("off");
  });

  it("uncovers the hero's light whenever the splash is leaving or off, never while it shows", () => {
    const first = runSplashScript();
    expect(first.css()).not.toContain("hero-backdrop");
    first.listeners["win:keydown"]?.({ key: "Escape" });
    expect(first.css()).toContain(".hero-backdrop{animation:none!important}");
    first.timers.forEach((fn) => fn());
    expect(first.state()).toBe("off");
    expect(first.css()).toContain(".hero-backdrop{animation:none!important}");
    expect(runSplashScript({ seen: true }).css()).toContain(
      ".hero-backdrop{animation:none!important}",
    );
  });

  it("holds the hero's entrance while the splash shows, so the hero is whole in the first frame", () => {
    expect(runSplashScript().css()).toBe(".animate-hero-in{animation:none}");
    expect(runSplashScript({ constructable: false }).css()).toBe(
      ".animate-hero-in{animation:none}",
    );
  });

  it("keeps the hold on the uncovered hero, so it never replays, and lifts it for the next page", () => {
    const dismissed = runSplashScript();
    dismissed.listeners["win:keydown"]?.({ key: "Escape" });
    expect(dismissed.css()).toContain(".animate-hero-in{animation:none}");
    dismissed.timers.forEach((fn) => fn());
    expect(dismissed.state()).toBe("off");
    expect(dismissed.css()).toContain(".animate-hero-in{animation:none}");
    dismissed.newPage();
    expect(dismissed.css()).not.toContain("animate-hero-in");
    expect(dismissed.state()).toBe("off");

    const timedOut = runSplashScript();
    timedOut.timers.forEach((fn) => fn());
    expect(timedOut.css()).toContain(".animate-hero-in{animation:none}");
    timedOut.newPage();
    expect(timedOut.css()).toBe(
      ".splash{display:none!important}.hero-backdrop{animation:none!important}",
    );
    // Finding the page's animations would restyle the whole page in the same task.
    expect(timedOut.getAnimations).not.toHaveBeenCalled();
  });

  it("leaves the hero's entrance alone when the splash is not covering it", () => {
    for (const returning of [
      runSplashScript({ seen: true }),
      runSplashScript({ reducedMotion: true }),
    ]) {
      expect(returning.css()).not.toContain("animate-hero-in");
    }
  });

  it("is dismissed by a click on the splash only", () => {
    const run = runSplashScript();
    run.listeners["doc:click"]?.({ target: { closest: () => null } });
    expect(run.state()).toBeUndefined();
    run.listeners["doc:click"]?.({
      target: { closest: (sel: string) => (sel === "[data-splash-root]" ? {} : null) },
    });
    expect(run.state()).toBe("leaving");
  });
});
