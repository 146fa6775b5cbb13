import { site } from "../site";
import australia from "./australia";
import delhiOffice from "./delhi";
import india from "./india";
import singapore from "./singapore";
import type { Location, MarketLocation } from "./types";
import uae from "./uae";
import uk from "./uk";
import usa from "./usa";

export type { MarketLocation } from "./types";
export { delhiOffice };

/** The markets served from New Delhi, one page each under /locations, in the order of the sitemap. */
export const marketLocations: readonly MarketLocation[] = [
  india,
  usa,
  uk,
  uae,
  singapore,
  australia,
];

/** The generic location pages share one call to action, 'Get a Free Consultation'. */
export const marketCta = { label: "Get a Free Consultation", href: "/contact" } as const;
export const marketSecondaryCta = { label: "See Our Work", href: "/portfolio" } as const;

/** Every location page: the Delhi office and the markets. */
export const locations: readonly Location[] = [
  { name: delhiOffice.name, country: delhiOffice.country, slug: delhiOffice.slug },
  ...marketLocations.map(({ name, country, slug }) => ({ name, country, slug })),
];

export type LocationLink = { href: `/locations/${string}`; label: string; detail: string };

/** Every location page as a link, the office first: the footer and the location pages list them. */
export const locationLinks: readonly LocationLink[] = [
  {
    href: `/locations/${delhiOffice.slug}`,
    label: `${delhiOffice.name} office`,
    detail: `Our studio in ${site.address.streetAddress}`,
  },
  ...marketLocations.map((location) => ({
    href: `/locations/${location.slug}` as const,
    label: location.name,
    detail: `For ${location.adjective} brands`,
  })),
];

/** The headings of the links between location pages. */
export const locationLinksCopy = {
  eyebrow: "Where we work",
  fromMarket: "Other markets we serve",
  fromOffice: "Markets we serve from Delhi",
} as const;

export function getMarketLocation(slug: string): MarketLocation | undefined {
  return marketLocations.find((location) => location.slug === slug);
}

/** The headings of a market page, worded for that market. */
export function marketPageCopy(location: MarketLocation) {
  return {
    eyebrow: `Serving ${location.inSentence} from New Delhi`,
    title: `Web, AI & Social Media for ${location.adjective} Brands`,
    crumb: location.name,
    workingEyebrow: "Working together",
    workingTitle: `Working with us from ${location.inSentence}`,
    workingIntro: "One team in New Delhi, organised around your calendar and your currency.",
    marketEyebrow: "The market",
    marketTitle: `Built for ${location.inSentence}`,
    servicesEyebrow: "What we do",
    servicesTitle: `Services for ${location.adjective} brands`,
    servicesIntro:
      "Every service is delivered remotely from our New Delhi studio, with one project lead as your point of contact.",
    ctaTitle: `Let’s talk about your plans for ${location.inSentence}`,
    ctaBody:
      "Book a free consultation at a time that suits your time zone. We will listen, ask a few sharp questions and suggest where to start.",
  };
}
