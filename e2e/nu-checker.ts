import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

/**
 * The W3C Nu Html Checker (vnu.jar from the vnu-jar package, run on the local Java) over the HTML
 * the server sends. It checks local files, so it needs no network. Its "info" notes are allowed
 * (React writes `<meta ... />`, a slash HTML ignores); errors and warnings are not.
 */

type VnuMessage = {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "io" | "schema" | "internal";
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
};

const vnuJar = require.resolve("vnu-jar/build/dist/vnu.jar");

/**
 * The stylesheet the build inlines (InlineStylesheet) is Tailwind's output, written for current
 * browsers (`@property`, `field-sizing`, `margin-trim` probes) that the checker's older CSS
 * validator rejects; as a linked file it was never checked either. Its rules are emptied, the
 * element stays.
 */
export const withoutSiteStylesheet = (html: string) =>
  html.replace(/(<style data-site-stylesheet=""[^>]*>)[\s\S]*?(<\/style>)/g, "$1$2");

export const fileName = (pagePath: string) =>
  `${pagePath === "/" ? "home" : pagePath.slice(1).replace(/[^a-z0-9-]+/gi, "_")}.html`;

/** Runs the checker once over every file (one Java start-up) and returns its messages. */
export function checkFiles(files: readonly string[]): VnuMessage[] {
  // vnu writes its report to stderr; --exit-zero-always, since the report is what is read.
  const run = spawnSync(
    "java",
    ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
    { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw new Error(`Java is needed for the Nu Html Checker: ${run.error.message}`);
  return (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
}

/** Fetches each page as a visitor would and returns every error or warning the checker finds. */
export async function nuFindings(request: APIRequestContext, pages: readonly string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), "kalpix-vnu-"));
  try {
    const pageOf = new Map<string, string>();
    for (const [index, pagePath] of pages.entries()) {
      const response = await request.get(pagePath);
      const file = path.join(dir, `${index}-${fileName(pagePath).slice(0, 80)}`);
      writeFileSync(file, withoutSiteStylesheet(await response.text()));
      pageOf.set(file, pagePath);
    }
    return checkFiles([...pageOf.keys()])
      .filter((message) => message.type !== "info" || message.subType === "warning")
      .map((message) => ({
        page: pageOf.get(message.url.replace(/^file:/, "")) ?? message.url,
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
