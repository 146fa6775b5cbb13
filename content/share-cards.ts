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

/** What a share card draws beside its title: a case study's screenshot or an icon on the brand's tile. */
export type ShareCardArt =
  | { kind: "picture"; src: `/portfolio/${string}.png`; alt: string }
  | { kind: "icon"; icon: IconName };

/** The picture a shared link to one public page shows (1200x630, made at build time). */
export type ShareCard = {
  path: `/${string}`;
  /** What the page is: "Service", "Case study", a location's country. */
  kind: string;
  title: string;
  /** A line under the title: a case study's one-liner. */
  subtitle?: string;
  /** Without one, the card shows the brand's mark (the home page). */
  art?: ShareCardArt;
};

export const shareCardSize = { width: 1200, height: 630 } as const;

const serviceIcons = new Map<string, IconName>(
  [...services, ...servicesIndex.specialists.links].map((card) => [card.href, card.icon]),
);

const iconCard = (path: `/${string}`, kind: string, title: string, icon?: IconName): ShareCard => ({
  path,
  kind,
  title,
  art: icon && { kind: "icon", icon },
});

/** One card per page of content/routes.ts; tests/content/share-cards.test.ts keeps them in step. */
export const shareCards: readonly ShareCard[] = [
  iconCard("/", site.slogan, homeHead.title),
  iconCard("/about", "About", aboutHead.title, "users"),
  iconCard("/services", "Services", servicesHead.title, "sparkles"),
  ...servicePages.map((page) => {
    const path = `/services/${page.slug}` as const;
    return iconCard(path, "Service", page.head.title, serviceIcons.get(path));
  }),
  iconCard("/portfolio", "Portfolio", portfolioHead.title, "folder"),
  // The kind already says "Case study", so the card names the project and says what it is.
  ...projects.map((project): ShareCard => ({
    path: `/portfolio/${project.slug}`,
    kind: "Case study",
    title: project.title,
    subtitle: project.description,
    art: { kind: "picture", src: project.image, alt: project.alt },
  })),
  iconCard("/contact", "Contact", contactHead.title, "calendar"),
  iconCard("/policies", "Policies", policiesHead.title, "shield"),
  iconCard("/privacy", "Privacy", privacyHead.title, "lock"),
  iconCard("/blog", "Blog", blogHead.title, "search"),
  ...blogPosts.map((post) => iconCard(`/blog/${post.slug}`, "Article", post.title, "pen")),
  iconCard("/reviews", "Reviews", reviewsHead.title, "award"),
  iconCard(
    `/locations/${delhiOffice.slug}`,
    `${site.address.locality} office`,
    delhiOffice.head.title,
    "station",
  ),
  ...marketLocations.map((location) =>
    iconCard(`/locations/${location.slug}`, location.country, location.head.title, "globe"),
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
        ? ", beside an icon"
        : `, beside the ${site.name} mark`;
  const subtitle = card.subtitle ? ` ${card.subtitle}` : "";
  return `${site.name} card (${card.kind}): “${card.title}”${art}.${subtitle}`;
}

/**
 * The og:image:alt of the cards of a dynamic route: Next takes one alt per opengraph-image file,
 * not one per slug, so it says what every card of the route shows.
 */
export const shareCardRouteAlts = {
  service: `${site.name} card for a service: the word Service and the page's title beside the service's icon`,
  caseStudy: `${site.name} card for a case study: the project's name and one-line summary beside a screenshot of it`,
  article: `${site.name} card for a blog article: the word Article and the article's title beside a pen icon`,
  location: `${site.name} card for a market: the country's name and the page's title beside a globe icon`,
} as const;
