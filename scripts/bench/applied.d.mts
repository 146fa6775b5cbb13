import type { CriticalPath } from "./critical-path.mjs";

export interface PhoneGoals {
  tbtRatio: number;
  performance: number;
  fcpRatio: number;
  lcpMs: number;
}
export const PHONE_GOALS: PhoneGoals;
export interface Paints {
  fcp: number;
  lcp: number;
  tbt: number;
  performance: number;
}
export interface MeasuredPage {
  paints: Paints;
  bytes?: CriticalPath;
}
export interface FirstPaintRow extends Paints {
  page: string;
  fcpRatio: number;
  lcpRatio: number;
  tbtRatio: number;
  bytes?: CriticalPath;
  misses: string[];
  ok: boolean;
}
export function paintMedians(runs: Paints[]): Paints;
export function firstPaintRows(
  bare: MeasuredPage,
  routes: (MeasuredPage & { route: string })[],
  goals?: PhoneGoals,
): FirstPaintRow[];
export function formatFirstPaint(rows: FirstPaintRow[]): string[];
export function describeGoals(goals?: PhoneGoals): string;
