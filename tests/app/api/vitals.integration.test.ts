/**
 * `POST /api/vitals` against a fresh embedded backend, called with real Requests as a browser's
 * beacon sends them (text/plain, from a client address), through the real schema, rate limit and
 * data layer. What it stores is one row per metric under the route's pattern; a hostile, oversized
 * or foreign report stores nothing personal or nothing at all; the answer is always 204; the API
 * roles can neither read nor write the table; and rows older than 90 days are purged.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import type { VitalsReport } from "@/lib/schemas/web-vitals-fields";

import {
  client,
  embeddedTarget,
  signedInClient,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../../support/local-supabase";

vi.mock("next/headers", async () =>
  (await import("../../support/next-headers")).nextHeadersWithJar({ jar: new Map() }),
);
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));
vi.mock("react", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  cache: <T>(fn: T) => fn,
}));

const { POST } = await import("@/app/api/vitals/route");
const { vitalsRateLimit, vitalsRouteDayLimit } = await import("@/app/api/vitals/vitals-rate-limit");
const { clientKey } = await import("@/lib/request/client-key");
const { purgeExpiredWebVitals } = await import("@/lib/data/web-vitals");
const { purgeExpiredPersonalData } = await import("@/lib/data/privacy");

const VISITOR = { email: "vitals-visitor@example.com", password: "a-long-password-1" };
/** What the table's target check allows (supabase/migrations/20261128100000_web_vitals.sql). */
const STORABLE_TARGET = /^[A-Za-z0-9#._>:/()%[\]-]{1,120}$/;

let local: LocalSupabase;
let target: Target;
let clientCount = 0;

const service = () => client(target, "service");

const valid: VitalsReport = {
  path: "/blog/how-to-choose-web-dev-agency",
  width: 1280,
  connection: "4g",
  metrics: [
    {
      name: "LCP",
      value: 2900,
      rating: "needs-improvement",
      target: "main>article>h1.title",
      label: "How to choose a web development agency",
    },
    {
      name: "INP",
      value: 96,
      rating: "good",
      target: "button#menu-toggle",
      label: "Menu",
      interaction: "keyboard",
    },
    { name: "CLS", value: 0.02, rating: "good", target: "main>section.grid" },
    { name: "FCP", value: 1200, rating: "good" },
    { name: "TTFB", value: 180, rating: "good" },
  ],
};

/** A new client address for each request, so the rate limit of one never spills into another. */
function nextAddress() {
  clientCount += 1;
  return `198.51.100.${clientCount}`;
}

/** The beacon a page sends: a text/plain POST from its own origin. */
function beacon(body: BodyInit | null, headers: Record<string, string> = {}) {
  const init = {
    method: "POST",
    headers: {
      "content-type": "text/plain;charset=UTF-8",
      "sec-fetch-site": "same-origin",
      "x-forwarded-for": nextAddress(),
      ...headers,
    },
    body,
    // A stream as body needs it (a browser's chunked upload).
    ...(body instanceof ReadableStream && { duplex: "half" }),
  } as RequestInit;
  return POST(new Request("http://127.0.0.1:3100/api/vitals", init));
}

const send = (report: unknown, headers?: Record<string, string>) =>
  beacon(JSON.stringify(report), headers);

async function stored() {
  const { data, error } = await service()
    .from("web_vitals")
    .select(
      "route, metric, value, rating, target, target_label, interaction, device, connection, day",
    )
    .order("id");
  if (error) throw error;
  return data;
}

async function databaseDays() {
  const { rows } = await local.db.transaction((tx) =>
    tx.query<{ today: string; ninety: string; older: string }>(
      "select current_date::text as today, (current_date - 90)::text as ninety, (current_date - 91)::text as older",
    ),
  );
  return rows[0]!;
}

async function insertOn(day: string) {
  const { error } = await service().from("web_vitals").insert({
    day,
    route: "/",
    metric: "LCP",
    value: 1000,
    rating: "good",
    device: "desktop",
  });
  if (error) throw error;
}

const errorsLogged = () => vi.spyOn(console, "error").mockImplementation(() => {});

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
  const { error } = await service().auth.admin.createUser({ ...VISITOR, email_confirm: true });
  if (error) throw error;
}, 60_000);

