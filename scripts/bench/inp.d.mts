/** The fields of a PerformanceEventTiming entry that INP needs (times in ms, page time). */
export interface EventEntry {
  name: string;
  interactionId?: number;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}
export interface ScriptTiming {
  sourceURL?: string;
  sourceFunctionName?: string;
  invoker?: string;
  invokerType?: string;
  duration: number;
  forcedStyleAndLayoutDuration?: number;
}
/** The fields of a PerformanceLongAnimationFrameTiming entry that the details print. */
export interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration?: number;
  renderStart?: number;
  styleAndLayoutStart?: number;
  scripts?: ScriptTiming[];
}
export interface InteractionSample {
  name: string;
  kind: string;
  /** For typing: what was typed; references pool by kind and text. */
  text?: string;
  inp: number[];
  reference: number[];
}
export interface InteractionRow {
  name: string;
  kind: string;
  runs: number;
  inp: number;
  reference: number;
  /** How many of the bare page's measurements the reference is the median of. */
  referenceRuns: number;
  ratio: number;
  ok: boolean;
}
/** A pointerdown or keydown: its time (page time) and the page's scroll position then. */
export interface Press {
  time: number;
  x: number;
  y: number;
}
export const TARGET_RATIO: number;
export const FLOOR_MS: number;
export function inpOf(entries: EventEntry[], interactionCount?: number): number | null;
export function scrolledBeforePress(
  before: { x: number; y: number },
  presses: Press[],
  start: number,
): { from: string; to: string } | null;
export function slowestEntry(entries: EventEntry[]): {
  name: string;
  duration: number;
  inputDelay: number;
  processing: number;
  presentation: number;
} | null;
export function interactionRows(
  samples: InteractionSample[],
  targetRatio?: number,
): InteractionRow[];
export function formatInteractionTable(rows: InteractionRow[], targetRatio?: number): string[];
export function medianRunIndex(values: number[]): number;
export function formatLongFrames(
  frames: LongFrame[],
  options?: { start?: number; end?: number; limit?: number },
): string[];
