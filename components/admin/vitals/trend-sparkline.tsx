import type { VitalDevice, VitalMetric } from "@/lib/admin/vitals";
import type { TrendDay } from "@/lib/admin/vitals-report";
import { describeTrend, sparklineGeometry } from "@/lib/admin/vitals-sparkline";

export function TrendSparkline({
  series,
  metric,
  device,
}: {
  series: TrendDay[];
  metric: VitalMetric;
  device: VitalDevice;
}) {
  const line = sparklineGeometry(series, metric);
  return (
    <svg
      role="img"
      aria-label={describeTrend(series, metric, device)}
      viewBox={`0 0 ${line.width} ${line.height}`}
      preserveAspectRatio="none"
      className="h-12 w-full overflow-visible"
    >
      <ThresholdLine y={line.goodY} width={line.width} className="stroke-emerald-300/60" />
      <ThresholdLine y={line.poorY} width={line.width} className="stroke-red-300/60" />
      {line.paths.map((d) => (
        <path
          key={d}
          d={d}
          fill="none"
          className="stroke-brand"
          strokeWidth={2}
          strokeLinejoin="round"
          strokeLinecap="round"
          vectorEffect="non-scaling-stroke"
        />
      ))}
      {line.dots.map(({ x, y }) => (
        <circle key={`${x} ${y}`} cx={x} cy={y} r={2.5} className="fill-brand" />
      ))}
    </svg>
  );
}

function ThresholdLine({
  y,
  width,
  className,
}: {
  y: number | null;
  width: number;
  className: string;
}) {
  if (y === null) return null;
  return (
    <line
      x1={0}
      x2={width}
      y1={y}
      y2={y}
      className={className}
      strokeDasharray="4 4"
      vectorEffect="non-scaling-stroke"
    />
  );
}
