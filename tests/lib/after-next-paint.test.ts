import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterNextPaint } from "@/lib/after-next-paint";

// The browser's frames, driven by hand: `paintFrame()` runs the animation callbacks of one frame.
let frameCallbacks = new Map<number, FrameRequestCallback>();
let nextFrameId = 1;
const paintFrame = () => {
  const callbacks = [...frameCallbacks.values()];
  frameCallbacks = new Map();
  for (const callback of callbacks) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers();
  frameCallbacks = new Map();
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frameCallbacks.set(nextFrameId, callback);
    return nextFrameId++;
  });
  vi.stubGlobal("cancelAnimationFrame", (id: number) => frameCallbacks.delete(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("afterNextPaint", () => {
  it("runs the work in a task after the next frame, not in the click nor in the frame itself", () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    paintFrame();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("runs the work anyway when no frame comes (a page in the background)", () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    paintFrame();
    vi.advanceTimersByTime(1_000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("never runs work that was cancelled, before or after the frame", () => {
    const before = vi.fn();
    afterNextPaint(before)();
    const after = vi.fn();
    const cancelAfter = afterNextPaint(after);
    paintFrame();
    cancelAfter();
    vi.advanceTimersByTime(1_000);
    paintFrame();
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });
});
