// What a slow figure is about, read from the metric's own performance entries (web-vitals'
// standard build; its attribution build alone is over the reporter's 3 KB budget).

import type { ReportedMetric } from "@/lib/schemas/web-vitals-fields";

type Metric = { name: string; entries: readonly PerformanceEntry[] };
type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  sources?: readonly { node?: Node | null }[];
};

/** `tag#id` or `tag.class.class`: enough to find the element, nothing a visitor typed. */
export function describeElement(node: Node | null | undefined): string | undefined {
  if (!node || node.nodeType !== 1) return undefined;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (element.id) return `${tag}#${element.id}`.slice(0, 120);
  const classes = [...element.classList].slice(0, 2).join(".");
  return (classes ? `${tag}.${classes}` : tag).slice(0, 120);
}

/** The element or interaction behind LCP, INP and CLS; nothing for the others. */
export function attributionOf(metric: Metric): Pick<ReportedMetric, "target" | "interaction"> {
  const last = metric.entries.at(-1);
  if (metric.name === "LCP")
    return { target: describeElement((last as { element?: Element | null } | undefined)?.element) };
  if (metric.name === "INP") {
    const event = last as (PerformanceEntry & { target?: Node | null }) | undefined;
    if (!event) return {};
    return {
      target: describeElement(event.target),
      interaction: event.name.startsWith("key") ? "keyboard" : "pointer",
    };
  }
  if (metric.name === "CLS") {
    const shifts = metric.entries as readonly LayoutShiftEntry[];
    const largest = shifts.reduce<LayoutShiftEntry | undefined>(
      (big, shift) => (!big || shift.value > big.value ? shift : big),
      undefined,
    );
    return { target: describeElement(largest?.sources?.find((source) => source.node)?.node) };
  }
  return {};
}
