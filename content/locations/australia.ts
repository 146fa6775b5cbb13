import { site } from "../site";
import type { MarketLocation } from "./types";

export default {
  name: "Australia",
  country: "Australia",
  slug: "australia",
  updatedAt: "2026-11-25",
  countryCode: "AU",
  inSentence: "Australia",
  adjective: "Australian",
  head: {
    title: "Web Design, AI & Social Media Agency for Australia",
    description: `${site.name} helps Australian businesses with websites, SEO, AI automation and social media, working through your afternoons from our studio in New Delhi.`,
    keywords: [
      "web design agency Australia",
      "AI automation Australia",
      "social media agency Australia",
    ],
  },
  intro:
    "Australian businesses work with us for websites, SEO, automation and content, with our mornings lining up with your afternoons.",
  workingHours: {
    title: "Our morning is your afternoon",
    body: "Sydney and Melbourne are 4½ to 5½ hours ahead of India, Perth 2½ hours. Your afternoons overlap with our mornings, so there is time for a call every working day, and work continues after you log off.",
  },
  currency: {
    title: "Quotes in Australian dollars",
    body: "Proposals and invoices are in AUD, with 20% upfront and 80% on completion and approval.",
  },
  market: [
    "Australian customers value straight talk and reliable service, and a lot of buying starts with a local search. We write in Australian English, build sites that rank for the cities you serve and keep copy clear and unpretentious.",
    [
      "Australian clients often start with ",
      { text: "web design and SEO", href: "/services/web-design-seo" },
      " or ",
      { text: "landing page design", href: "/services/landing-page-design" },
      " for a campaign, then add automation.",
    ],
  ],
  focus: [
    {
      title: "Local search",
      body: "Sites structured to rank in the cities and regions you serve.",
    },
    { title: "Plain-spoken copy", body: "Clear, honest writing in Australian English." },
    { title: "Daily overlap", body: "A shared window every working day for calls and reviews." },
  ],
} satisfies MarketLocation;
