import { site } from "./site";

export const homeHead = {
  updatedAt: "2026-11-25",
  title: "AI Marketing & Social Media Agency",
  description:
    "Kalpix is an AI marketing and social media agency in New Delhi. We build fast websites, automate busy work with AI and create content that grows brands in India, the US, the UK, the UAE, Singapore and Australia.",
  keywords: [
    "AI marketing agency",
    "social media agency",
    "web development agency",
    "AI automation",
    "digital agency New Delhi",
  ],
} as const;

export const hero = {
  eyebrow: site.slogan,
  headline: `${site.name} — AI, Web Dev & Social Media`,
  tagline: site.tagline,
  primaryCta: { label: "Get Started", href: "/contact" },
  secondaryCta: { label: "See Our Work", href: "/portfolio" },
  markets: ["IN", "US", "UK", "UAE", "SG", "AU"],
  proofPoints: [
    "Strategy, design and build under one roof",
    "Clients in 6 countries",
    "Replies within one working day",
  ],
} as const;

export const textBands = [`${site.name} Builds Brands`, "Web Dev + AI = Growth"] as const;

/** The switch that stops the bands: moving text that runs on by itself needs a way to pause it. */
export const textBandsPause = { label: "Pause", context: "the moving text" } as const;

export const pillars = {
  heading: "One team for the whole growth engine",
  intro:
    "Most brands juggle a web studio, a social team and an automation freelancer who never talk to each other. We put all three in one room, so every launch, post and workflow pulls in the same direction.",
  items: [
    {
      title: "AI that does the busy work",
      body: "Lead routing, support replies, reporting and content pipelines that run on their own, with people stepping in only where judgement matters.",
    },
    {
      title: "Websites that sell",
      body: "Fast, search-friendly sites and landing pages built on modern stacks, designed around one question: what should the visitor do next?",
    },
    {
      title: "Content people stop for",
      body: "Social calendars, short-form video, AI UGC ads and copy that sound like your brand and are measured against real revenue.",
    },
  ],
} as const;

export const coreServices = {
  heading: "Core Services",
  intro:
    "Eight ways we grow brands, from the first landing page to AI agents that answer every lead. Pick one, or let us run the whole engine.",
  cta: { label: "View All Services", href: "/services" },
} as const;
