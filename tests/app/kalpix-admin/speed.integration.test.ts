/**
 * The Speed page against a fresh embedded backend: admin_web_vitals_report() over a seeded set
 * whose p75s are known exactly (percentile_disc: the smallest value that 3 in 4 samples reach or
 * beat), its window, targets and trend; who it refuses; and the page as the server renders it for
 * each kind of caller. Only Next's request APIs are replaced: `cookies()` and `headers()`.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { rateVital, VITAL_METRICS, type VitalMetric } from "@/lib/admin/vitals";
import type { WebVitalsReport } from "@/lib/admin/vitals-report";
import { SECOND_FACTOR_LOGIN, securityPath } from "@/lib/auth/second-factor-paths";

import {
  adminOwingCodeCookies,
  client,
  embeddedTarget,
  sessionCookies,
  signedInClient,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../../support/local-supabase";

const request = vi.hoisted(() => ({ jar: new Map<string, string>() as Map<string, string> }));
vi.mock("next/headers", async () =>
  (await import("../../support/next-headers")).nextHeadersWithJar(request),
);
// React's cache() memoises per request in Next; in a test every call is its own request.
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { default: SpeedPage } = await import("@/app/kalpix-admin/speed/page");

const PASSWORD = "a-long-password-1";
const VISITOR = "speed-visitor@example.com";
const REFUSED = "Only admins can read the speed report.";
const ENV = [
  "NEXT_PUBLIC_SUPABASE_URL",
  "NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY",
  "SUPABASE_SECRET_KEY",
];
const savedEnv = Object.fromEntries(ENV.map((name) => [name, process.env[name]]));

let local: LocalSupabase;
let target: Target;
let adminJar: Map<string, string>;
let userJar: Map<string, string>;
/** The database's today: the report's window is counted in its dates. */
let today: string;

const daysAgo = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

type Seed = {
  route: string;
  metric: VitalMetric | "FCP";
  device?: "mobile" | "desktop";
  ago?: number;
  values: number[];
  /** One target for every value, or one per value. */
  targets?: Array<string | null> | string | null;
  /** The words recorded with each target, by target. */
  labels?: Record<string, string>;
};

/** Rows as the collection route stores them, with the service key; the rating by the thresholds. */
async function seed(seeds: Seed[]) {
  const rows = seeds.flatMap(
    ({ route, metric, device = "mobile", ago = 0, values, targets, labels = {} }) =>
      values.map((value, i) => {
        const element = (Array.isArray(targets) ? targets[i] : targets) ?? null;
        return {
          day: daysAgo(ago),
          route,
          metric,
          value,
          rating: metric === "FCP" ? "poor" : rateVital(metric, value),
          target: element,
          target_label: (element && labels[element]) ?? null,
          target_section: null,
          device,
          connection: "4g",
        };
      }),
  );
  const { error } = await client(target, "service").from("web_vitals").insert(rows);
  if (error) throw error;
}

async function reportAs(
  supabase: ReturnType<typeof client>,
  days?: number | null,
): Promise<{ data: WebVitalsReport | null; error: { code: string; message: string } | null }> {
  const { data, error } = await supabase.rpc(
    "admin_web_vitals_report",
    days === undefined ? {} : ({ days } as { days: number }),
  );
  return { data: data as unknown as WebVitalsReport | null, error };
}

const adminReport = async (days?: number | null) => {
  const { data, error } = await reportAs(
    await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password),
    days,
  );
  if (error) throw new Error(error.message);
  return data!;
};

