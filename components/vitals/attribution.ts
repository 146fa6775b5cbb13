// What a slow figure is about, read from the metric's own performance entries (web-vitals'
// standard build; its attribution build alone is over the reporter's 3 KB budget).

import type { ReportedMetric } from "@/lib/schemas/web-vitals-fields";

type Metric = { name: string; entries: readonly PerformanceEntry[] };
type LayoutShiftEntry = PerformanceEntry & {
  value: number;
  sources?: readonly { node?: Node | null }[];
};
type Attribution = Pick<ReportedMetric, "target" | "label" | "section" | "interaction">;

// A field is its own control, or its label's.
const CONTROL = "a,button,label";

/** `tag#id` or `tag.class.class`: enough to find the element, nothing a visitor typed. */
export function describeElement(element: Element): string {
  const tag = element.tagName.toLowerCase();
  const classes = [...element.classList].slice(0, 2).join(".");
  // The server keeps 120 characters of it.
  return element.id ? `${tag}#${element.id}` : classes ? `${tag}.${classes}` : tag;
}

/**
 * The words a person knows the element by: its alt text, its label, or the text of a heading,
 * link or button. Never a field's value nor running text (a published review is a visitor's).
 * The server collapses the spaces and shortens it.
 */
export function nameElement(element: Element): string | undefined {
  if (element.closest("[contenteditable],[aria-live],[role=status],[role=alert]")) return;
  const words =
    element.ariaLabel ||
    (element as HTMLImageElement).alt ||
    (/^(H\d|A|BUTTON|LABEL)$/.test(element.tagName)
      ? element.textContent
      : (element as HTMLInputElement).labels?.[0]?.textContent);
  return words?.slice(0, 200);
}

/** An icon is seen as its button or link, else as the whole icon; a tap lands on its control. */
function attribute(node: Node | null | undefined, tapped?: boolean): Attribution {
  if (node?.nodeType !== 1) return {};
  let element = node as Element;
  const icon = element.closest("svg");
  element = ((tapped || icon) && element.closest(CONTROL)) || icon || element;
  return {
    target: describeElement(element),
    label: nameElement(element),
    // Where it is, for an element without words of its own: its section's heading.
    section: element.closest("section,main")?.querySelector("h1,h2")?.textContent?.slice(0, 200),
  };
}

/** The element or interaction behind LCP, INP and CLS; nothing for the others. */
export function attributionOf(metric: Metric): Attribution {
  const last = metric.entries.at(-1);
  if (metric.name === "LCP")
    return attribute((last as { element?: Element | null } | undefined)?.element);
  if (metric.name === "INP") {
    const event = last as (PerformanceEntry & { target?: Node | null }) | undefined;
    if (!event) return {};
    return {
      ...attribute(event.target, true),
      interaction: event.name.startsWith("key") ? "keyboard" : "pointer",
    };
  }
  if (metric.name === "CLS") {
    const shifts = metric.entries as readonly LayoutShiftEntry[];
    const largest = shifts.reduce<LayoutShiftEntry | undefined>(
      (big, shift) => (!big || shift.value > big.value ? shift : big),
      undefined,
    );
    return attribute(largest?.sources?.find((source) => source.node)?.node);
  }
  return {};
}
