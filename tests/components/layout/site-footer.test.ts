import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { footerGroups, footerLegalLinks } from "@/content/footer";
import { site } from "@/content/site";
import { SiteFooter } from "@/components/layout/site-footer";

const html = renderToStaticMarkup(
  createElement(SiteFooter, {
    brandName: site.name,
    tagline: site.tagline,
    groups: footerGroups,
    buildYear: 2026,
  }),
);

describe("the footer on every page", () => {
  it("links the privacy notice in its bottom row, beside the copyright", () => {
    expect(footerLegalLinks).toContainEqual({ href: "/privacy", label: "Privacy" });
    const bottom = html.slice(html.indexOf("All rights reserved."));
    expect(bottom).toMatch(/<a [^>]*href="\/privacy"[^>]*>Privacy<\/a>/);
  });

  it("keeps the privacy link out of the Footer navigation's two columns", () => {
    const nav = /<nav aria-label="Footer"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? "";
    expect(nav).not.toBe("");
    expect(nav).not.toContain('href="/privacy"');
    expect(html).toContain(`. All rights reserved.`);
  });
});
