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
 * its limit of 3, so only the count they share in Postgres can refuse it.
 */
test.describe.configure({ mode: "serial" });

const LIMIT = 3;
const ports = [e2ePort + 1, e2ePort + 2];
const instances = ports.map((port) => `http://127.0.0.1:${port}`);
const servers: ChildProcess[] = [];

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const port of ports) {
    const { server } = await startAppInstance(port, {
      FORM_RATE_LIMIT_MAX: String(LIMIT),
      TRUSTED_PROXY_HOPS: "1",
    });
    servers.push(server);
  }
});

test.afterAll(() => stopAppInstances(servers));

const THANKS = "Thank you! Your message has been sent.";
const TOO_MANY = "Too many submissions. Please try again in a few minutes.";
const octet = () => 1 + Math.floor(Math.random() * 254);
/** A client address no other test (or retry) uses. */
const randomAddress = () => `10.${octet()}.${octet()}.${octet()}`;
const marker = () =>
  `instances-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

async function storedCount(text: string): Promise<number> {
  const url = new URL("/rest/v1/form_submissions", e2eBackendUrl);
  url.searchParams.set("select", "id");
  url.searchParams.set("message", `like.*${text}*`);
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

test("the 4th post of one client, alternating between two instances, is refused by the shared count", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact", instances[0]);
  const client = randomAddress();
  const run = marker();
  const answers: string[] = [];
  for (let i = 0; i < LIMIT + 1; i += 1) {
    const response = await request.post(`${instances[i % 2]}/contact`, {
      headers: { "x-forwarded-for": client },
      multipart: formBody(hidden, {
        name: "Two Instances",
        email: "two@example.com",
        message: `${run} enquiry ${i + 1}`,
      }),
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    answers.push(html.includes(THANKS) ? "sent" : html.includes(TOO_MANY) ? "too many" : "other");
  }
  expect(answers).toEqual(["sent", "sent", "sent", "too many"]);
  expect(await storedCount(run)).toBe(LIMIT);

  // Another client is not affected, on either instance.
  const other = await request.post(`${instances[1]}/contact`, {
    headers: { "x-forwarded-for": randomAddress() },
    multipart: formBody(hidden, {
      name: "Two Instances",
      email: "two@example.com",
      message: `${run} another client`,
    }),
  });
  expect(await other.text()).toContain(THANKS);
});

test("a new forged first X-Forwarded-For entry on every post does not make a new client", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact", instances[0]);
  const client = randomAddress();
  const run = marker();
  const answers: string[] = [];
  for (let i = 0; i < LIMIT + 3; i += 1) {
    const response = await request.post(`${instances[i % 2]}/contact`, {
      headers: { "x-forwarded-for": `192.0.2.${i + 1}, ${client}` },
      multipart: formBody(hidden, {
        name: "Forged Hops",
        email: "forged@example.com",
        message: `${run} enquiry ${i + 1}`,
      }),
    });
    const html = await response.text();
    answers.push(html.includes(THANKS) ? "sent" : html.includes(TOO_MANY) ? "too many" : "other");
  }
  expect(answers).toEqual(["sent", "sent", "sent", "too many", "too many", "too many"]);
  expect(await storedCount(run)).toBe(LIMIT);
});
