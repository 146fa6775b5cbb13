import { site } from "../site";
import type { MarketLocation } from "./types";

export default {
  name: "Singapore",
  country: "Singapore",
  slug: "singapore",
  updatedAt: "2026-11-25",
  countryCode: "SG",
  inSentence: "Singapore",
  adjective: "Singapore",
  head: {
    title: "Web Development & AI Automation Agency for Singapore",
    description: `${site.name} builds websites, AI automation and content for Singapore businesses, with most of your working day overlapping ours in New Delhi.`,
    keywords: [
      "web development agency Singapore",
      "AI automation Singapore",
      "digital agency Singapore",
    ],
  },
  intro:
    "Singapore companies, from startups to regional teams, work with us on websites, AI automation and content that scale across Southeast Asia.",
  workingHours: {
    title: "Most of your day, overlapping ours",
    body: "India is 2½ hours behind Singapore, so from late morning to early evening in Singapore our teams are online together. Calls are easy to schedule and turnarounds are quick.",
  },
  currency: {
    title: "Quotes in Singapore dollars",
    body: "Proposals and invoices are in SGD, with 20% upfront and 80% on completion and approval.",
  },
  market: [
    "Singapore buyers are digital-first and expect efficiency: fast, clear websites, self-service where possible and quick answers. AI assistants and automated workflows fit naturally, and we build them with care for how personal data is collected and stored.",
    [
      "Singapore clients often pair ",
      { text: "AI automation", href: "/services/ai-automation" },
      " with ",
      { text: "AI SaaS development", href: "/services/ai-saas-development" },
      " to launch products for regional markets.",
    ],
  ],
  focus: [
    {
      title: "Automation first",
      body: "AI agents and workflows that let small teams serve a whole region.",
    },
    {
      title: "Product builds",
      body: "SaaS and web apps designed to grow across Southeast Asia.",
    },
    {
      title: "Careful with data",
      body: "Personal data collected and stored only where it is needed.",
    },
  ],
} satisfies MarketLocation;
