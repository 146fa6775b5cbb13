/**
 * The web-vitals report's closed schema and what it stores: route patterns instead of paths (never
 * a query string), device classes instead of widths, the server's own rating, cleaned targets, and
 * nothing at all for a report with an unknown field, metric or path, or a value out of range.
 */
import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { publicRoutes } from "@/content/routes";
import type { ReportedMetric, VitalsReport } from "@/lib/schemas/web-vitals-fields";
import { routePattern } from "@/lib/schemas/web-vitals-routes";
import { parseVitalsReport } from "@/lib/schemas/web-vitals.schema";

const root = path.resolve(import.meta.dirname, "../../..");

const metrics: ReportedMetric[] = [
  {
    name: "LCP",
    value: 2400,
    rating: "good",
    target: "main>section.hero>h1.text-5xl",
    label: "  Where AI\n  meets creativity ",
    section: " Where AI meets\tcreativity",
  },
  {
    name: "INP",
    value: 320,
    rating: "needs-improvement",
    target: "button#menu-toggle",
    interaction: "pointer",
  },
  { name: "CLS", value: 0.3, rating: "poor", target: "main>div.grid" },
  { name: "FCP", value: 900, rating: "good" },
  { name: "TTFB", value: 120.5, rating: "good" },
];

const report = (change: Partial<VitalsReport> = {}): VitalsReport => ({
  path: "/services/ai-automation",
  width: 390,
  connection: "4g",
  metrics,
  ...change,
});