// Block ends become spaces; inline tags vanish.
const text = (html: string) =>
  html
    .replace(/<\/(dt|dd|div|td|th|li|p|h\d|caption)>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");

async function renderPage(params: Record<string, string> = {}) {
  return renderToStaticMarkup(await SpeedPage({ searchParams: Promise.resolve(params) }));
}

function redirectsTo(path: string) {
  const escaped = path.replace(/[?.]/g, "\\$&");
  return { digest: expect.stringMatching(new RegExp(`^NEXT_REDIRECT;\\w+;${escaped};`)) };
}

const requireSecondFactor = (on: boolean) =>
  local.db.transaction((tx) =>
    tx.query("update public.security_settings set require_second_factor = $1", [on]),
  );

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  const { error } = await client(target, "service").auth.admin.createUser({
    email: VISITOR,
    password: PASSWORD,
    email_confirm: true,
  });
  if (error) throw error;
  adminJar = await sessionCookies(local, TEST_ADMIN.email, TEST_ADMIN.password);
  userJar = await sessionCookies(local, VISITOR, PASSWORD);
  const { rows } = await local.db.transaction((tx) =>
    tx.query<{ today: string }>("select current_date::text as today"),
  );
  today = rows[0]!.today;
}, 60_000);

beforeEach(() => {
  request.jar = new Map();
});

