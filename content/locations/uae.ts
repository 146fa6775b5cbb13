import { site } from "../site";
import type { MarketLocation } from "./types";

export default {
  name: "UAE",
  country: "United Arab Emirates",
  slug: "uae",
  updatedAt: "2026-11-25",
  countryCode: "AE",
  inSentence: "the UAE",
  adjective: "UAE",
  head: {
    title: "Digital Marketing, Web & AI Agency for UAE Brands",
    description: `${site.name} helps brands in Dubai, Abu Dhabi and across the UAE with websites, Meta ads, AI automation and content, just 1½ hours behind our team in New Delhi.`,
    keywords: [
      "digital marketing agency UAE",
      "web development Dubai",
      "AI automation UAE",
      "Instagram ads Dubai",
    ],
  },
  intro:
    "Brands in Dubai, Abu Dhabi and across the Emirates work with us for premium websites, social media and performance ads, with nearly the same working day as our team.",
  workingHours: {
    title: "Almost the same working day",
    body: "The UAE is just 1½ hours behind India, so our working days overlap almost completely, Monday to Friday. Calls, approvals and launches happen in real time.",
  },
  currency: {
    title: "Quotes in dirhams",
    body: "Proposals and invoices are in AED, with 20% upfront and 80% on completion and approval.",
  },
  market: [
    "The UAE is a visual, mobile and Instagram-led market with very high expectations of polish. We design premium websites and creatives, and run Meta campaigns that reach the audiences you sell to across the Emirates.",
    [
      "We write in English. For Arabic versions we work with your translator or a partner you trust, and build sites that support right-to-left layouts. Start with ",
      { text: "Facebook and Instagram ads", href: "/services/facebook-instagram-ads" },
      " or ",
      { text: "e-commerce development", href: "/services/ecommerce-development" },
      ".",
    ],
  ],
  focus: [
    {
      title: "Premium design",
      body: "Websites and creatives that match the expectations of a luxury market.",
    },
    {
      title: "Instagram-led growth",
      body: "Content and Meta ads planned together for reach and enquiries.",
    },
    {
      title: "Bilingual-ready builds",
      body: "Sites prepared for Arabic content and right-to-left layouts.",
    },
  ],
} satisfies MarketLocation;
