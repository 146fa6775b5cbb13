import { readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import Validator from "@adobe/structured-data-validator";

import { expect, test } from "./fixtures";
import { sitemapPaths } from "./site-crawl";
import { checkStructuredData, typedNodes } from "./structured-data-rules";

/**
 * Every page's JSON-LD, as the server sends it, through Adobe's structured-data validator (the
 * schema.org vocabulary, release 30.0, is a committed copy, so it runs offline) and through the
 * site's own rules for Google's required and recommended properties.
 */

const vocabulary = path.join(
  process.cwd(),
  "tests",
  "support",
  "schemaorg",
  "schemaorg-current-https.jsonld.gz",
);

const jsonLdBlocks = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json!) as unknown,
  );

test.describe("structured data on every page", () => {
  const blocksByPage = new Map<string, unknown[]>();

  test.beforeAll(async ({ baseURL }) => {
    const { paths } = await sitemapPaths(baseURL!);
    for (const pagePath of paths) {
      const html = await (await fetch(new URL(pagePath, baseURL))).text();
      blocksByPage.set(pagePath, jsonLdBlocks(html));
    }
  });

  test("every page has some", () => {
    expect(blocksByPage.size).toBeGreaterThanOrEqual(30);
    const without = [...blocksByPage].filter(([, blocks]) => blocks.length === 0);
    expect(without.map(([page]) => page)).toEqual([]);
  });

  test("passes the schema.org and Google checks of @adobe/structured-data-validator", async () => {
    const validator = new Validator(
      JSON.parse(gunzipSync(readFileSync(vocabulary)).toString("utf8")),
    );
    const issues: { page: string; type?: string; severity: string; message: string }[] = [];
    for (const [page, blocks] of blocksByPage) {
      // The shape its companion extractor produces: root items grouped by their type.
      const jsonld: Record<string, unknown[]> = {};
      for (const block of blocks.flat()) {
        const type = String((block as { "@type": unknown })["@type"]);
        (jsonld[type] ??= []).push(structuredClone(block));
      }
      for (const issue of await validator.validate({ jsonld })) {
        issues.push({
          page,
          type: issue.rootType,
          severity: issue.severity,
          message: issue.issueMessage,
        });
      }
    }
    expect(issues).toEqual([]);
  });

  test("meets Google's required and recommended properties, one set of facts per entity", () => {
    const nodesByPage = new Map(
      [...blocksByPage].map(([page, blocks]) => [page, typedNodes(blocks)] as const),
    );
    expect(checkStructuredData(nodesByPage)).toEqual([]);
  });
});
