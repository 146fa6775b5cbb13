import { aboutHead } from "./about";
import { blogHead, blogPosts } from "./blog";
import { contactHead } from "./contact";
import { homeHead } from "./home";
import type { IconName } from "./icons";
import { delhiOffice, marketLocations } from "./locations";
import { policiesHead } from "./policies";
import { portfolioHead, projects } from "./portfolio";
import { privacyHead } from "./privacy";
import { reviewsHead } from "./reviews";
import { servicePages } from "./service-pages";
import { services, servicesHead, servicesIndex } from "./services";
import { site } from "./site";

/** What a share card draws beside its title: a case study's screenshot or a service's icon. */
export type ShareCardArt =
  | { kind: "picture"; src: `/portfolio/${string}.png`; alt: string }
  | { kind: "icon"; icon: IconName };

/** The picture a shared link to one public page shows (1200x630, made at build time). */
export type ShareCard = {
  path: `/${string}`;
  /** What the page is: "Service", "Case study", a location's country. */
  kind: string;
  title: string;
  art?: ShareCardArt;
};

export const shareCardSize = { width: 1200, height: 630 } as const;

const serviceIcons = new Map<string, IconName>(
  [...services, ...servicesIndex.specialists.links].map((card) => [card.href, card.icon]),
);

const indexCard = (path: `/${string}`, kind: string, title: string): ShareCard => ({
  path,
  kind,
  title,
});

/** One card per page of content/routes.ts; tests/content/share-cards.test.ts keeps them in step. */
export const shareCards: readonly ShareCard[] = [
  indexCard("/", site.slogan, homeHead.title),
  indexCard("/about", "About", aboutHead.title),
  indexCard("/services", "Services", servicesHead.title),
  ...servicePages.map((page): ShareCard => {
    const path = `/services/${page.slug}` as const;
    const icon = serviceIcons.get(path);
    return { path, kind: "Service", title: page.head.title, art: icon && { kind: "icon", icon } };
  }),
  indexCard("/portfolio", "Portfolio", portfolioHead.title),
  ...projects.map((project): ShareCard => ({
    path: `/portfolio/${project.slug}`,
    kind: "Case study",
    title: project.head.title,
    art: { kind: "picture", src: project.image, alt: project.alt },
  })),
  indexCard("/contact", "Contact", contactHead.title),
  indexCard("/policies", "Policies", policiesHead.title),
  indexCard("/privacy", "Privacy", privacyHead.title),
  indexCard("/blog", "Blog", blogHead.title),
  ...blogPosts.map((post) => indexCard(`/blog/${post.slug}`, "Article", post.title)),
  indexCard("/reviews", "Reviews", reviewsHead.title),
  indexCard(
    `/locations/${delhiOffice.slug}`,
    `${site.address.locality} office`,
    delhiOffice.head.title,
  ),
  ...marketLocations.map((location) =>
    indexCard(`/locations/${location.slug}`, location.country, location.head.title),
  ),
];

export function getShareCard(path: string): ShareCard {
  const card = shareCards.find((candidate) => candidate.path === path);
  if (!card) throw new Error(`No share card for ${path}: add it to content/share-cards.ts.`);
  return card;
}

/** The og:image:alt of one page's card: what the picture shows, as a screen reader would say it. */
export function shareCardAlt(card: ShareCard): string {
  const art =
    card.art?.kind === "picture"
      ? `, beside a screenshot: ${card.art.alt}`
      : card.art?.kind === "icon"
        ? ", beside the service's icon"
        : "";
  return `${site.name} card, ${card.kind}: “${card.title}”${art}`;
}

/**
 * The og:image:alt of the cards of a dynamic route: Next takes one alt per opengraph-image file,
 * not one per slug, so it says what every card of the route shows.
 */
export const shareCardRouteAlts = {
  service: `${site.name} card for a service: its kind, its name and its icon on the brand's gradient tile`,
  caseStudy: `${site.name} card for a case study: its kind and name beside a screenshot of the project`,
  article: `${site.name} card for a blog article: its kind and its title beside the ${site.name} mark`,
  location: `${site.name} card for a market: the country and the page's title beside the ${site.name} mark`,
} as const;
