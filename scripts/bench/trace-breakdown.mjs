// Where a page's main-thread time goes, from the Chrome trace Lighthouse recorded (`--details`).
// Times in the trace are the machine's own (unthrottled); Lighthouse's simulation multiplies CPU
// time by its slowdown (4 on the mobile preset), so a task becomes "long" (over 50 ms) in the
// report once it takes 50 / 4 = 12.5 ms here.
import { MainThreadTasks } from "lighthouse/core/computed/main-thread-tasks.js";

const GROUP_SHORT = {
  parseHTML: "parse",
  styleLayout: "style/layout",
  paintCompositeRender: "paint",
  scriptParseCompile: "compile",
  scriptEvaluation: "script",
  garbageCollection: "gc",
  other: "other",
};

function shortUrl(url) {
  if (!url) return "";
  try {
    const { pathname, search } = new URL(url);
    return `${pathname.replace(/^\/_next\/static\/chunks\//, "chunks/")}${search}`;
  } catch {
    return url;
  }
}

/** Which function a FunctionCall ran: its name (or "anonymous"), file and line, e.g. "start@/services:3". */
function functionLabel({ functionName, url, lineNumber }) {
  return `${functionName || "anonymous"}@${shortUrl(url) || "?"}:${(lineNumber ?? -1) + 1}`;
}

/** Self time of every task below `task`, summed by group and by trace event name. */
function collect(task, byGroup, byEvent) {
  byGroup[task.group.id] = (byGroup[task.group.id] ?? 0) + task.selfTime;
  // A top-level RunTask's own time is what Chrome did not label (the issue's "unattributed").
  const name =
    task.event.name === "RunTask"
      ? "RunTask (unlabelled)"
      : task.event.name === "FunctionCall" && task.event.args?.data
        ? `FunctionCall ${functionLabel(task.event.args.data)}`
        : task.event.name;
  byEvent[name] = (byEvent[name] ?? 0) + task.selfTime;
  for (const child of task.children) collect(child, byGroup, byEvent);
}

/**
 * The top-level main-thread tasks of one page load that Lighthouse's simulation counts as long
 * (observed >= `minMs`), each with its start, duration, self time by group, its heaviest trace
 * events and the scripts it ran; plus the whole load's time by group.
 */
export async function traceBreakdown(trace, { minMs = 12.5 } = {}) {
  const tasks = await MainThreadTasks.request(trace, { computedCache: new Map() });
  const topLevel = tasks.filter((task) => !task.parent && !task.unbounded);
  const total = {};
  const totalByEvent = {};
  for (const task of topLevel) collect(task, total, totalByEvent);
  const long = topLevel
    .filter((task) => task.duration >= minMs)
    .map((task) => {
      const byGroup = {};
      const byEvent = {};
      collect(task, byGroup, byEvent);
      return {
        startMs: task.startTime,
        durationMs: task.duration,
        byGroup,
        events: Object.entries(byEvent)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4),
        urls: [...new Set(task.attributableURLs)].map(shortUrl).filter(Boolean),
      };
    });
  const events = Object.entries(totalByEvent)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8);
  return { long, total, events, scriptRuns: firstScriptRuns(trace) };
}

/**
 * When each external script first ran, in ms after navigation start. Lighthouse's simulation puts
 * a script (its download and its evaluation) on the LCP path when it ran before the observed LCP,
 * so this is the list that explains a route's LCP against its twin's.
 */
function firstScriptRuns(trace) {
  const events = trace.traceEvents;
  const navigation = events
    .filter(
      (e) =>
        e.name === "navigationStart" &&
        e.args?.data?.isLoadingMainFrame &&
        /^https?:/.test(e.args.data.documentLoaderURL ?? ""),
    )
    .at(-1);
  if (!navigation) return [];
  const first = new Map();
  for (const e of events) {
    const url = e.name === "EvaluateScript" ? e.args?.data?.url : undefined;
    if (!url || !/^https?:/.test(url) || e.ts < navigation.ts) continue;
    const at = (e.ts - navigation.ts) / 1000;
    if (!first.has(url) || first.get(url) > at) first.set(url, at);
  }
  return [...first]
    .map(([url, atMs]) => ({ url: shortUrl(url), atMs }))
    .sort((a, b) => a.atMs - b.atMs);
}

const ms = (v) => `${Math.round(v)}`;

/** Lines for the report: one per long task, then the totals. */
export function formatBreakdown(
  { long, total, events, scriptRuns = [] },
  { slowdown = 4, lcpMs, fcpMs } = {},
) {
  const lines = [];
  if (lcpMs !== undefined && scriptRuns.length) {
    const before = scriptRuns.filter((s) => s.atMs < lcpMs);
    lines.push(
      before.length
        ? `scripts that ran before the observed LCP (${ms(lcpMs)} ms), so on the simulated LCP path: ${before.length} of ${scriptRuns.length}, first at ${ms(before[0].atMs)} ms`
        : `no script ran before the observed LCP (${ms(lcpMs)} ms); the first ran at ${ms(scriptRuns[0].atMs)} ms`,
    );
  }
  const mark = (start) => {
    if (lcpMs !== undefined && start < lcpMs) return "before LCP";
    if (fcpMs !== undefined && start < fcpMs) return "before FCP";
    return "after LCP";
  };
  if (!long.length) lines.push("no long task");
  for (const task of long) {
    const groups = Object.entries(task.byGroup)
      .filter(([, v]) => v >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([id, v]) => `${GROUP_SHORT[id] ?? id} ${ms(v)}`)
      .join(", ");
    const events = task.events.map(([name, v]) => `${name} ${ms(v)}`).join(", ");
    const urls = task.urls.length ? `; scripts: ${task.urls.slice(-3).join(" ")}` : "; no script";
    lines.push(
      `long task at ${ms(task.startMs)} ms (${mark(task.startMs)}): ${ms(task.durationMs)} ms here${slowdown === 1 ? "" : `, ~${ms(task.durationMs * slowdown)} ms simulated`} = ${groups} [${events}]${urls}`,
    );
  }
  const sum = Object.values(total).reduce((a, b) => a + b, 0);
  lines.push(
    `main thread in all: ${ms(sum)} ms here = ${Object.entries(total)
      .sort((a, b) => b[1] - a[1])
      .filter(([, v]) => v >= 1)
      .map(([id, v]) => `${GROUP_SHORT[id] ?? id} ${ms(v)}`)
      .join(", ")}`,
  );
  lines.push(
    `heaviest trace events in all: ${events.map(([name, v]) => `${name} ${ms(v)}`).join(", ")}`,
  );
  return lines;
}