afterEach(async () => {
  vi.restoreAllMocks();
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  delete process.env.WEB_VITALS_SAMPLE_RATE;
  delete process.env.TRUSTED_PROXY_HOPS;
  await service().from("web_vitals").delete().gte("id", 0);
  await service().from("form_rate_limits").delete().like("form", "vitals%");
});

afterAll(async () => {
  await local?.close();
});

describe("POST /api/vitals", () => {
  it("stores one row per metric under the route's pattern, on the database's day, and answers 204", async () => {
    const response = await send(valid);
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    const { today } = await databaseDays();
    const common = { route: "/blog/[slug]", device: "desktop", connection: "4g", day: today };
    expect(await stored()).toEqual([
      {
        ...common,
        metric: "LCP",
        value: 2900,
        rating: "needs-improvement",
        target: "main>article>h1.title",
        target_label: "How to choose a web development agency",
        interaction: null,
      },
      {
        ...common,
        metric: "INP",
        value: 96,
        rating: "good",
        target: "button#menu-toggle",
        target_label: "Menu",
        interaction: "keyboard",
      },
      {
        ...common,
        metric: "CLS",
        value: 0.02,
        rating: "good",
        target: "main>section.grid",
        target_label: null,
        interaction: null,
      },
      ...(["FCP", "TTFB"] as const).map((metric) => ({
        ...common,
        metric,
        value: metric === "FCP" ? 1200 : 180,
        rating: "good",
        target: null,
        target_label: null,
        interaction: null,
      })),
    ]);
  });

  it("stores nothing personal from a report with a query string and hostile selectors", async () => {
    const response = await send({
      path: "/contact?email=jane@example.com&name=Jane#message",
      width: 390,
      connection: "a-tracking-id",
      metrics: [
        { name: "LCP", value: 1800, rating: "good", target: 'input[value="jane@example.com"]' },
        {
          name: "INP",
          value: 40,
          rating: "good",
          target: "<img src=x onerror=alert(document.cookie)>",
          interaction: "pointer",
        },
        { name: "CLS", value: 0, rating: "good", target: "p.Zoë's\u0000\nnote, div[title='Jane']" },
        { name: "TTFB", value: 90, rating: "good", target: "jane@example.com" },
      ],
    });
    expect(response.status).toBe(204);
    const rows = await stored();
    expect(rows.map(({ route, metric }) => [route, metric])).toEqual([
      ["/contact", "LCP"],
      ["/contact", "INP"],
      ["/contact", "CLS"],
      ["/contact", "TTFB"],
    ]);
    for (const row of rows) {
      expect(row.device).toBe("mobile");
      expect(row.connection).toBeNull();
      if (row.target !== null) expect(row.target).toMatch(STORABLE_TARGET);
    }
    expect(rows.find((row) => row.metric === "TTFB")?.target).toBeNull();
    const text = JSON.stringify(rows.map(({ route, target: selector }) => [route, selector]));
    for (const trace of ["jane@example.com", "?", "=", "'", "<", "Zoë", "message", "tracking"])
      expect(text).not.toContain(trace);
  });

  it.each<[string, () => Promise<Response>]>([
    ["text that is not JSON", () => beacon("LCP=2900; path=/about")],
    ["an empty body", () => beacon(null)],
    [
      "an unknown metric",
      () => send({ ...valid, metrics: [{ name: "FID", value: 8, rating: "good" }] }),
    ],
    [
      "an LCP of ten minutes, more than a browser reports",
      () => send({ ...valid, metrics: [{ name: "LCP", value: 600_000, rating: "poor" }] }),
    ],
    [
      "an INP over 20 seconds",
      () => send({ ...valid, metrics: [{ name: "INP", value: 20_001, rating: "poor" }] }),
    ],
    [
      "a CLS over 10",
      () => send({ ...valid, metrics: [{ name: "CLS", value: 10.5, rating: "poor" }] }),
    ],
    ["an unknown page", () => send({ ...valid, path: "/wp-login.php" })],
    ["an identifier beside the report", () => send({ ...valid, visitorId: "8f14e45f" })],
    ["a report from another site's page", () => send(valid, { "sec-fetch-site": "cross-site" })],
    ["a body over 8 KB", () => beacon(JSON.stringify(valid) + " ".repeat(8 * 1024))],
    [
      "a body over 8 KB sent in chunks, without a length",
      () => {
        const bytes = new TextEncoder().encode(JSON.stringify(valid) + " ".repeat(8 * 1024));
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(bytes.slice(0, 4096));
            controller.enqueue(bytes.slice(4096));
            controller.close();
          },
        });
        return beacon(body);
      },
    ],
  ])("stores nothing for %s, and answers 204", async (_case, request) => {
    const response = await request();
    expect(response.status).toBe(204);
    expect(await stored()).toEqual([]);
  });

  it("reads a report of exactly 8 KB", async () => {
    const text = JSON.stringify(valid);
    const response = await beacon(text + " ".repeat(8 * 1024 - text.length));
    expect(response.status).toBe(204);
    expect(await stored()).toHaveLength(5);
  });

  it("stores no report with WEB_VITALS_SAMPLE_RATE=0, and every report at 1", async () => {
    process.env.WEB_VITALS_SAMPLE_RATE = "0";
    for (let view = 0; view < 5; view++) expect((await send(valid)).status).toBe(204);
    expect(await stored()).toEqual([]);
    process.env.WEB_VITALS_SAMPLE_RATE = "1";
    for (let view = 0; view < 3; view++) expect((await send(valid)).status).toBe(204);
    expect(await stored()).toHaveLength(15);
  });

  it("behind a proxy, stores nothing from a client whose shared count is full, under the name 'vitals'", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const address = nextAddress();
    const key = clientKey(new Headers({ "x-forwarded-for": address }));
    await local.db.transaction((tx) =>
      tx.query(
        `insert into public.form_rate_limits (form, client_key, hits, last_hit)
         values ('vitals', $1, array_fill(now(), array[$2::int]), now())`,
        [key, vitalsRateLimit.limit],
      ),
    );
    expect((await send(valid, { "x-forwarded-for": address })).status).toBe(204);
    expect(await stored()).toEqual([]);
    // Another client still reports.
    expect((await send(valid)).status).toBe(204);
    expect(await stored()).toHaveLength(5);
  });

  it("behind a proxy, takes at most 20 views of one route a day from one client", async () => {
    process.env.TRUSTED_PROXY_HOPS = "1";
    const one = { "x-forwarded-for": "203.0.113.99" };
    for (let view = 0; view < 25; view++) expect((await send(valid, one)).status).toBe(204);
    expect(await stored()).toHaveLength(20 * 5);
    // Another client of that route still counts.
    expect((await send(valid)).status).toBe(204);
    expect(await stored()).toHaveLength(21 * 5);
  });

  it("with no address vouched for, counts no client but caps each route's reports a day, whoever sends them", async () => {
    // The cap full but for one view, as if one sender had posted all day under forged headers.
    await local.db.transaction((tx) =>
      tx.query(
        `insert into public.form_rate_limits (form, client_key, hits, last_hit)
         values ('vitals-route', '/blog/[slug]', array_fill(now(), array[$1::int]), now())`,
        [vitalsRouteDayLimit.limit - 1],
      ),
    );
    for (let view = 0; view < 3; view++) expect((await send(valid)).status).toBe(204);
    expect(await stored()).toHaveLength(5);
    // Another route still reports.
    expect((await send({ ...valid, path: "/about" })).status).toBe(204);
    expect(await stored()).toHaveLength(10);
  });

  it("answers 204 when the database refuses the write, logging its message but not the report", async () => {
    const logged = errorsLogged();
    await local.db.transaction((tx) =>
      tx.query("revoke insert on table public.web_vitals from service_role"),
    );
    try {
      const marked = { ...valid, metrics: [{ ...valid.metrics[0]!, target: "h1.marker-7f3a" }] };
      expect((await send(marked)).status).toBe(204);
    } finally {
      await local.db.transaction((tx) =>
        tx.query("grant insert on table public.web_vitals to service_role"),
      );
    }
    expect(logged).toHaveBeenCalledTimes(1);
    expect(String(logged.mock.calls[0]?.[0])).toMatch(/^Web vitals not stored: /);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("marker-7f3a");
    expect(await stored()).toEqual([]);
  });

  it("answers 204 when the database cannot be reached, logging nothing of the report", async () => {
    const logged = errorsLogged();
    process.env.NEXT_PUBLIC_SUPABASE_URL = "http://127.0.0.1:9";
    const marked = { ...valid, metrics: [{ ...valid.metrics[0]!, target: "h1.marker-9c2e" }] };
    expect((await send(marked)).status).toBe(204);
    // The rate limit's count (let through, as the forms do) and the write.
    expect(logged.mock.calls.map(([message]) => String(message))).toEqual([
      expect.stringMatching(/^Rate limit of vitals-route not checked/),
      expect.stringMatching(/^Web vitals not stored/),
    ]);
    expect(JSON.stringify(logged.mock.calls)).not.toContain("marker-9c2e");
  });
});

