import type { APIRequestContext, Page } from "@playwright/test";

import { aboutHead, aboutPage, trustStack } from "../content/about";
import { blogHead, blogIndex, blogPosts } from "../content/blog";
import { contactHead, contactPage } from "../content/contact";
import { textBands } from "../content/home";
import { delhiOffice, marketCta, marketLocations, marketPageCopy } from "../content/locations";
import { policies, policiesHead, policiesPage } from "../content/policies";
import { portfolioHead, portfolioPage, projects } from "../content/portfolio";
import { privacyHead, privacyPage } from "../content/privacy";
import { reviewsHead, reviewsPage } from "../content/reviews";
import { servicePages, type ServicePage } from "../content/service-pages";
import { services, servicesHead, servicesIndex } from "../content/services";
import { site } from "../content/site";
import { siteUrl } from "../lib/env/public";
import { expect, test } from "./fixtures";

/**
 * What a crawler or a visitor without JavaScript gets from every public page built from content:
 * the raw server HTML only (request.get, no browser), so nothing here depends on hydration.
 */

type Expected = {
  path: string;
  h1: string;
  title: string;
  description: string;
  /** JSON-LD @types the page itself adds (the layout adds Organization and WebSite everywhere). */
  types: string[];
};

const pages: Expected[] = [
  { path: "/services", h1: servicesIndex.title, ...servicesHead, types: ["CollectionPage"] },
  ...servicePages.map((page: ServicePage) => ({
    path: `/services/${page.slug}`,
    h1: page.title,
    ...page.head,
    types: ["Service", "BreadcrumbList", ...(page.faq ? ["FAQPage"] : [])],
  })),
  { path: "/about", h1: `About ${site.name}`, ...aboutHead, types: ["AboutPage"] },
  { path: "/policies", h1: "Our Policies", ...policiesHead, types: ["WebPage", "FAQPage"] },
  {
    path: "/privacy",
    h1: privacyPage.title,
    ...privacyHead,
    types: ["WebPage", "BreadcrumbList"],
  },
  { path: "/blog", h1: `${site.name} Insights`, ...blogHead, types: ["Blog"] },
  ...blogPosts.map((post) => ({
    path: `/blog/${post.slug}`,
    h1: post.title,
    title: post.title,
    description: post.description,
    types: ["BlogPosting", "BreadcrumbList"],
  })),
  {
    path: "/locations/delhi",
    h1: delhiOffice.title,
    ...delhiOffice.head,
    types: ["LocalBusiness", "BreadcrumbList"],
  },
  ...marketLocations.map((location) => ({
    path: `/locations/${location.slug}`,
    h1: marketPageCopy(location).title,
    ...location.head,
    types: ["Service", "BreadcrumbList"],
  })),
  { path: "/contact", h1: "Contact Us", ...contactHead, types: ["ContactPage", "LocalBusiness"] },
  { path: "/reviews", h1: "Client Testimonials", ...reviewsHead, types: ["WebPage"] },
  {
    path: "/portfolio",
    h1: portfolioPage.title,
    ...portfolioHead,
    types: ["CollectionPage", "BreadcrumbList"],
  },
  ...projects.map((project) => ({
    path: `/portfolio/${project.slug}`,
    h1: project.title,
    ...project.head,
    types: [project.slug === "axero" ? "SoftwareApplication" : "CreativeWork", "BreadcrumbList"],
  })),
];

const decode = (text: string) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Visible text of an HTML fragment: tags and React's <!-- --> text separators removed. */
const textOf = (fragment: string) =>
  decode(fragment.replace(/<!--[\s\S]*?-->/g, "").replace(/<[^>]+>/g, "")).trim();

function parse(html: string) {
  const attr = (tag: string, name: string) => {
    const value = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  const tags = (pattern: RegExp) => html.match(pattern) ?? [];
  const meta = (key: string) =>
    attr(tags(new RegExp(`<meta [^>]*(?:name|property)="${key}"[^>]*>`, "g"))[0] ?? "", "content");
  const h1s = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => textOf(m[1] ?? ""));
  const title = textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? "");
  const canonical = tags(/<link [^>]*rel="canonical"[^>]*>/g).map((tag) => attr(tag, "href"));
  const alternates = tags(/<link [^>]*rel="alternate"[^>]*hrefLang="[^"]*"[^>]*>/gi).map((tag) => ({
    lang: attr(tag, "hrefLang") ?? attr(tag, "hreflang"),
    href: attr(tag, "href"),
  }));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>);
  const links = [...html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: attr(m[1] ?? "", "href"),
    text: textOf(m[2] ?? ""),
  }));
  return { h1s, title, meta, canonical, alternates, jsonLd, links };
}

async function load(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return parse(await response.text());
}

