export interface ScriptRun {
  url: string;
  atMs: number;
}
export interface Breakdown {
  long: unknown[];
  total: Record<string, number>;
  events: [string, number][];
  scriptRuns?: ScriptRun[];
}
export function traceBreakdown(trace: unknown, options?: { minMs?: number }): Promise<Breakdown>;
export function formatBreakdown(
  breakdown: Breakdown,
  marks?: { slowdown?: number; lcpMs?: number; fcpMs?: number },
): string[];
