import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterLoadIdle } from "@/lib/after-load-idle";

// A page's `load` event and idle periods, driven by hand.
let loadListeners: (() => void)[] = [];
let idleCallbacks = new Map<number, IdleRequestCallback>();
let nextIdleId = 1;
const fireLoad = () => {
  (document as { readyState: string }).readyState = "complete";
  for (const listener of loadListeners.splice(0)) listener();
};
const goIdle = () => {
  const callbacks = [...idleCallbacks.values()];
  idleCallbacks = new Map();
  for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
};

beforeEach(() => {
  loadListeners = [];
  idleCallbacks = new Map();
  vi.stubGlobal("document", { readyState: "interactive" });
  vi.stubGlobal("addEventListener", (type: string, listener: () => void) => {
    if (type === "load") loadListeners.push(listener);
  });
  vi.stubGlobal("removeEventListener", (type: string, listener: () => void) => {
    loadListeners = loadListeners.filter((l) => l !== listener);
  });
  vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => {
    idleCallbacks.set(nextIdleId, callback);
    return nextIdleId++;
  });
  vi.stubGlobal("cancelIdleCallback", (id: number) => idleCallbacks.delete(id));
});

afterEach(() => vi.unstubAllGlobals());

describe("afterLoadIdle", () => {
  it("waits for the load event, then for an idle period", () => {
    const work = vi.fn();
    afterLoadIdle(work);
    goIdle();
    expect(work).not.toHaveBeenCalled();
    fireLoad();
    expect(work).not.toHaveBeenCalled();
    goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("waits only for idle on a page already loaded", () => {
    fireLoad();
    const work = vi.fn();
    afterLoadIdle(work);
    goIdle();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("does nothing once cancelled, before or after the load", () => {
    const before = vi.fn();
    afterLoadIdle(before)();
    const after = vi.fn();
    const cancel = afterLoadIdle(after);
    fireLoad();
    cancel();
    goIdle();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
