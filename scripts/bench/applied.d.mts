import type { CriticalPath } from "./critical-path.mjs";

export const FIRST_PAINT_GOALS: { fcpRatio: number; lcpMs: number };
export interface Paints {
  fcp: number;
  lcp: number;
  /** Not part of the goal: printed so that a first-paint gain bought with blocking time shows. */
  tbt?: number;
}
export interface MeasuredPage {
  paints: Paints;
  bytes?: CriticalPath;
}
export interface FirstPaintRow extends Paints {
  page: string;
  fcpRatio: number;
  lcpRatio: number;
  bytes?: CriticalPath;
  ok: boolean;
}
export function paintMedians(runs: Paints[]): Paints;
export function firstPaintRows(
  bare: MeasuredPage,
  routes: (MeasuredPage & { route: string })[],
  goals?: { fcpRatio: number; lcpMs: number },
): FirstPaintRow[];
export function formatFirstPaint(rows: FirstPaintRow[]): string[];
