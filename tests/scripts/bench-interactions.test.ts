import { describe, expect, it } from "vitest";

import {
  FLOOR_MS,
  formatInteractionTable,
  formatLongFrames,
  inpOf,
  interactionRows,
  medianRunIndex,
  scrolledBeforePress,
  slowestEntry,
  type EventEntry,
} from "@/scripts/bench/inp.mjs";

const entry = (
  name: string,
  interactionId: number,
  duration: number,
  startTime = 100,
): EventEntry => ({
  name,
  interactionId,
  startTime,
  duration,
  processingStart: startTime + 4,
  processingEnd: startTime + duration - 10,
});

describe("inpOf", () => {
  it("is the longest interaction, each lasting as long as its longest entry", () => {
    const entries = [
      entry("pointerdown", 7, 24),
      entry("pointerup", 7, 32),
      entry("click", 7, 88),
      entry("keydown", 9, 40),
      entry("keyup", 9, 48),
    ];
    expect(inpOf(entries)).toBe(88);
  });

  it("leaves out entries that are not interactions (pointermove, input)", () => {
    const entries = [
      { ...entry("pointermove", 0, 300) },
      { ...entry("input", 0, 200) },
      entry("keydown", 3, 56),
    ];
    expect(inpOf(entries)).toBe(56);
  });

  it("skips the single longest of 50 or more interactions, as web-vitals' 98th percentile does", () => {
    const entries = Array.from({ length: 60 }, (_, i) => entry("keydown", i + 1, 20 + i));
    expect(inpOf(entries)).toBe(78);
    expect(inpOf(entries.slice(0, 49))).toBe(68);
  });

  it("counts interactions under the reporting threshold as the threshold, and none as null", () => {
    expect(inpOf([], 3)).toBe(FLOOR_MS);
    expect(inpOf([])).toBeNull();
  });
});

describe("slowestEntry", () => {
  it("splits the slowest entry into input delay, processing and presentation", () => {
    expect(slowestEntry([entry("click", 1, 88, 1000), entry("keydown", 2, 40)])).toEqual({
      name: "click",
      duration: 88,
      inputDelay: 4,
      processing: 74,
      presentation: 10,
    });
  });
});

describe("interactionRows and formatInteractionTable", () => {
  const rows = interactionRows([
    { name: "/portfolio: filter Web", kind: "toggle", inp: [64, 48, 56], reference: [40, 24, 32] },
    {
      name: "/contact: typing",
      kind: "typing",
      text: "Asha",
      inp: [40, 48, 32, 36],
      reference: [32, 32],
    },
    { name: "admin: tab", kind: "toggle", inp: [], reference: [24, 32, 40] },
    { name: "/reviews: typing", kind: "typing", text: "Asha", inp: [40], reference: [48] },
    { name: "admin: search", kind: "typing", text: "client", inp: [48], reference: [24] },
  ]);

  it("compares each median with the median of every reference of its kind and text", () => {
    expect(rows[0]).toMatchObject({
      inp: 56,
      reference: 32,
      referenceRuns: 6,
      ratio: 1.75,
      ok: false,
      runs: 3,
    });
    expect(rows[1]).toMatchObject({ inp: 38, reference: 32, referenceRuns: 3, ok: true });
    expect(rows[1]!.ratio).toBeCloseTo(1.1875);
    expect(rows[2]).toMatchObject({ runs: 0, reference: 32, ok: false });
    expect(rows[3]).toMatchObject({ inp: 40, reference: 32, ok: true });
    expect(rows[4]).toMatchObject({
      inp: 48,
      reference: 24,
      referenceRuns: 1,
      ratio: 2,
      ok: false,
    });
  });

  it("prints one aligned Markdown row per interaction", () => {
    const lines = formatInteractionTable(rows);
    expect(lines[0]).toMatch(
      /^\| interaction +\| INP +\| bare page +\| kind +\| bare runs \| ratio +\| <= 1.5x \|$/,
    );
    expect(lines[2]).toMatch(
      /^\| \/portfolio: filter Web \| 56 ms \| 32 ms +\| toggle \| 6 +\| 1.75x \| no +\|$/,
    );
    expect(lines[4]).toContain("| - ");
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });
});

describe("medianRunIndex", () => {
  it("picks the run closest to the median", () => {
    expect(medianRunIndex([120, 40, 64])).toBe(2);
    expect(medianRunIndex([])).toBe(-1);
  });
});

describe("formatLongFrames", () => {
  const frames = [
    {
      startTime: 1000,
      duration: 180,
      blockingDuration: 130,
      renderStart: 1150,
      styleAndLayoutStart: 1160,
      scripts: [
        {
          sourceURL: "http://127.0.0.1:3900/_next/static/chunks/a.js",
          invoker: "BUTTON.onclick",
          invokerType: "event-listener",
          duration: 40,
        },
        {
          sourceURL: "http://127.0.0.1:3900/_next/static/chunks/b.js",
          sourceFunctionName: "render",
          invoker: "MessagePort.onmessage",
          invokerType: "event-listener",
          duration: 95,
          forcedStyleAndLayoutDuration: 12,
        },
      ],
    },
    { startTime: 5000, duration: 60, scripts: [] },
  ];

  it("lists the frames during the interaction with their scripts, longest first", () => {
    const lines = formatLongFrames(frames, { start: 900, end: 1400 });
    expect(lines[0]).toContain("180 ms (blocking 130 ms, render 30 ms, style and layout 20 ms)");
    expect(lines[1]).toContain(
      "95 ms  event-listener MessagePort.onmessage  /_next/static/chunks/b.js render",
    );
    expect(lines[1]).toContain("forced style and layout 12 ms");
    expect(lines[2]).toContain("40 ms  event-listener BUTTON.onclick  /_next/static/chunks/a.js");
    expect(lines.join("\n")).not.toContain("5000");
  });

  it("says so when no long frame overlapped the interaction", () => {
    expect(formatLongFrames(frames, { start: 2000, end: 3000 })[0]).toContain(
      "no long animation frame",
    );
  });
});

describe("scrolledBeforePress", () => {
  const start = 1000;
  it("reports a scroll between the measurement's start and the first press after it", () => {
    const presses = [
      { time: 400, x: 0, y: 0 },
      { time: 1040, x: 0, y: 1158 },
    ];
    expect(scrolledBeforePress({ x: 0, y: 631 }, presses, start)).toEqual({
      from: "0,631",
      to: "0,1158",
    });
  });

  it("accepts a page that stayed put, however earlier presses scrolled it", () => {
    const presses = [
      { time: 400, x: 0, y: 0 },
      { time: 1040, x: 0, y: 631 },
      { time: 1100, x: 0, y: 900 },
    ];
    expect(scrolledBeforePress({ x: 0, y: 631 }, presses, start)).toBeNull();
  });

  it("accepts an interaction with no press to check", () => {
    expect(scrolledBeforePress({ x: 0, y: 0 }, [{ time: 10, x: 0, y: 80 }], start)).toBeNull();
  });
});
