import {
  DEVICE_LABELS,
  formatVital,
  VITAL_THRESHOLDS,
  type VitalDevice,
  type VitalMetric,
} from "./vitals";
import { formatVitalDay, type TrendDay } from "./vitals-report";

type SparklineGeometry = {
  width: number;
  height: number;
  paths: string[];
  dots: Array<{ x: number; y: number }>;
  goodY: number | null;
  poorY: number | null;
};

const round = (n: number) => Math.round(n * 10) / 10;

export function sparklineGeometry(
  series: TrendDay[],
  metric: VitalMetric,
  { width = 240, height = 48, pad = 4 } = {},
): SparklineGeometry {
  const { good, poor } = VITAL_THRESHOLDS[metric];
  const values = series.flatMap((d) => (d.figure ? [d.figure.p75] : []));
  // The scale always reaches the "good" line, so a flat good trend does not look alarming.
  const top = Math.max(good, ...values) * 1.1;
  const x = (i: number) =>
    round(series.length === 1 ? width / 2 : pad + (i * (width - 2 * pad)) / (series.length - 1));
  const y = (value: number) => round(height - pad - (value / top) * (height - 2 * pad));

  // Days without a measurement break the line instead of being drawn as zero.
  const paths: string[] = [];
  const dots: SparklineGeometry["dots"] = [];
  let run: Array<[number, number]> = [];
  const close = () => {
    if (run.length === 1) dots.push({ x: run[0]![0], y: run[0]![1] });
    else if (run.length > 1)
      paths.push(run.map(([px, py], i) => `${i ? "L" : "M"}${px} ${py}`).join(" "));
    run = [];
  };
  series.forEach((day, i) => {
    if (day.figure) run.push([x(i), y(day.figure.p75)]);
    else close();
  });
  close();

  return {
    width,
    height,
    paths,
    dots,
    goodY: y(good),
    poorY: poor <= top ? y(poor) : null,
  };
}

export function describeTrend(
  series: TrendDay[],
  metric: VitalMetric,
  device: VitalDevice,
): string {
  const where = `${metric} on ${DEVICE_LABELS[device].toLowerCase()}`;
  const measured = series.filter(
    (d): d is { day: string; figure: NonNullable<TrendDay["figure"]> } => Boolean(d.figure),
  );
  const span =
    series.length > 0
      ? `${formatVitalDay(series[0]!.day)} to ${formatVitalDay(series.at(-1)!.day)}`
      : "no days";
  if (measured.length === 0) return `${where}: nothing measured from ${span}.`;
  const show = (d: (typeof measured)[number]) =>
    `${formatVital(metric, d.figure.p75)} on ${formatVitalDay(d.day)}`;
  const byValue = [...measured].sort((a, b) => a.figure.p75 - b.figure.p75);
  return [
    `${where}, p75 per day from ${span}, ${measured.length} of ${series.length} days measured`,
    `first ${show(measured[0]!)}, last ${show(measured.at(-1)!)}`,
    `best ${show(byValue[0]!)}, worst ${show(byValue.at(-1)!)}.`,
  ].join("; ");
}
