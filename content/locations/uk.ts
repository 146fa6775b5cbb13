import { site } from "../site";
import type { MarketLocation } from "./types";

export default {
  name: "UK",
  country: "United Kingdom",
  slug: "uk",
  updatedAt: "2026-11-25",
  countryCode: "GB",
  inSentence: "the UK",
  adjective: "UK",
  head: {
    title: "Web Design, AI & Social Media Agency for UK Businesses",
    description: `${site.name} works with UK businesses on websites, SEO, AI automation and social media, with a good share of your working day overlapping ours in New Delhi.`,
    keywords: [
      "web design agency UK",
      "AI automation UK",
      "social media management UK",
      "offshore agency UK",
    ],
  },
  intro:
    "UK businesses work with us for websites, SEO, automation and content, delivered by one team with plenty of overlap with the British working day.",
  workingHours: {
    title: "Your morning is our afternoon",
    body: "India is 4½ hours ahead of the UK in summer and 5½ hours in winter. Your morning and early afternoon overlap with our working day, so same-day calls and quick turnarounds are normal.",
  },
  currency: {
    title: "Quotes in pounds sterling",
    body: "Proposals and invoices are in GBP, with 20% upfront and 80% on completion and approval.",
  },
  market: [
    "We write in British English, keep accessibility in mind from the first wireframe, and build cookie consent and privacy notices into every site, because UK visitors and regulators expect them.",
    [
      "UK clients often start with ",
      { text: "web design and SEO", href: "/services/web-design-seo" },
      " or ",
      { text: "social media management", href: "/services/social-media-management" },
      ", then add automation once the basics are working.",
    ],
  ],
  focus: [
    { title: "Accessible websites", body: "Sites built to WCAG guidelines, in British English." },
    {
      title: "Privacy built in",
      body: "Cookie consent, privacy notices and careful handling of personal data.",
    },
    {
      title: "Same-day overlap",
      body: "Calls in your morning, progress by the end of your day.",
    },
  ],
} satisfies MarketLocation;
