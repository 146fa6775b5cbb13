import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import * as about from "@/content/about";
import * as blog from "@/content/blog";
import * as contact from "@/content/contact";
import * as home from "@/content/home";
import * as locations from "@/content/locations";
import * as policies from "@/content/policies";
import * as privacy from "@/content/privacy";
import * as reviews from "@/content/reviews";
import { publicRoutes } from "@/content/routes";
import * as servicePages from "@/content/service-pages";
import * as services from "@/content/services";
import * as site from "@/content/site";

const routePaths = publicRoutes.map((route) => route.path as string);

/**
 * Routes other issues build. Content may already link to them; each one leaves this list when its
 * page lands and adds itself to content/routes.ts.
 */
const routesBuiltElsewhere: string[] = [];

/** Every `href` anywhere in the content modules (cards, CTAs, links inside body copy). */
function collectHrefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => collectHrefs(item, found));
  else if (value && typeof value === "object") {
    for (const [key, child] of Object.entries(value)) {
      if (key === "href" && typeof child === "string") found.push(child);
      else collectHrefs(child, found);
    }
  }
  return found;
}

const siteDir = path.resolve(__dirname, "../../app/(site)");

/** A route is real if its folder has a page, or its parent has a [slug] template fed by content. */
function hasPage(routePath: string): boolean {
  if (routePath === "/") return existsSync(path.join(siteDir, "page.tsx"));
  const segments = routePath.split("/").filter(Boolean);
  const direct = path.join(siteDir, ...segments, "page.tsx");
  const template = path.join(siteDir, ...segments.slice(0, -1), "[slug]", "page.tsx");
  return existsSync(direct) || existsSync(template);
}

describe("content/routes.ts", () => {
  it("lists each route once, with a page behind it", () => {
    expect(new Set(routePaths).size).toBe(routePaths.length);
    for (const routePath of routePaths) expect(hasPage(routePath), routePath).toBe(true);
  });

  it("lists exactly the pages the [slug] templates are fed", () => {
    const under = (prefix: string) => routePaths.filter((p) => p.startsWith(prefix)).sort();
    expect(under("/services/")).toEqual(
      servicePages.servicePages.map((p) => `/services/${p.slug}`).sort(),
    );
    expect(under("/blog/")).toEqual(blog.blogPosts.map((p) => `/blog/${p.slug}`).sort());
    expect(under("/locations/")).toEqual(
      locations.locations.map((l) => `/locations/${l.slug}`).sort(),
    );
  });

  it("lists every public route", () => {
    expect(routePaths).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/services",
        "/contact",
        "/policies",
        "/privacy",
        "/blog",
        "/reviews",
      ]),
    );
  });
});

describe("internal links in content", () => {
  const modules = {
    about,
    blog,
    contact,
    home,
    locations,
    policies,
    // The notice is built from the retention periods; any will do to reach its links.
    privacy: {
      ...privacy,
      sections: privacy.privacySections({
        enquiryMonths: 1,
        unapprovedReviewMonths: 1,
        spamDays: 1,
        fieldDataDays: 1,
        inviteDays: 1,
        unusedInvitationDays: 1,
      }),
    },
    reviews,
    servicePages,
    services,
    site,
  };
  const hrefs = collectHrefs(Object.values(modules).map((mod) => ({ ...mod })));

  it("are found (the walk reaches cards, CTAs and links in body copy)", () => {
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/contact",
        "/services/facebook-instagram-ads",
        "/policies",
        "/portfolio",
      ]),
    );
  });

  it("all point at a real route", () => {
    const internal = hrefs.filter((href) => href.startsWith("/"));
    const broken = internal
      .map((href) => href.split(/[?#]/)[0] ?? href)
      .filter((href) => !routePaths.includes(href) && !routesBuiltElsewhere.includes(href));
    expect([...new Set(broken)]).toEqual([]);
  });

  it("are all internal: content never links off-site", () => {
    expect(hrefs.filter((href) => !href.startsWith("/"))).toEqual([]);
  });
});
