/**
 * The Speed page's parts as the server renders them (the whole page works without JavaScript):
 * ratings in words as well as colour, sample counts beside every figure, tables with headers,
 * the trend's text alternative, and the empty state.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import type { WebVitalsReport } from "@/lib/admin/vitals-report";
import { PoorTargetsTable } from "@/components/admin/vitals/poor-targets";
import { RatingBadge } from "@/components/admin/vitals/rating-badge";
import { RouteTable } from "@/components/admin/vitals/route-table";
import { SpeedReport } from "@/components/admin/vitals/speed-report";
import { SpeedReportLoading } from "@/components/admin/vitals/speed-report-loading";
import { VitalValue } from "@/components/admin/vitals/vital-value";
import { WindowLinks } from "@/components/admin/vitals/window-links";

const html = (element: Parameters<typeof renderToStaticMarkup>[0]) => renderToStaticMarkup(element);
// Block ends become spaces; inline tags vanish.
const text = (markup: string) =>
  markup
    .replace(/<\/(dt|dd|div|td|th|li|p|h\d|caption|summary)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const report: WebVitalsReport = {
  days: 28,
  since: "2026-11-01",
  site: [
    { metric: "LCP", device: "mobile", p75: 4200, samples: 900 },
    { metric: "LCP", device: "desktop", p75: 1900, samples: 400 },
    { metric: "INP", device: "mobile", p75: 260, samples: 600 },
    { metric: "CLS", device: "mobile", p75: 0.04, samples: 880 },
  ],
  routes: [
    { route: "/services/[slug]", metric: "LCP", device: "mobile", p75: 4200, samples: 700 },
    { route: "/", metric: "LCP", device: "mobile", p75: 2100, samples: 200 },
    { route: "/", metric: "INP", device: "mobile", p75: 120, samples: 20 },
    { route: "/blog", metric: "LCP", device: "desktop", p75: 1900, samples: 400 },
  ],
  trend: [
    { day: "2026-11-27", metric: "LCP", device: "mobile", p75: 4000, samples: 30 },
    { day: "2026-11-28", metric: "LCP", device: "mobile", p75: 4300, samples: 31 },
  ],
  targets: [
    {
      route: "/services/[slug]",
      metric: "LCP",
      target: "img.hero",
      label: "Our studio at night",
      section: "Our work",
      samples: 120,
      poor: 180,
    },
    {
      route: "/services/[slug]",
      metric: "LCP",
      target: "p.lead",
      label: null,
      section: "AI automation",
      samples: 20,
      poor: 180,
    },
  ],
};

describe("a verdict", () => {
  it.each([
    ["good", "Good"],
    ["needs-improvement", "Needs improvement"],
    ["poor", "Poor"],
    ["too-few", "Not enough visits yet"],
  ] as const)("%s is a word and an icon, not colour alone", (verdict, word) => {
    const markup = html(createElement(RatingBadge, { verdict }));
    expect(text(markup).trim()).toBe(word);
    expect(markup).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it("differs by icon as well as colour", () => {
    const icons = (["good", "needs-improvement", "poor", "too-few"] as const).map(
      (verdict) => html(createElement(RatingBadge, { verdict })).match(/<svg.*<\/svg>/)![0],
    );
    expect(new Set(icons).size).toBe(4);
  });
});

describe("a figure", () => {
  it("shows the p75, its rating and its samples", () => {
    expect(
      text(html(createElement(VitalValue, { metric: "CLS", figure: { p75: 0.3, samples: 50 } }))),
    ).toBe("0.300 Poor 50 samples");
  });

  it("gives no rating, nor a rating's colour, on fewer samples than a rating needs", () => {
    const markup = html(
      createElement(VitalValue, { metric: "INP", figure: { p75: 900, samples: 49 } }),
    );
    expect(text(markup)).toBe("900 ms Not enough visits yet 49 samples; a rating needs 50");
    expect(markup).not.toMatch(/red|amber|emerald/);
  });

  it("says when nothing was measured", () => {
    expect(text(html(createElement(VitalValue, { metric: "LCP", figure: null })))).toBe(
      "Not measured",
    );
  });
});

describe("the per-route table", () => {
  it("has a labelled region, a caption and column headers, one row per route", () => {
    const markup = html(
      createElement(RouteTable, {
        device: "mobile",
        rows: [
          {
            route: "/services/[slug]",
            views: 700,
            figures: { LCP: { p75: 4200, samples: 700 }, INP: null, CLS: null },
          },
        ],
      }),
    );
    expect(markup).toContain('aria-label="p75 per route on phones"');
    expect(markup).toContain("<caption");
    expect(markup.match(/<th scope="col"/g)).toHaveLength(4);
    expect(text(markup)).toContain("/services/[slug] 4.20 s Poor 700 samples Not measured");
  });

  it("says when a device has no visits", () => {
    expect(text(html(createElement(RouteTable, { device: "desktop", rows: [] })))).toContain(
      "No visits from desktops in this period.",
    );
  });
});

describe("the poor values' elements", () => {
  it("lists each element as a person sees it, with its count, as text", () => {
    const markup = html(
      createElement(PoorTargetsTable, {
        groups: [
          {
            route: "/services/[slug]",
            metric: "LCP",
            poor: 180,
            targets: [
              { kind: "The heading", words: "<h1>Fast</h1>", place: null, samples: 120 },
              { kind: "A block of text", words: null, place: "Pricing", samples: 20 },
              { kind: "An icon", words: null, place: null, samples: 3 },
            ],
          },
        ],
      }),
    );
    expect(text(markup)).toContain(
      "/services/[slug] LCP 180 samples The heading “&lt;h1&gt;Fast&lt;/h1&gt;” (120) A block of text in “Pricing” (20) An icon (3)",
    );
    expect(markup).not.toContain("<h1>");
  });

  it("says when no poor value named an element", () => {
    expect(text(html(createElement(PoorTargetsTable, { groups: [] })))).toContain(
      "No poor value with a recorded element in this period.",
    );
  });
});

describe("the report", () => {
  it("shows the whole site, each device's routes, the poor values' elements and the trend", () => {
    const markup = html(createElement(SpeedReport, { report }));
    const page = text(markup);
    expect(page).toContain("The whole site");
    expect(page).toMatch(/LCP · Largest Contentful Paint .* Phones 4\.20 s Poor 900 samples/);
    expect(page).toContain("Desktops 1.90 s Good 400 samples");
    expect(page).toContain("Phones 260 ms Needs improvement 600 samples");
    expect(markup).toContain('aria-label="p75 per route on phones"');
    expect(markup).toContain('aria-label="p75 per route on desktops"');
    expect(page).toContain(
      "The image “Our studio at night” (120) A block of text in “AI automation” (20)",
    );
    expect(page).not.toContain("img.hero");
    expect(markup).toMatch(
      /<svg role="img" aria-label="LCP on phones, p75 per day from 1 Nov to 28 Nov, 2 of 28 days measured; first 4\.00 s on 27 Nov, last 4\.30 s on 28 Nov;/,
    );
    // Every day's figure is there as a table too, in a disclosure that needs no script.
    expect(markup).toMatch(/<details[^>]*><summary[^>]*>Every day&#x27;s LCP<\/summary>/);
    expect(page).toContain("28 Nov 4.30 s (31 samples) –");
    expect(markup).not.toContain("<script");
  });

  it("says there is not enough history while one day has measurements", () => {
    const oneDay = { ...report, trend: report.trend.slice(-1) };
    const markup = html(createElement(SpeedReport, { report: oneDay }));
    expect(text(markup)).toContain(
      "Not enough history yet Visits were measured on one day so far, 28 Nov.",
    );
    expect(markup).not.toContain('<svg role="img"');
  });

  it("draws no line for a device measured on one day of several", () => {
    const markup = html(
      createElement(SpeedReport, {
        report: {
          ...report,
          trend: [
            ...report.trend,
            { day: "2026-11-28", metric: "LCP", device: "desktop", p75: 1900, samples: 3 },
          ],
        },
      }),
    );
    expect(text(markup)).toContain("Not enough history yet: one day measured");
    expect(markup).toContain('aria-label="LCP on phones, p75 per day');
    expect(markup).not.toContain('aria-label="LCP on desktops, p75 per day');
  });

  it("says so when nothing was measured in the period", () => {
    const page = text(
      html(
        createElement(SpeedReport, {
          report: { ...report, days: 7, site: [], routes: [], trend: [], targets: [] },
        }),
      ),
    );
    expect(page).toContain("No visits measured in the last 7 days yet.");
    expect(page).not.toContain("The whole site");
  });
});

describe("the period links", () => {
  it("are plain links with the current one marked", () => {
    const markup = html(createElement(WindowLinks, { basePath: "/kalpix-admin/speed", days: 7 }));
    expect(markup).toContain('aria-label="Period"');
    expect(markup).toMatch(
      /<a[^>]*aria-current="page"[^>]*href="\/kalpix-admin\/speed\?days=7"|<a[^>]*href="\/kalpix-admin\/speed\?days=7"[^>]*aria-current="page"/,
    );
    expect(markup.match(/aria-current/g)).toHaveLength(1);
    expect(text(markup)).toBe("Last 7 daysLast 28 daysLast 90 days");
  });
});

describe("the loading state", () => {
  it("is a busy region with a spoken status, and shapes hidden from assistive technology", () => {
    const markup = html(createElement(SpeedReportLoading));
    expect(markup).toMatch(/^<div aria-busy="true"/);
    expect(markup).toMatch(/<p role="status"[^>]*>.*Loading the speed report…<\/p>/);
    expect(markup).toContain('<div aria-hidden="true"');
  });
});