describe("the web_vitals table", () => {
  it("is closed to anon and to a signed-in non-admin, and read by an admin", async () => {
    await send(valid);
    const row = {
      route: "/",
      metric: "LCP",
      value: 1,
      rating: "good",
      device: "mobile",
    } as const;
    const visitor = await signedInClient(target, VISITOR.email, VISITOR.password);
    for (const [who, supabase] of [
      ["anon", client(target)],
      ["a non-admin", visitor],
    ] as const) {
      const read = await supabase.from("web_vitals").select("route");
      // anon has no grant at all; a signed-in user's reads are filtered to nothing by RLS.
      if (who === "anon") expect(read.error?.code, who).toBe("42501");
      else expect(read, who).toMatchObject({ error: null, data: [] });
      expect((await supabase.from("web_vitals").insert(row)).error?.code, who).toBe("42501");
      expect((await supabase.from("web_vitals").delete().gte("id", 0)).error?.code, who).toBe(
        "42501",
      );
      const purge = await supabase.rpc("purge_expired_web_vitals", { batch: 10 });
      expect(purge.error?.code, who).toMatch(/^(42501|PGRST202)$/);
    }
    expect(await stored()).toHaveLength(5);
    const admin = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
    const { data } = await admin.from("web_vitals").select("route");
    expect(data).toHaveLength(5);
  });
});

describe("the 90-day purge", () => {
  it("deletes rows older than 90 days, in batches, and keeps the rest", async () => {
    const { today, ninety, older } = await databaseDays();
    await insertOn(older);
    await insertOn(older);
    await insertOn(ninety);
    await insertOn(today);
    const batch = () => service().rpc("purge_expired_web_vitals", { batch: 1 });
    expect((await batch()).data).toBe(1);
    expect((await batch()).data).toBe(1);
    expect((await batch()).data).toBe(0);
    expect((await stored()).map(({ day }) => day)).toEqual([ninety, today]);
    await insertOn(older);
    expect(await purgeExpiredWebVitals()).toEqual({ ok: true, data: 1 });
    expect((await stored()).map(({ day }) => day)).toEqual([ninety, today]);
  });

  it("runs with the retention purge, whose counts stay those of personal data", async () => {
    const { today, older } = await databaseDays();
    await insertOn(older);
    await insertOn(today);
    expect(await purgeExpiredPersonalData()).toEqual({
      ok: true,
      data: { submissions: 0, reviews: 0, notifications: 0 },
    });
    expect((await stored()).map(({ day }) => day)).toEqual([today]);
  });
});
