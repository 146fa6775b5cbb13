import type { IconName } from "../icons";
import type { RichText } from "../rich-text";
import type { ServedCountry } from "../site";

/** A location: name, country and slug. */
export type Location = { name: string; country: string; slug: string };

/**
 * A market we serve remotely from New Delhi. Only Delhi has an office; these pages talk about
 * working hours, currency and what the market needs, never about an address there.
 */
export type MarketLocation = Location & {
  /** ISO date (YYYY-MM-DD) of the last change to the page's content: the sitemap's lastmod. */
  updatedAt: string;
  countryCode: ServedCountry;
  /** "the UK", "India": the name as it reads inside a sentence. */
  inSentence: string;
  /** "UK", "Indian": the name in front of "brands". */
  adjective: string;
  head: { title: string; description: string; keywords: readonly string[] };
  intro: string;
  workingHours: { title: string; body: string };
  currency: { title: string; body: string };
  market: readonly RichText[];
  focus: readonly { title: string; body: string }[];
};

/** The one office: the Delhi page adds directions and opening hours to the location fields. */
export type Office = Location & {
  /** ISO date (YYYY-MM-DD) of the last change to the page's content: the sitemap's lastmod. */
  updatedAt: string;
  head: { title: string; description: string; keywords: readonly string[] };
  eyebrow: string;
  title: string;
  intro: string;
  addressTitle: string;
  directions: {
    eyebrow: string;
    title: string;
    intro: string;
    steps: readonly { icon: IconName; title: string; body: string }[];
    note: string;
  };
  hours: {
    title: string;
    note: string;
    rows: readonly { days: string; time: string }[];
    timeZone: string;
    schema: readonly {
      dayOfWeek: readonly `https://schema.org/${"Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday"}`[];
      opens: string;
      closes: string;
    }[];
  };
  cta: { title: string; body: string; label: "Contact Our Delhi Office"; href: "/contact" };
};
