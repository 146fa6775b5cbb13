import type { APIRequestContext } from "@playwright/test";

import { expect } from "./fixtures";

function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#x27;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

/**
 * The hidden inputs React renders into the first server-action form of `page` (`$ACTION_*`),
 * as a browser without JavaScript sends them, and the action's id (what a fetch action sends
 * as its `Next-Action` header). `baseUrl` reads the page from another server of the same build.
 */
export async function actionForm(request: APIRequestContext, page: string, baseUrl = "") {
  const html = await (await request.get(`${baseUrl}${page}`)).text();
  const form = /<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/i.exec(html)?.[1] ?? "";
  const hidden = [
    ...form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/?>/g),
  ].map(
    ([, name, value]) => [decodeEntities(name!), decodeEntities(value ?? "")] as [string, string],
  );
  const reference = hidden.find(([name]) => /^\$ACTION_\d+:0$/.test(name))?.[1];
  const id = reference ? (JSON.parse(reference) as { id?: string }).id : undefined;
  expect(id, `a server-action form on ${page}`).toMatch(/^[0-9a-f]{40,}$/);
  return { hidden, id: id! };
}

/** A multipart body with the form's hidden fields and these visible ones. */
export function formBody(hidden: [string, string][], fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of hidden) body.append(name, value);
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
