import { site } from "../site";
import type { MarketLocation } from "./types";

export default {
  name: "USA",
  country: "United States",
  slug: "usa",
  updatedAt: "2026-11-25",
  countryCode: "US",
  inSentence: "the USA",
  adjective: "US",
  head: {
    title: "Web Development & AI Automation Agency for US Brands",
    description: `${site.name} builds websites, AI automation and social media for US businesses, with calls in your morning and overnight progress from our team in New Delhi.`,
    keywords: [
      "offshore web development agency",
      "AI automation agency USA",
      "social media agency for US brands",
    ],
  },
  intro:
    "US startups and small businesses work with us for senior design, development and AI skills at a sensible cost, with a process built for a team on the other side of the world.",
  workingHours: {
    title: "Your morning, our evening",
    body: "India is 9½ to 13½ hours ahead of the US, depending on the coast and daylight saving. We hold calls in your morning, which is our evening, and work while you sleep, so feedback you send at the end of your day is often done by the next morning.",
  },
  currency: {
    title: "Quotes in US dollars",
    body: "Proposals and invoices are in USD, with 20% upfront and 80% on completion and approval.",
  },
  market: [
    "American buyers expect polish: fast sites, clear pricing and proof that a business is real. We write in US English, design for US conversion habits and set up the tracking that Google and Meta advertising in the US depend on.",
    [
      "Popular with US clients: ",
      { text: "AI SaaS development", href: "/services/ai-saas-development" },
      " for founders who need a first version quickly, and ",
      { text: "AI UGC and video ads", href: "/services/ai-ugc-video-ads" },
      " for brands testing creative at scale.",
    ],
  ],
  focus: [
    {
      title: "Founders and startups",
      body: "AI products and first versions built in weeks, not quarters.",
    },
    {
      title: "Performance creative",
      body: "UGC-style video ads and landing pages produced for fast testing.",
    },
    {
      title: "Async by default",
      body: "Written updates, recorded walkthroughs and a shared board you can check any time.",
    },
  ],
} satisfies MarketLocation;
