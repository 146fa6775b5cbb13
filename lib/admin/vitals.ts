import { rate, RATING_THRESHOLDS, type RATINGS } from "@/lib/schemas/web-vitals-fields";

export const VITAL_METRICS = ["LCP", "INP", "CLS"] as const;
export type VitalMetric = (typeof VITAL_METRICS)[number];

export const VITAL_DEVICES = ["mobile", "desktop"] as const;
export type VitalDevice = (typeof VITAL_DEVICES)[number];

export type VitalRating = (typeof RATINGS)[number];

// The collection's own thresholds, so a figure here and a stored rating never disagree.
const thresholds = (metric: VitalMetric) => {
  const [good, poor] = RATING_THRESHOLDS[metric];
  return { good, poor };
};

export const VITAL_THRESHOLDS: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: thresholds("LCP"),
  INP: thresholds("INP"),
  CLS: thresholds("CLS"),
};

export const VITAL_NAMES: Record<VitalMetric, string> = {
  LCP: "Largest Contentful Paint",
  INP: "Interaction to Next Paint",
  CLS: "Cumulative Layout Shift",
};

export const VITAL_MEANINGS: Record<VitalMetric, string> = {
  LCP: "how long until the main content shows",
  INP: "how long the page takes to respond to a tap, click or key",
  CLS: "how much the layout jumps while it loads",
};

export const DEVICE_LABELS: Record<VitalDevice, string> = {
  mobile: "Phones",
  desktop: "Desktops",
};

export const RATING_LABELS: Record<VitalRating, string> = {
  good: "Good",
  "needs-improvement": "Needs improvement",
  poor: "Poor",
};

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  return rate(metric, value);
}

// Rounded up, so a shown figure never looks better than its rating (2500.4 ms is 2.51 s, not 2.50).
const roundUp = (value: number, step: number) => Math.ceil(value / step - 1e-9) * step;

export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === "LCP") return `${(roundUp(value, 10) / 1000).toFixed(2)} s`;
  if (metric === "INP") return `${roundUp(value, 1).toLocaleString("en")} ms`;
  return (roundUp(value * 1000, 1) / 1000).toFixed(3);
}

export function describeThresholds(metric: VitalMetric): string {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  return `good up to ${formatVital(metric, good)}, poor above ${formatVital(metric, poor)}`;
}

export function formatSamples(samples: number): string {
  return `${samples.toLocaleString("en")} ${samples === 1 ? "sample" : "samples"}`;
}

// Below this, one slow visit more or less moves a p75 a long way.
export const FEW_SAMPLES = 50;

/** A rating, or none yet: no figure is called good or poor on fewer samples than it needs. */
export type VitalVerdict = VitalRating | "too-few";

export const VERDICT_LABELS: Record<VitalVerdict, string> = {
  ...RATING_LABELS,
  "too-few": "Not enough visits yet",
};

export function vitalVerdict(
  metric: VitalMetric,
  { p75, samples }: { p75: number; samples: number },
): VitalVerdict {
  return samples < FEW_SAMPLES ? "too-few" : rateVital(metric, p75);
}
