export const KiB: number;
/** Medians per figure; times in ms, sizes in bytes. */
export type Figures = Record<string, number>;
export interface RouteSummary {
  route: string;
  m: Figures;
  twin?: Figures;
}
export interface Summary {
  bare: Figures;
  bareTwin?: Figures;
  routes: RouteSummary[];
}
export interface Target {
  id: string;
  label: string;
  needsTwin?: boolean;
  limit?: number;
  worst?: "min" | "max";
  value: (row: RouteSummary, summary: Summary) => number;
  ok?: (value: number) => boolean;
  format: (value: number) => string;
}
export interface TargetResult {
  target: Target;
  checked: { route: string; value: number; ok: boolean }[];
  skipped?: string;
}
export interface TableRow {
  page: string;
  m: Figures;
  tbtRatio?: number;
  lcpTwinRatio?: number;
  twinBareRatio?: number;
}
export const TARGETS: Target[];
export function median(values: number[]): number;
export function figures(lhr: unknown): Figures;
export function medians(runFigures: Figures[]): Figures;
export function checkTargets(summary: Summary): TargetResult[];
export function tableRows(summary: Summary): TableRow[];
export function formatTable(rows: TableRow[]): string[];
export function formatColumns<Row>(
  columns: [heading: string, cell: (row: Row, index: number) => string][],
  rows: Row[],
): string[];
export function formatTargets(results: TargetResult[]): string[];
export function diagnose(lhr: unknown): string[];
