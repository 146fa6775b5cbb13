import type { ChildProcess } from "node:child_process";

import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";

import { actionForm, formBody } from "./action-fields";
import { startAppInstance, stopAppInstances } from "./app-instances";
import { e2eBackendUrl, e2ePort } from "./environment";
import { expect, test } from "./fixtures";

/**
 * One form rate limit across server instances. Two more `next start` processes of the same build
 * run beside the test server, on the same embedded backend, with a limit of 3 and one trusted
 * proxy in front (the test plays that proxy: it appends the client address to X-Forwarded-For).
 * Posts alternate between the two: each instance's memory sees 2 when the 4th arrives, under
 * its limit of 3, so only the count they share in Postgres can hold it. A post over the limit is
 * stored and held under Spam, and its sender reads the usual thanks. A third instance has no
 * proxy in front, as `npm start` does by default, and is sent what the attacker sent.
 */
// Each post first fetches its stamp, as the form does: twenty of them take a while on a busy runner.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const LIMIT = 3;
const ports = [e2ePort + 1, e2ePort + 2];
const instances = ports.map((port) => `http://127.0.0.1:${port}`);
const unproxiedPort = e2ePort + 6;
const unproxied = `http://127.0.0.1:${unproxiedPort}`;
const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  for (const port of ports) {
    const { server } = await startAppInstance(port, {
      FORM_RATE_LIMIT_MAX: String(LIMIT),
      TRUSTED_PROXY_HOPS: "1",
    });
    servers.push(server);
  }
  // Its own key, so the count every unvouched sender shares is not the test server's.
  const { server } = await startAppInstance(unproxiedPort, {
    FORM_RATE_LIMIT_MAX: String(LIMIT),
    TRUSTED_PROXY_HOPS: "0",
    RATE_LIMIT_SECRET: "the unproxied instance's own rate-limit key",
  });
  servers.push(server);
});

test.afterAll(() => stopAppInstances(servers));

const THANKS = "Thank you! Your message has been sent.";
const octet = () => 1 + Math.floor(Math.random() * 254);
/** A client address no other test (or retry) uses. */
const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const marker = () =>
  `instances-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** Whether each stored row of this run is live (null) or held, and why, oldest first. */
async function storedReasons(text: string): Promise<Array<string | null>> {
  const url = new URL("/rest/v1/form_submissions", e2eBackendUrl);
  url.searchParams.set("select", "spam_reason");
  url.searchParams.set("message", `like.*${text}*`);
  url.searchParams.set("order", "created_at");
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Array<{ spam_reason: string | null }>).map(
    (row) => row.spam_reason,
  );
}

/** A fresh start stamp from that instance, as the form fetches it when it hydrates. */
async function stamp(base: string): Promise<string> {
  const response = await fetch(`${base}/api/form-start?form=contact`);
  return ((await response.json()) as { stamp: string }).stamp;
}

test("the 4th post of one client, alternating between two instances, is held by the shared count", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact", instances[0]);
  const client = randomAddress();
  const run = marker();
  for (let i = 0; i < LIMIT + 1; i += 1) {
    const base = instances[i % 2]!;
    const response = await request.post(`${base}/contact`, {
      headers: { "x-forwarded-for": client },
      multipart: formBody(hidden, {
        name: "Two Instances",
        email: "two@example.com",
        message: `${run} enquiry ${i + 1}`,
        form_started: await stamp(base),
      }),
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain(THANKS);
  }
  expect(await storedReasons(run)).toEqual([null, null, null, "over-limit"]);

  // Another client is not affected, on either instance.
  const other = await request.post(`${instances[1]}/contact`, {
    headers: { "x-forwarded-for": randomAddress() },
    multipart: formBody(hidden, {
      name: "Two Instances",
      email: "two@example.com",
      message: `${run} another client`,
      form_started: await stamp(instances[1]!),
    }),
  });
  expect(await other.text()).toContain(THANKS);
  expect(await storedReasons(`${run} another client`)).toEqual([null]);
});

test("a new forged first X-Forwarded-For entry on every post does not make a new client", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact", instances[0]);
  const client = randomAddress();
  const run = marker();
  for (let i = 0; i < LIMIT + 3; i += 1) {
    const base = instances[i % 2]!;
    const response = await request.post(`${base}/contact`, {
      headers: { "x-forwarded-for": `192.0.2.${i + 1}, ${client}` },
      multipart: formBody(hidden, {
        name: "Forged Hops",
        email: "forged@example.com",
        message: `${run} enquiry ${i + 1}`,
        form_started: await stamp(base),
      }),
    });
    expect(await response.text()).toContain(THANKS);
  }
  expect(await storedReasons(run)).toEqual([null, null, null, ...Array(3).fill("over-limit")]);
});

test("with no proxy in front, 20 posts each forging X-Forwarded-For store 20 rows, at most the limit live", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact", unproxied);
  const run = marker();
  for (let i = 0; i < 20; i += 1) {
    const response = await request.post(`${unproxied}/contact`, {
      headers: { "x-forwarded-for": `198.51.100.${i + 1}` },
      multipart: formBody(hidden, {
        name: "Rotating Sender",
        email: `victim+p${i}@example.com`,
        message: `${run} enquiry ${i + 1}`,
        form_started: await stamp(unproxied),
      }),
    });
    expect(await response.text()).toContain(THANKS);
  }
  const reasons = await storedReasons(run);
  expect(reasons).toHaveLength(20);
  expect(reasons.filter((reason) => reason === null)).toHaveLength(LIMIT);
  expect(reasons.filter((reason) => reason === "over-limit")).toHaveLength(20 - LIMIT);
});

test("one start stamp posted again and again is timed once; the replays share the untimed count", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact", instances[0]);
  const run = marker();
  const reused = await stamp(instances[0]!);
  for (let i = 0; i < LIMIT + 3; i += 1) {
    const response = await request.post(`${instances[0]}/contact`, {
      headers: { "x-forwarded-for": randomAddress() },
      multipart: formBody(hidden, {
        name: "Replayed Stamp",
        email: "replay@example.com",
        message: `${run} enquiry ${i + 1}`,
        form_started: reused,
      }),
    });
    expect(await response.text()).toContain(THANKS);
  }
  const reasons = await storedReasons(run);
  expect(reasons).toHaveLength(LIMIT + 3);
  // The first use and at most LIMIT replays are live; the rest wait under Spam.
  expect(reasons.filter((reason) => reason === null).length).toBeLessThanOrEqual(LIMIT + 1);
  expect(reasons.at(-1)).toBe("over-limit");
});