afterAll(async () => {
  await local?.close();
  for (const name of ENV) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

describe("before any visit is measured", () => {
  it("answers an empty report for the default 28 days", async () => {
    expect(await adminReport()).toEqual({
      days: 28,
      since: daysAgo(27),
      site: [],
      routes: [],
      trend: [],
      targets: [],
    });
  });

  it("renders the empty state, with the periods still on offer", async () => {
    request.jar = new Map(adminJar);
    const page = text(await renderPage());
    expect(page).toContain("Speed from real visits");
    expect(page).toContain("No visits measured in the last 28 days yet.");
    expect(page).toContain("Last 90 days");
    expect(page).not.toContain("Per route");
  });
});

describe("with a seeded set of known p75s", () => {
  beforeAll(async () => {
    await seed([
      // p75 of 8 values is the 6th: 6000 (percentile_cont would interpolate 6250).
      {
        route: "/services/[slug]",
        metric: "LCP",
        values: [1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000],
        targets: [...Array(7).fill("img.hero"), "h1"],
      },
      {
        route: "/services/[slug]",
        metric: "LCP",
        device: "desktop",
        ago: 1,
        values: [1200, 1500, 1800, 2100],
      },
      { route: "/", metric: "LCP", values: [500, 600, 700, 800] },
      { route: "/", metric: "INP", values: [100, 150, 250, 300] },
      {
        route: "/",
        metric: "CLS",
        values: [0.05, 0.3, 0.02, 0.01],
        targets: [null, "div.banner", null, null],
      },
      // Not a metric the page reports: in no figure.
      { route: "/", metric: "FCP", values: [99_999] },
      {
        route: "/contact",
        metric: "INP",
        values: Array(9).fill(600),
        targets: [
          "button.submit",
          "a.nav",
          "button.submit",
          "input#email",
          "button.menu",
          "a.nav",
          "button.submit",
          "input#email",
          null,
        ],
        labels: { "button.submit": "Send message" },
      },
      // The window's first day, and the day before it.
      { route: "/about", metric: "LCP", ago: 27, values: [1111] },
      { route: "/about", metric: "LCP", ago: 28, values: [9999], targets: "old.target" },
    ]);
  });

  it("answers the whole site's p75 per metric and device, from every route in the window", async () => {
    const report = await adminReport();
    expect(report.days).toBe(28);
    expect(report.since).toBe(daysAgo(27));
    expect(report.site).toEqual([
      { metric: "CLS", device: "mobile", p75: 0.05, samples: 4 },
      // 100 150 250 300 and nine 600s: the 10th of 13.
      { metric: "INP", device: "mobile", p75: 600, samples: 13 },
      { metric: "LCP", device: "desktop", p75: 1800, samples: 4 },
      // 500 600 700 800 1000 1111 2000 3000 4000 5000 ...: the 10th of 13.
      { metric: "LCP", device: "mobile", p75: 5000, samples: 13 },
    ]);
  });

  it("answers each route's p75 per metric and device with its sample count", async () => {
    expect((await adminReport()).routes).toEqual([
      { route: "/", metric: "CLS", device: "mobile", p75: 0.05, samples: 4 },
      { route: "/", metric: "INP", device: "mobile", p75: 250, samples: 4 },
      { route: "/", metric: "LCP", device: "mobile", p75: 700, samples: 4 },
      { route: "/about", metric: "LCP", device: "mobile", p75: 1111, samples: 1 },
      { route: "/contact", metric: "INP", device: "mobile", p75: 600, samples: 9 },
      { route: "/services/[slug]", metric: "LCP", device: "desktop", p75: 1800, samples: 4 },
      { route: "/services/[slug]", metric: "LCP", device: "mobile", p75: 6000, samples: 8 },
    ]);
  });

  it("answers the whole site's p75 per day, metric and device", async () => {
    expect((await adminReport()).trend).toEqual([
      { day: today, metric: "CLS", device: "mobile", p75: 0.05, samples: 4 },
      { day: today, metric: "INP", device: "mobile", p75: 600, samples: 13 },
      { day: daysAgo(1), metric: "LCP", device: "desktop", p75: 1800, samples: 4 },
      { day: daysAgo(27), metric: "LCP", device: "mobile", p75: 1111, samples: 1 },
      // The 12 of today: the 9th.
      { day: today, metric: "LCP", device: "mobile", p75: 5000, samples: 12 },
    ]);
  });

  it("answers the three most frequent targets of each route's poor values, and how many were poor", async () => {
    expect((await adminReport()).targets).toEqual([
      {
        route: "/",
        metric: "CLS",
        target: "div.banner",
        label: null,
        section: null,
        samples: 1,
        poor: 1,
      },
      // Nine poor values: one without a target, button.menu fourth and left out, a tie by name.
      {
        route: "/contact",
        metric: "INP",
        target: "button.submit",
        label: "Send message",
        section: null,
        samples: 3,
        poor: 9,
      },
      {
        route: "/contact",
        metric: "INP",
        target: "a.nav",
        label: null,
        section: null,
        samples: 2,
        poor: 9,
      },
      {
        route: "/contact",
        metric: "INP",
        target: "input#email",
        label: null,
        section: null,
        samples: 2,
        poor: 9,
      },
      // 5000, 6000, 7000 and 8000 are poor; 1000 to 4000 carry img.hero too but are not.
      {
        route: "/services/[slug]",
        metric: "LCP",
        target: "img.hero",
        label: null,
        section: null,
        samples: 3,
        poor: 4,
      },
      {
        route: "/services/[slug]",
        metric: "LCP",
        target: "h1",
        label: null,
        section: null,
        samples: 1,
        poor: 4,
      },
    ]);
  });

  it("counts the window in days, today included, clamped to 1..90", async () => {
    const week = await adminReport(7);
    expect(week.since).toBe(daysAgo(6));
    expect(week.routes.some((r) => r.route === "/about")).toBe(false);
    expect(week.trend.some((r) => r.day === daysAgo(27))).toBe(false);

    const all = await adminReport(90);
    expect(all.routes.find((r) => r.route === "/about")).toEqual({
      route: "/about",
      metric: "LCP",
      device: "mobile",
      p75: 9999,
      samples: 2,
    });
    expect(all.targets).toContainEqual({
      route: "/about",
      metric: "LCP",
      target: "old.target",
      label: null,
      section: null,
      samples: 1,
      poor: 1,
    });

    const one = await adminReport(0);
    expect(one).toMatchObject({ days: 1, since: today });
    expect(one.routes.some((r) => r.device === "desktop")).toBe(false);
    expect(await adminReport(1000)).toMatchObject({ days: 90, since: daysAgo(89) });
    expect(await adminReport(null)).toMatchObject({ days: 28, since: daysAgo(27) });
  });

  it("reports LCP, INP and CLS only", async () => {
    const report = await adminReport(90);
    const metrics = new Set(
      [...report.site, ...report.routes, ...report.trend].map((r) => r.metric),
    );
    expect([...metrics].every((m) => (VITAL_METRICS as readonly string[]).includes(m))).toBe(true);
    expect(JSON.stringify(report)).not.toContain("99999");
  });

  it("refuses a signed-in non-admin with 42501 and its message, and anon outright", async () => {
    const visitor = await reportAs(await signedInClient(target, VISITOR, PASSWORD));
    expect(visitor.data).toBeNull();
    expect(visitor.error).toMatchObject({ code: "42501", message: REFUSED });

    const anon = await reportAs(client(target));
    expect(anon.data).toBeNull();
    expect(anon.error?.code).toBe("42501");
    expect(anon.error?.message).toMatch(/permission denied/i);
  });

  it("renders the figures for the admin: the site, each route per device, poor values' elements, each day", async () => {
    request.jar = new Map(adminJar);
    const html = await renderPage();
    const page = text(html);
    expect(page).toContain("Speed from real visits");
    // The whole site's LCP on phones: 5000 ms from 13 samples, too few for a rating.
    expect(page).toMatch(/Phones 5\.00 s Not enough visits yet 13 samples; a rating needs 50/);
    expect(page).toMatch(/Desktops 1\.80 s Not enough visits yet 4 samples/);
    expect(page).toMatch(/Phones 600 ms Not enough visits yet 13 samples/);
    expect(page).toMatch(/Phones 0\.050 Not enough visits yet 4 samples/);
    expect(page).not.toMatch(/Poor \d|Good \d|Needs improvement \d/);

    const phones = html.slice(html.indexOf('aria-label="p75 per route on phones"'));
    const phoneRows = text(phones.slice(0, phones.indexOf("</table>")));
    // The most visited route first: /contact (9), /services/[slug] (8), / (4), /about (1).
    expect(phoneRows).toMatch(/\/contact .*\/services\/\[slug\] .*\/ .*\/about/);
    expect(phoneRows).toContain("/services/[slug] 6.00 s Not enough visits yet 8 samples");
    expect(phoneRows).toContain(
      "/ 0.70 s Not enough visits yet 4 samples; a rating needs 50 250 ms Not enough visits yet",
    );
    const desktops = html.slice(html.indexOf('aria-label="p75 per route on desktops"'));
    expect(text(desktops.slice(0, desktops.indexOf("</table>")))).toContain(
      "/services/[slug] 1.80 s Not enough visits yet 4 samples; a rating needs 50 Not measured Not measured",
    );

    expect(page).toContain(
      "/contact INP 9 samples The button “Send message” (3) A link (2) A form field (2)",
    );
    expect(page).toContain("/services/[slug] LCP 4 samples An image (3) A heading (1)");
    expect(page).not.toMatch(/button\.|img\.hero|input#email/);
    expect(page).not.toContain("old.target");

    // 1111 ms shows as 1.12 s: rounded up, so a figure never looks better than its rating.
    expect(html).toMatch(
      /role="img" aria-label="LCP on phones, p75 per day from [^"]*, 2 of 28 days measured; first 1\.12 s on [^"]*, last 5\.00 s on [^"]*"/,
    );
  });

  it("renders the chosen period", async () => {
    request.jar = new Map(adminJar);
    const html = await renderPage({ days: "90" });
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Last 90 days<\/a>/);
    expect(text(html)).toContain("/about 10.00 s Not enough visits yet 2 samples");
  });
});

describe("the page's guard", () => {
  it("sends a visitor without a session to /login", async () => {
    await expect(renderPage()).rejects.toMatchObject(redirectsTo("/login"));
  });

  it("sends an admin who owes the authenticator code to the code view", async () => {
    request.jar = await adminOwingCodeCookies(local, "speed-factor@example.com", PASSWORD);
    await expect(renderPage()).rejects.toMatchObject(redirectsTo(SECOND_FACTOR_LOGIN));
  });

  it("sends an admin without an app to the security page while one is required", async () => {
    await requireSecondFactor(true);
    try {
      request.jar = new Map(adminJar);
      await expect(renderPage()).rejects.toMatchObject(redirectsTo(securityPath));
    } finally {
      await requireSecondFactor(false);
    }
  });

  it("tells a signed-in non-admin they are not authorized, with no figure", async () => {
    request.jar = new Map(userJar);
    const page = text(await renderPage());
    expect(page).toContain("Not authorized");
    expect(page).not.toContain("Per route");
    expect(page).not.toContain("5.00 s");
  });
});