const ofType = (blocks: Record<string, unknown>[], type: string) =>
  blocks.find((block) => block["@type"] === type) as Record<string, unknown> | undefined;

test.describe("every public page answers 200 with a complete head in the raw HTML", () => {
  for (const expected of pages) {
    test(expected.path, async ({ request }) => {
      const page = await load(request, expected.path);
      const url = `${siteUrl}${expected.path}`;

      expect(page.h1s).toEqual([expected.h1]);
      expect(page.title).toBe(`${expected.title} | ${site.name}`);
      expect(page.meta("description")).toBe(expected.description);
      expect(expected.description.length).toBeGreaterThanOrEqual(120);
      expect(expected.description.length).toBeLessThanOrEqual(170);
      expect(page.canonical).toEqual([url]);
      expect(page.alternates.map((a) => a.lang).sort()).toEqual(
        ["en-AE", "en-AU", "en-GB", "en-IN", "en-SG", "en-US", "x-default"].sort(),
      );
      for (const alternate of page.alternates) expect(alternate.href).toBe(url);
      expect(page.meta("og:image")).toMatch(new RegExp(`^${url}/opengraph-image-\\w+\\?\\w+$`));
      expect(page.meta("og:url")).toBe(url);

      const types = page.jsonLd.map((block) => block["@type"]);
      expect(types).toEqual(expect.arrayContaining(["Organization", "WebSite", ...expected.types]));
    });
  }

  test("titles are unique across pages", () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
  });
});