describe("parseVitalsReport", () => {
  it("stores one row per metric under the route pattern, with its device, connection and target", () => {
    expect(parseVitalsReport(report())).toEqual([
      {
        route: "/services/[slug]",
        metric: "LCP",
        value: 2400,
        rating: "good",
        target: "main>section.hero>h1.text-5xl",
        target_label: "Where AI meets creativity",
        target_section: "Where AI meets creativity",
        interaction: null,
        device: "mobile",
        connection: "4g",
      },
      {
        route: "/services/[slug]",
        metric: "INP",
        value: 320,
        rating: "needs-improvement",
        target: "button#menu-toggle",
        target_label: null,
        target_section: null,
        interaction: "pointer",
        device: "mobile",
        connection: "4g",
      },
      {
        route: "/services/[slug]",
        metric: "CLS",
        value: 0.3,
        rating: "poor",
        target: "main>div.grid",
        target_label: null,
        target_section: null,
        interaction: null,
        device: "mobile",
        connection: "4g",
      },
      {
        route: "/services/[slug]",
        metric: "FCP",
        value: 900,
        rating: "good",
        target: null,
        target_label: null,
        target_section: null,
        interaction: null,
        device: "mobile",
        connection: "4g",
      },
      {
        route: "/services/[slug]",
        metric: "TTFB",
        value: 120.5,
        rating: "good",
        target: null,
        target_label: null,
        target_section: null,
        interaction: null,
        device: "mobile",
        connection: "4g",
      },
    ]);
  });

  it("counts a viewport of 768 px or more as desktop", () => {
    expect(parseVitalsReport(report({ width: 767 }))?.[0]?.device).toBe("mobile");
    expect(parseVitalsReport(report({ width: 768 }))?.[0]?.device).toBe("desktop");
  });

  it("rates each value itself, whatever rating the report claims", () => {
    const claimed = parseVitalsReport(
      report({
        metrics: [
          { name: "LCP", value: 4001, rating: "good" },
          { name: "INP", value: 200, rating: "poor" },
          { name: "CLS", value: 0.1, rating: "poor" },
          { name: "FCP", value: 1801, rating: "good" },
          { name: "TTFB", value: 1800, rating: "good" },
        ],
      }),
    );
    expect(claimed?.map(({ metric, rating }) => [metric, rating])).toEqual([
      ["LCP", "poor"],
      ["INP", "good"],
      ["CLS", "good"],
      ["FCP", "needs-improvement"],
      ["TTFB", "needs-improvement"],
    ]);
  });

  it("stores a target only for LCP, INP and CLS, and how the interaction was made only for INP", () => {
    const rows = parseVitalsReport(
      report({
        metrics: [
          { name: "FCP", value: 900, rating: "good", target: "main>h1" },
          { name: "LCP", value: 900, rating: "good", target: "img.hero", interaction: "keyboard" },
          { name: "INP", value: 40, rating: "good", interaction: "keyboard" },
        ],
      }),
    );
    expect(rows?.map(({ metric, target, interaction }) => [metric, target, interaction])).toEqual([
      ["FCP", null, null],
      ["LCP", "img.hero", null],
      ["INP", null, "keyboard"],
    ]);
  });

  it("keeps an element's words as one line of at most 80 characters, only beside its element", () => {
    const rows = parseVitalsReport(
      report({
        metrics: [
          { name: "LCP", value: 900, rating: "good", target: "h1", label: `${"Fast ".repeat(30)}` },
          { name: "INP", value: 40, rating: "good", label: "Send message" },
          {
            name: "CLS",
            value: 0.3,
            rating: "poor",
            target: "a",
            label: " \u202Eevil\u0000 link ",
          },
          { name: "FCP", value: 900, rating: "good", target: "h1", label: "First paint" },
        ],
      }),
    );
    const labels = rows?.map(({ target_label }) => target_label);
    expect(labels?.[0]).toHaveLength(80);
    expect(labels?.[0]).toMatch(/^Fast Fast .*…$/);
    expect(labels?.slice(1)).toEqual([null, "evil link", null]);
  });

  it.each([
    ["an e-mail address", "Write to jane@example.com"],
    ["a phone number", "Call +91 98765 43210"],
    ["nothing but spaces", " \n\t "],
    ["full-width digits", "Call \uFF19\uFF18\uFF17\uFF16\uFF15 \uFF14\uFF13\uFF12\uFF11\uFF10"],
    ["an address with spaces round the @", "jane @ example . com"],
    ["a full-width @", "jane\uFF20example"],
    [
      "a small-capitals address",
      "\u1D0A\u1D00\u0274\u1D07 at \u1D07x\u1D00\u1D0D\u1D18\u029F\u1D07.\u1D04\u1D0F\u1D0D",
    ],
    ["a web address", "Urgent: sign in again at kalpix-login.example/verify"],
    ["a link with its scheme", "Open https://attacker.example now"],
    ["a spaced domain", "Visit attacker . com for your refund"],
    ["mathematical letters", "\u{1D5E6}\u{1D5F6}\u{1D5F4}\u{1D5FB} in"],
    ["symbols a heading never holds", "Pay now \u{1F4B0}\u{1F4B0} \u2192 here"],
    ["an IP address and a path", "Reset your admin password at 45.9.1.2/reset now"],
    ["a domain with a space after its dot", "Urgent: staff login moved to kalpix-help. ru/login"],
    ["a bracketed dot", "Visit bit(.)ly/kx-urgent to verify your account"],
    ["a Cyrillic look-alike, spelled out", "Support: k\u0430lpix dot com slash reset"],
    ["Greek letters", "\u039A\u03B1\u03BB\u03C0\u03B9\u03BE support"],
  ])("keeps no words holding %s, in the element's words or its section's", (_case, label) => {
    const [row] = parseVitalsReport(
      report({
        metrics: [{ name: "LCP", value: 900, rating: "good", target: "a", label, section: label }],
      }),
    )!;
    expect(row!.target_label).toBeNull();
    expect(row!.target_section).toBeNull();
  });

  it.each([
    "Send Message",
    "Kalpix – AI Marketing & Social Media Agency",
    "What we do: 24/7 support (100% remote)",
    "Client Testimonials",
    "Priya’s “Growth” story!",
  ])("keeps words a page of the site holds: %s", (label) => {
    const [row] = parseVitalsReport(
      report({
        metrics: [{ name: "LCP", value: 900, rating: "good", target: "a", label, section: label }],
      }),
    )!;
    expect([row!.target_label, row!.target_section]).toEqual([label, label]);
  });

  it("keeps only a known connection type", () => {
    expect(parseVitalsReport(report({ connection: "3g" }))?.[0]?.connection).toBe("3g");
    expect(parseVitalsReport(report({ connection: "5g" }))?.[0]?.connection).toBeNull();
    expect(parseVitalsReport(report({ connection: undefined }))?.[0]?.connection).toBeNull();
  });

  it("drops the query string and the fragment: only the pattern is stored", () => {
    const rows = parseVitalsReport(
      report({ path: "/contact?email=jane@example.com&utm_source=mail#form" }),
    );
    expect(rows?.map(({ route }) => route)).toEqual(Array(5).fill("/contact"));
    expect(JSON.stringify(rows)).not.toMatch(/jane|example|utm|\?|#form/);
  });

  it.each([
    ["an unknown page", "/no-such-page"],
    ["an unknown article", "/blog/not-an-article"],
    ["the admin area", "/kalpix-admin"],
    ["a trailing slash", "/about/"],
    ["a full URL", "https://kalpix.in/about"],
    ["an encoded path", "/%61bout"],
  ])("stores nothing for %s", (_case, path) => {
    expect(parseVitalsReport(report({ path }))).toBeNull();
  });

  it.each([
    ["an LCP over ten minutes", { name: "LCP", value: 600_001, rating: "poor" }],
    ["a negative TTFB", { name: "TTFB", value: -1, rating: "good" }],
    ["a CLS over 100", { name: "CLS", value: 100.5, rating: "poor" }],
    ["a value as text", { name: "FCP", value: "900", rating: "good" }],
    ["a value too large for a double", { name: "FCP", value: 1e400, rating: "good" }],
    ["an unknown metric", { name: "FID", value: 10, rating: "good" }],
    ["an unknown rating", { name: "FCP", value: 10, rating: "great" }],
    ["a metric with an identifier", { name: "FCP", value: 10, rating: "good", id: "v5-1-2" }],
    ["an unknown interaction", { name: "INP", value: 10, rating: "good", interaction: "touch" }],
    [
      "a target over 1000 characters",
      { name: "LCP", value: 10, rating: "good", target: "a".repeat(1001) },
    ],
    [
      "words over 1000 characters",
      { name: "LCP", value: 10, rating: "good", label: "a".repeat(1001) },
    ],
    ["words that are not text", { name: "LCP", value: 10, rating: "good", label: 42 }],
  ])("stores nothing for a report with %s", (_case, metric) => {
    const hostile = { ...report(), metrics: [metrics[0], metric] };
    expect(parseVitalsReport(hostile)).toBeNull();
    expect(parseVitalsReport(JSON.parse(JSON.stringify(hostile)))).toBeNull();
  });

  it.each([
    ["an unknown field", { ...report(), visitor: "abc123" }],
    ["a cookie", { ...report(), cookie: "sid=1" }],
    ["no metrics", report({ metrics: [] })],
    ["six metrics", report({ metrics: [...metrics, metrics[0]!] })],
    ["the same metric twice", report({ metrics: [metrics[0]!, metrics[0]!] })],
    ["a fractional width", report({ width: 390.5 })],
    ["a negative width", report({ width: -1 })],
    ["no path", { ...report(), path: undefined }],
    ["a path over 2048 characters", report({ path: `/about?${"q".repeat(2048)}` })],
    ["a connection over 32 characters", report({ connection: "4".repeat(33) })],
    ["an array", [report()]],
    ["a string", JSON.stringify(report())],
    ["null", null],
  ])("stores nothing for %s", (_case, input) => {
    expect(parseVitalsReport(input)).toBeNull();
  });
});

describe("routePattern", () => {
  it("gives every public page the route of the page file that renders it", () => {
    for (const { path: page } of publicRoutes) {
      const pattern = routePattern(page);
      expect(pattern, page).not.toBeNull();
      const file = path.join(root, "app/(site)", pattern!, "page.tsx");
      expect(existsSync(file), `${page} → ${pattern}`).toBe(true);
    }
  });

  it("names each article, service, project and market page by its dynamic route", () => {
    const patterns = new Set(publicRoutes.map(({ path: page }) => routePattern(page)));
    expect([...patterns].filter((pattern) => pattern?.includes("["))).toEqual([
      "/services/[slug]",
      "/portfolio/[slug]",
      "/blog/[slug]",
      "/locations/[slug]",
    ]);
    // The Delhi office has a page of its own.
    expect(routePattern("/locations/delhi")).toBe("/locations/delhi");
    expect(routePattern("/")).toBe("/");
  });
});
