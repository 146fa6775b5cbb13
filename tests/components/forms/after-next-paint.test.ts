import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

import { afterNextPaint } from "@/components/forms/after-next-paint";

describe("afterNextPaint", () => {
  let frames: (() => void)[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: () => void) => frames.push(callback));
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it("waits for the next frame, then runs once in the task after it", () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(50);
    expect(work).not.toHaveBeenCalled();

    frames.forEach((frame) => frame());
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledOnce();

    vi.advanceTimersByTime(2000);
    expect(work).toHaveBeenCalledOnce();
  });

  it("still runs, once, in a hidden tab that paints no frame", () => {
    const work = vi.fn();
    afterNextPaint(work, 1000);
    vi.advanceTimersByTime(999);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledOnce();

    frames.forEach((frame) => frame());
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledOnce();
  });
});