test.describe("calls to action and required links, without JavaScript", () => {
  for (const service of servicePages) {
    test(`/services/${service.slug} ends with '${service.cta.label}' to /contact`, async ({
      request,
    }) => {
      const page = await load(request, `/services/${service.slug}`);
      expect(page.links).toContainEqual({ href: "/contact", text: service.cta.label });
      expect(page.links).toContainEqual({ href: "/services", text: "Services" });
      expect(page.jsonLd.filter((block) => block["@type"] === "Service")).toHaveLength(1);
      const data = ofType(page.jsonLd, "Service");
      expect(data?.provider).toEqual({ "@id": `${siteUrl}/#organization` });
      const crumbs = ofType(page.jsonLd, "BreadcrumbList")?.itemListElement as { item: string }[];
      expect(crumbs.map((crumb) => crumb.item)).toEqual([
        siteUrl,
        `${siteUrl}/services`,
        `${siteUrl}/services/${service.slug}`,
      ]);
    });
  }

  test("AI automation has an FAQ linking to /portfolio, also as FAQPage data", async ({
    request,
  }) => {
    const page = await load(request, "/services/ai-automation");
    expect(
      page.links.some((link) => link.href === "/portfolio" && link.text === "Our portfolio"),
    ).toBe(true);
    const faq = ofType(page.jsonLd, "FAQPage")?.mainEntity as unknown[];
    expect(faq.length).toBeGreaterThanOrEqual(4);
    expect(faq.length).toBeLessThanOrEqual(5);
  });

  test("social media links to the ads page; web design to e-commerce and landing pages", async ({
    request,
  }) => {
    const social = await load(request, "/services/social-media-management");
    expect(social.links.map((link) => link.href)).toContain("/services/facebook-instagram-ads");
    const web = await load(request, "/services/web-design-seo");
    expect(web.links.map((link) => link.href)).toEqual(
      expect.arrayContaining(["/services/ecommerce-development", "/services/landing-page-design"]),
    );
  });

  test("/services shows the 8 cards, each linking to its page", async ({ request }) => {
    const page = await load(request, "/services");
    for (const service of services)
      expect(page.links).toContainEqual({ href: service.href, text: service.title });
  });

  test("/about has the six expertise tiles, the four trust cards and the closing buttons", async ({
    request,
  }) => {
    const response = await request.get("/about");
    const html = await response.text();
    for (const tile of aboutPage.expertise.tiles)
      expect(html).toContain(`>${tile.title.replace("&", "&amp;")}</h3>`);
    for (const card of aboutPage.trust.cards)
      expect(html).toContain(`>${card.title.replace("&", "&amp;")}</h3>`);
    const { links } = parse(html);
    expect(links).toContainEqual({ href: "/contact", text: "Get Started" });
    expect(links).toContainEqual({ href: "/portfolio", text: "See Our Work" });
  });

  test("/policies has the subtitle and six cards, also as FAQPage data", async ({ request }) => {
    const html = await (await request.get("/policies")).text();
    expect(html).toContain(policiesPage.subtitle);
    for (const policy of policies)
      expect(html).toContain(`>${policy.title.replace("&", "&amp;")}</h2>`);
    const faq = ofType(parse(html).jsonLd, "FAQPage")?.mainEntity as { name: string }[];
    expect(faq.map((question) => question.name)).toEqual(policies.map((policy) => policy.question));
  });

  test("/blog links to both articles; each article links to portfolio, policies and web design", async ({
    request,
  }) => {
    const index = await load(request, "/blog");
    expect(index.links.map((link) => link.href)).toEqual(
      expect.arrayContaining([
        "/blog/how-to-choose-web-dev-agency",
        "/blog/affordable-website-development",
      ]),
    );
    // Newest first, as a reader expects of a blog: the later article leads.
    const articles = index.links
      .map((link) => link.href)
      .filter((href) => href?.startsWith("/blog/"))
      .filter((href, at, all) => all.indexOf(href) === at);
    expect(articles).toEqual([
      "/blog/affordable-website-development",
      "/blog/how-to-choose-web-dev-agency",
    ]);
    expect(index.meta("description")).toBe(blogHead.description);
    expect(blogIndex.subtitle).toMatch(/web development, AI and digital marketing/);
    for (const post of blogPosts) {
      const article = await load(request, `/blog/${post.slug}`);
      expect(article.links.map((link) => link.href)).toEqual(
        expect.arrayContaining(["/portfolio", "/policies", "/services/web-design-seo"]),
      );
      const posting = ofType(article.jsonLd, "BlogPosting");
      expect(posting).toMatchObject({
        headline: post.title,
        datePublished: post.datePublished,
        dateModified: post.dateModified,
        author: { "@type": "Organization", name: site.name },
        publisher: { "@type": "Organization", name: site.name },
        mainEntityOfPage: { "@type": "WebPage", "@id": `${siteUrl}/blog/${post.slug}` },
      });
    }
  });

  test("/locations/delhi: address, metro directions, hours and a LocalBusiness without the phone", async ({
    request,
  }) => {
    const html = await (await request.get("/locations/delhi")).text();
    expect(html).toContain(site.address.streetAddress);
    expect(html).toContain(site.address.postalCode);
    expect(html).toContain("Blue Line");
    const page = parse(html);
    expect(page.links).toContainEqual({ href: "/contact", text: "Contact Our Delhi Office" });
    const business = ofType(page.jsonLd, "LocalBusiness");
    expect(business).not.toHaveProperty("telephone");
    expect(business?.address).toMatchObject({
      streetAddress: "Laxmi Nagar",
      postalCode: "110092",
      addressCountry: "IN",
    });
    expect(business?.openingHoursSpecification).toBeDefined();
  });

  test("the market pages offer 'Get a Free Consultation' to /contact", async ({ request }) => {
    for (const location of marketLocations) {
      const page = await load(request, `/locations/${location.slug}`);
      expect(page.links).toContainEqual({ href: "/contact", text: marketCta.label });
      const service = ofType(page.jsonLd, "Service");
      expect(service?.areaServed).toEqual([{ "@type": "Country", name: location.countryCode }]);
    }
  });

  test("/contact: subtitle, address, tel: and mailto: links, a LocalBusiness for six countries", async ({
    request,
  }) => {
    const html = await (await request.get("/contact")).text();
    expect(html).toContain("Let’s Build Something Extraordinary Together.");
    expect(html).toContain("Laxmi Nagar");
    expect(html).toContain("110092");
    expect(html).toContain("New Delhi");
    expect(html).toContain(contactPage.form.title);
    const page = parse(html);
    expect(page.links).toContainEqual({
      href: `tel:${site.phone.replace(/[^+\d]/g, "")}`,
      text: site.phone,
    });
    expect(page.links).toContainEqual({ href: `mailto:${site.email}`, text: site.email });
    const business = ofType(page.jsonLd, "LocalBusiness");
    expect((business?.areaServed as { name: string }[]).map((country) => country.name)).toEqual([
      "IN",
      "US",
      "GB",
      "AE",
      "SG",
      "AU",
    ]);
  });

  test("/reviews has the heading and an intro line", async ({ request }) => {
    const html = await (await request.get("/reviews")).text();
    expect(html).toContain(reviewsPage.intro);
  });

  test("unknown slugs under the templates are 404s", async ({ request }) => {
    for (const path of [
      "/services/no-such-service",
      "/blog/no-such-post",
      "/locations/no-such-place",
    ]) {
      expect((await request.get(path)).status(), path).toBe(404);
    }
  });

  test("the sitemap lists every page", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    for (const { path } of pages) expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
  });
});

