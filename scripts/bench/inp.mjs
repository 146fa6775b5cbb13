// The pure part of `npm run bench:interactions`: Event Timing entries to INP as the web-vitals
// library computes it, medians, the ratio table against the bare page's interactions, and the
// long animation frames behind an interaction that misses its target.
import { median } from "./report.mjs";

/** Our components may cost half again what the framework's smallest interaction of the kind costs. */
export const TARGET_RATIO = 1.5;

/**
 * Below this an Event Timing entry is not reported at all (the smallest `durationThreshold` the
 * browser accepts), so an interaction with no entry counts as this: "at most 16 ms".
 */
export const FLOOR_MS = 16;

/**
 * INP of a set of Event Timing entries ("event" and "first-input"), as web-vitals computes it:
 * entries without an interactionId (pointermove, input, ...) are not interactions; the entries of
 * one interaction (pointerdown, pointerup, click; keydown, keyup) are grouped by their
 * interactionId and the interaction lasts as long as its longest entry; INP is the longest
 * interaction, or with 50 or more of them the 98th percentile (one skipped per 50).
 * Returns FLOOR_MS when no interaction reached the reporting threshold, null when none happened.
 */
export function inpOf(entries, interactionCount) {
  const longest = new Map();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  const count = interactionCount ?? longest.size;
  if (count === 0) return null;
  const sorted = [...longest.values()].sort((a, b) => b.duration - a.duration);
  const skip = Math.min(sorted.length - 1, Math.floor(count / 50));
  const worst = sorted[skip];
  return worst ? Math.max(worst.duration, FLOOR_MS) : FLOOR_MS;
}

/**
 * Whether the page moved between the start of a measurement (`before`, its scroll position) and
 * the interaction's first press (pointerdown or keydown) after `start`: Playwright scrolls a control
 * below the fold into view inside its click, and the click's frame then also carries the scroll, a
 * whole new viewport to raster and draw, which a visitor who scrolled first never waits for.
 * Returns { from, to } ("x,y") when it moved, null otherwise.
 */
export function scrolledBeforePress(before, presses, start) {
  const first = presses.find((press) => press.time >= start);
  if (!first || (first.x === before.x && first.y === before.y)) return null;
  return { from: `${before.x},${before.y}`, to: `${first.x},${first.y}` };
}

/** The entry that sets the INP, for the details: its event name and its three phases. */
export function slowestEntry(entries) {
  let slowest = null;
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    if (!slowest || entry.duration > slowest.duration) slowest = entry;
  }
  if (!slowest) return null;
  return {
    name: slowest.name,
    duration: slowest.duration,
    inputDelay: slowest.processingStart - slowest.startTime,
    processing: slowest.processingEnd - slowest.processingStart,
    presentation: slowest.startTime + slowest.duration - slowest.processingEnd,
  };
}

/**
 * One row per interaction: the median INP of its runs, the median of the bare page's interaction
 * of the same kind (and text) over the whole run, and their ratio. Each of ours is followed by its
 * reference every time, but the reference is pooled across every interaction of its kind: the bare
 * toggle measured sixty times is the framework's cost of a toggle, where its own five varied by
 * two 8 ms steps of Event Timing from one interaction's row to the next.
 * `samples` is [{ name, kind, text?, inp: number[], reference: number[] }].
 */
export function interactionRows(samples, targetRatio = TARGET_RATIO) {
  const pools = new Map();
  const poolOf = ({ kind, text }) => `${kind}\u0000${text ?? ""}`;
  for (const sample of samples) {
    const pool = pools.get(poolOf(sample)) ?? [];
    pools.set(poolOf(sample), pool.concat(sample.reference));
  }
  return samples.map((sample) => {
    const { name, kind, inp } = sample;
    const reference = pools.get(poolOf(sample));
    const inpMedian = inp.length ? median(inp) : NaN;
    const referenceMedian = reference.length ? median(reference) : NaN;
    const ratio = inpMedian / referenceMedian;
    return {
      name,
      kind,
      runs: inp.length,
      inp: inpMedian,
      reference: referenceMedian,
      referenceRuns: reference.length,
      ratio,
      ok: Number.isFinite(ratio) ? ratio <= targetRatio : false,
    };
  });
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "-");
const ratioText = (value) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : "-");

/** A Markdown table (as docs/performance.md shows it) of interactionRows(). */
export function formatInteractionTable(rows, targetRatio = TARGET_RATIO) {
  const header = [
    "interaction",
    "INP",
    "bare page",
    "kind",
    "bare runs",
    "ratio",
    `<= ${targetRatio}x`,
  ];
  const body = rows.map((row) => [
    row.name,
    ms(row.inp),
    ms(row.reference),
    row.kind,
    String(row.referenceRuns),
    ratioText(row.ratio),
    row.ok ? "yes" : "no",
  ]);
  const widths = header.map((cell, i) => Math.max(cell.length, ...body.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((cell, i) => cell.padEnd(widths[i])).join(" | ")} |`;
  return [line(header), line(widths.map((w) => "-".repeat(w))), ...body.map(line)];
}

/** The run closest to the median, whose long frames the details show. */
export function medianRunIndex(values) {
  if (!values.length) return -1;
  const middle = median(values);
  let best = 0;
  values.forEach((value, index) => {
    if (Math.abs(value - middle) < Math.abs(values[best] - middle)) best = index;
  });
  return best;
}

/**
 * The Long Animation Frames that overlap an interaction (from `start` to `end`, page time), each
 * with its scripts, longest first: what ran while the visitor waited.
 */
export function formatLongFrames(frames, { start = -Infinity, end = Infinity, limit = 5 } = {}) {
  const overlapping = frames.filter((f) => f.startTime + f.duration >= start && f.startTime <= end);
  if (!overlapping.length) return ["    no long animation frame (> 50 ms) during the interaction"];
  const lines = [];
  for (const frame of overlapping) {
    const render = frame.renderStart ? frame.startTime + frame.duration - frame.renderStart : 0;
    const style = frame.styleAndLayoutStart
      ? frame.startTime + frame.duration - frame.styleAndLayoutStart
      : 0;
    lines.push(
      `    frame at ${Math.round(frame.startTime)} ms: ${Math.round(frame.duration)} ms ` +
        `(blocking ${Math.round(frame.blockingDuration ?? 0)} ms, render ${Math.round(render)} ms, ` +
        `style and layout ${Math.round(style)} ms)`,
    );
    const scripts = [...(frame.scripts ?? [])].sort((a, b) => b.duration - a.duration);
    for (const script of scripts.slice(0, limit)) {
      const source = script.sourceURL
        ? `${script.sourceURL.replace(/^https?:\/\/[^/]+/, "")}${script.sourceFunctionName ? ` ${script.sourceFunctionName}` : ""}`
        : "(inline or unknown)";
      lines.push(
        `      ${Math.round(script.duration)} ms  ${script.invokerType ?? ""} ${script.invoker ?? ""}  ${source}` +
          (script.forcedStyleAndLayoutDuration
            ? `  (forced style and layout ${Math.round(script.forcedStyleAndLayoutDuration)} ms)`
            : ""),
      );
    }
    if (scripts.length > limit) lines.push(`      ... ${scripts.length - limit} more scripts`);
  }
  return lines;
}
