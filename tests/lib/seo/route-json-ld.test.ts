import { existsSync } from "node:fs";
import path from "node:path";

import { isValidElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

import { publicRoutes } from "@/content/routes";
import { siteUrl } from "@/lib/env/public";
import { JsonLd } from "@/lib/seo/json-ld-script";

// The JSON-LD is built in the page function itself; the reviews only feed components below it.
vi.mock("@/lib/data/reviews", () => ({
  getApprovedReviews: async () => ({ ok: true, data: [] }),
  getReviewSummary: async () => ({ ok: true, data: { count: 0, average: null } }),
}));

const siteDir = path.resolve(__dirname, "../../../app/(site)");

type PageModule = {
  default: (props: { params: Promise<{ slug: string }> }) => ReactNode | Promise<ReactNode>;
};

async function renderRoute(routePath: string): Promise<ReactNode> {
  const segments = routePath.split("/").filter(Boolean);
  const direct = path.join(siteDir, ...segments, "page.tsx");
  const file = existsSync(direct)
    ? direct
    : path.join(siteDir, ...segments.slice(0, -1), "[slug]", "page.tsx");
  const page = (await import(/* @vite-ignore */ file)) as PageModule;
  return page.default({ params: Promise.resolve({ slug: segments.at(-1) ?? "" }) });
}

/** The `data` of every <JsonLd> the element tree holds, without rendering the components below. */
function jsonLdIn(node: ReactNode, found: unknown[] = []): unknown[] {
  if (Array.isArray(node)) node.forEach((child: ReactNode) => jsonLdIn(child, found));
  else if (isValidElement<{ data?: unknown; children?: ReactNode }>(node)) {
    if (node.type === JsonLd) found.push(...[node.props.data].flat());
    else jsonLdIn(node.props.children, found);
  }
  return found;
}

/**
 * Written out in key order, as the page serialises it. The origin comes from NEXT_PUBLIC_SITE_URL,
 * so the snapshot holds a placeholder instead.
 */
const portable = (data: unknown[]) => JSON.stringify(data, null, 2).replaceAll(siteUrl, "{site}");

describe("the JSON-LD of every public route", () => {
  it.each(publicRoutes.map((route) => route.path))("%s", async (routePath) => {
    expect(portable(jsonLdIn(await renderRoute(routePath)))).toMatchSnapshot();
  });

  it("the site layout", async () => {
    const { default: SiteLayout } = await import("@/app/(site)/layout");
    expect(portable(jsonLdIn(SiteLayout({ children: null })))).toMatchSnapshot();
  });
});