test.describe("in the browser", () => {
  test("the trust cards stack with CSS alone: sticky, 20 px apart, scaled from 0.9 in 0.02 steps", async ({
    page,
  }) => {
    await page.goto("/about");
    const cards = page.getByRole("region", { name: aboutPage.trust.title }).locator("ol > li");
    await expect(cards).toHaveCount(4);
    const styles = await cards.evaluateAll((items) =>
      items.map((item) => {
        const style = getComputedStyle(item);
        return { position: style.position, top: parseFloat(style.top), transform: style.transform };
      }),
    );
    styles.forEach((style, index) => {
      expect(style.position).toBe("sticky");
      expect(style.top - (styles[0]?.top ?? 0)).toBeCloseTo(index * trustStack.spacingPx);
      const scale = Number(/matrix\(([^,]+)/.exec(style.transform)?.[1]);
      expect(scale).toBeCloseTo(trustStack.baseScale + index * trustStack.scaleStep);
    });
  });

  test("the FAQ opens and closes without script state", async ({ page }) => {
    await page.goto("/services/ai-automation");
    const question = page.getByText("Do we need to change our CRM or other tools?");
    const answer = page.getByText(/Usually not\. We connect what you already use/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
  });

  test("the home hero's 'Campaigns live' dot blinks for under 5 s, then stays lit", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const badge = page.getByText("Campaigns live");
    await expect(badge).toBeVisible();
    const dot = badge.locator("span");
    // Read from the stylesheet: on a busy machine the two blinks can be over before the page loads.
    const blinkMs = await dot.evaluate((el) => {
      const style = getComputedStyle(el);
      return Number(style.animationIterationCount) * parseFloat(style.animationDuration) * 1000;
    });
    expect(blinkMs).toBeGreaterThan(0);
    expect(blinkMs).toBeLessThanOrEqual(5000);
    await expect
      .poll(() => dot.evaluate((el) => el.getAnimations().length), { timeout: 8000 })
      .toBe(0);
    await expect(dot).toHaveCSS("opacity", "1");
  });

  test.describe("the moving text bands on /", () => {
    const pausesAndPlays = async (page: Page) => {
      await page.goto("/");
      const bands = page.getByRole("region", { name: "What we stand for" });
      const offset = () =>
        bands.evaluate(
          (el) =>
            new DOMMatrix(getComputedStyle(el.querySelector("[aria-hidden=true] > div")!).transform)
              .m41,
        );
      const pause = bands.getByRole("switch", { name: "Pause the moving text" });
      // The switch's drawn icon: pause while the bands move, play once they stand still.
      const [pauseIcon, playIcon] = [0, 1].map((i) => bands.locator("label svg").nth(i));
      await expect(pause).not.toBeChecked();
      await expect(pauseIcon!).toBeVisible();
      await expect(playIcon!).toBeHidden();
      await pause.click();
      await expect(pause).toBeChecked();
      await expect(playIcon!).toBeVisible();
      await expect(pauseIcon!).toBeHidden();
      const held = await offset();
      await page.waitForTimeout(500);
      expect(await offset()).toBe(held);
      await pause.press("Space");
      await expect(pause).not.toBeChecked();
      await expect(pauseIcon!).toBeVisible();
      await expect.poll(offset).not.toBe(held);
    };

    test("pause and play again from a switch", async ({ page }) => pausesAndPlays(page));

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });
      test("pause and play again from the same switch", async ({ page }) => pausesAndPlays(page));
    });

    test.describe("with reduced motion", () => {
      test.use({ contextOptions: { reducedMotion: "reduce" } });
      test("stand still and offer no pause", async ({ page }) => {
        await page.goto("/");
        const bands = page.getByRole("region", { name: "What we stand for" });
        await expect(bands).toContainText(textBands[0]);
        await expect(bands.getByRole("switch")).toBeHidden();
      });
    });
  });

  test("the home page's review cards all put the date under the name", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const cards = page
      .getByRole("region", { name: "Trusted by Happy Clients" })
      .getByRole("listitem");
    await expect(cards.first()).toBeVisible();
    const below = await cards.evaluateAll((items) =>
      items.map((item) => {
        const time = item.querySelector("figcaption time")!;
        const name = time.previousElementSibling!;
        return time.getBoundingClientRect().top >= name.getBoundingClientRect().bottom - 1;
      }),
    );
    expect(below.length).toBeGreaterThan(1);
    expect(below.every(Boolean)).toBe(true);
  });

  // The reviews grid once sat flush against the hero's bottom border.
  for (const path of ["/reviews", "/services", "/blog", "/policies", "/contact"]) {
    test(`${path}: the content after the hero keeps the same breathing room`, async ({ page }) => {
      await page.goto(path);
      const gap = await page.locator("main").evaluate((main) => {
        const hero = main.firstElementChild!.getBoundingClientRect();
        const first = main.children[1]!.firstElementChild!.getBoundingClientRect();
        return first.top - hero.bottom;
      });
      expect(gap).toBeGreaterThanOrEqual(48);
    });
  }
});
