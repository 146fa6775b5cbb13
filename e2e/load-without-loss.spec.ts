import { LOCAL_SERVICE_ROLE_KEY } from "@kalpix/local-supabase/keys";
import type { APIRequestContext } from "@playwright/test";

import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * Load without loss: 300 contact messages and 300 reviews, 20 in flight at a time, posted the way
 * a browser without JavaScript posts a server-action form (multipart, with the hidden `$ACTION_*`
 * fields React renders into the form). Every submission the app acknowledges with its success
 * message must be in the database exactly once, and nothing else carrying this run's marker.
 */
const PER_FORM = 300;
const CONCURRENCY = 20;
const marker = `load-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

type Form = {
  page: string;
  table: "form_submissions" | "reviews";
  textColumn: "message" | "comment";
  success: string;
  fields: (i: number) => Record<string, string>;
};

const forms: Form[] = [
  {
    page: "/contact",
    table: "form_submissions",
    textColumn: "message",
    success: "Thank you! Your message has been sent.",
    fields: (i) => ({
      name: `Load Tester ${i}`,
      email: `load.${i}@example.com`,
      message: `${marker} contact #${i}: a message long enough to pass validation.`,
      company_website: "",
    }),
  },
  {
    page: "/reviews",
    table: "reviews",
    textColumn: "comment",
    success: "Thank you! Your review has been submitted for approval.",
    fields: (i) => ({
      name: `Load Reviewer ${i}`,
      rating: String((i % 5) + 1),
      comment: `${marker} review #${i}: a comment long enough to pass validation.`,
      company_website: "",
    }),
  },
];

function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/** The hidden inputs of the page's server-action form, as a browser would send them. */
async function actionFields(request: APIRequestContext, page: string): Promise<[string, string][]> {
  const html = await (await request.get(page)).text();
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? "";
  const hidden = [
    ...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g),
  ].map(
    ([, name, value]) => [decodeEntities(name!), decodeEntities(value ?? "")] as [string, string],
  );
  expect(
    hidden.some(([name]) => name.startsWith("$ACTION_")),
    `server-action fields on ${page}`,
  ).toBe(true);
  return hidden;
}

async function inPool<T>(
  count: number,
  limit: number,
  task: (i: number) => Promise<T>,
): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      results[i] = await task(i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return results;
}

async function storedTexts(form: Form): Promise<string[]> {
  const url = new URL(`/rest/v1/${form.table}`, e2eBackendUrl);
  url.searchParams.set("select", form.textColumn);
  url.searchParams.set(form.textColumn, `like.${marker}*`);
  url.searchParams.set("limit", String(PER_FORM * 10));
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  });
  expect(response.status).toBe(200);
  const rows = (await response.json()) as Record<string, string>[];
  return rows.map((row) => row[form.textColumn]!);
}

test(`${PER_FORM} contact messages and ${PER_FORM} reviews, ${CONCURRENCY} in flight, are each stored exactly once`, async ({
  request,
}) => {
  test.setTimeout(150_000);
  const hidden = new Map<Form, [string, string][]>();
  for (const form of forms) hidden.set(form, await actionFields(request, form.page));
  // Interleaved: contact #0, review #0, contact #1, ... all through one pool of CONCURRENCY.
  const jobs = Array.from({ length: PER_FORM }, (_, i) =>
    forms.map((form) => ({ form, i })),
  ).flat();
  const started = Date.now();

  const outcomes = await inPool(jobs.length, CONCURRENCY, async (j) => {
    const { form, i } = jobs[j]!;
    const fields = form.fields(i);
    const multipart = new FormData();
    for (const [name, value] of hidden.get(form)!) multipart.append(name, value);
    for (const [name, value] of Object.entries(fields)) multipart.append(name, value);
    const text = fields[form.textColumn]!;
    try {
      const response = await request.post(form.page, { multipart, timeout: 60_000 });
      const html = await response.text();
      return { form, text, status: response.status(), acknowledged: html.includes(form.success) };
    } catch (error) {
      // A dropped request is not acknowledged: it may or may not be stored, but never twice.
      return { form, text, status: 0, acknowledged: false, error: String(error) };
    }
  });
  const seconds = (Date.now() - started) / 1000;
  const summary: string[] = [];

  for (const form of forms) {
    const mine = outcomes.filter((outcome) => outcome.form === form);
    const acknowledged = mine
      .filter((outcome) => outcome.acknowledged)
      .map((outcome) => outcome.text);
    const stored = await storedTexts(form);
    const counts = new Map<string, number>();
    for (const text of stored) counts.set(text, (counts.get(text) ?? 0) + 1);
    const sent = new Set(mine.map((outcome) => outcome.text));
    summary.push(
      `${form.table}: ${acknowledged.length}/${PER_FORM} acknowledged, ${stored.length} stored`,
    );

    // Every acknowledged submission exactly once; nothing stored that was not sent; no duplicates.
    expect(
      acknowledged.filter((text) => counts.get(text) !== 1),
      form.table,
    ).toEqual([]);
    expect(
      stored.filter((text) => !sent.has(text)),
      form.table,
    ).toEqual([]);
    expect(
      [...counts].filter(([, count]) => count > 1),
      form.table,
    ).toEqual([]);
    // With a healthy backend every one is acknowledged: no 5xx, no failure message.
    expect(
      mine
        .filter((outcome) => !outcome.acknowledged)
        .map(({ text, status }) => `${status} ${text}`),
      form.table,
    ).toEqual([]);
    expect(stored, form.table).toHaveLength(PER_FORM);
  }

  const line = `${summary.join("; ")}; ${jobs.length} posts in ${seconds.toFixed(1)} s (${(jobs.length / seconds).toFixed(1)}/s)`;
  test.info().annotations.push({ type: "load", description: line });
  console.log(line);
});
