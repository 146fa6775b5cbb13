import type { IconName } from "./icons";
import type { RichText } from "./rich-text";
import { site } from "./site";

type Tile = { icon: IconName; title: string; body: string };

export const aboutHead = {
  updatedAt: "2026-11-22",
  title: `About ${site.name}: Digital Growth & AI Agency in New Delhi`,
  description: `Meet ${site.name}, a digital growth and AI agency in New Delhi: web development, AI automation, social media, design and paid ads for brands in six countries.`,
  keywords: [
    `about ${site.name}`,
    "digital agency New Delhi",
    "AI agency India",
    "web development team",
  ],
} as const;

export const aboutPage = {
  hero: {
    eyebrow: site.slogan,
    title: `About ${site.name}`,
    subtitle:
      "A full-stack digital growth and AI solutions agency in New Delhi, helping brands in India, the US, the UK, the UAE, Singapore and Australia look better, sell more and work smarter.",
  },
  whoWeAre: {
    eyebrow: "Our story",
    title: "Who We Are",
    paragraphs: [
      `${site.name} blends kalpana, the Hindi word for imagination, with pixel: the belief that creative thinking and precise technology belong in the same room. That is how we work, from our studio in Laxmi Nagar, New Delhi.`,
      "We are a compact team of designers, developers, marketers and automation specialists. Instead of passing your brand between a web studio, a social media team and an automation freelancer, we plan, build and grow it in one place: the website, the content, the ads and the AI systems behind them.",
      "We work with startups, growing businesses and established brands, mostly remotely, with calls scheduled in your time zone and one project lead who knows your business.",
    ],
    highlights: [
      { value: "6", label: "countries served from New Delhi" },
      { value: "8", label: "services under one roof" },
      { value: "1", label: "project lead from first call to launch" },
    ],
  },
  expertise: {
    eyebrow: "What we are good at",
    title: "Our Expertise",
    intro: "Six disciplines, one team. Each is strong on its own; together they compound.",
    tiles: [
      {
        icon: "sparkles",
        title: "AI-Powered Marketing",
        body: "Campaigns, content and customer journeys sharpened with AI: faster research, more creative variations and smarter targeting, always checked by people.",
      },
      {
        icon: "trending",
        title: "Social Media Growth",
        body: "Strategy, content calendars, short-form video and community management that build an audience you own.",
      },
      {
        icon: "code",
        title: "High-End Web Development",
        body: "Fast, accessible websites, online stores and web apps on modern frameworks, built to rank and to convert.",
      },
      {
        icon: "palette",
        title: "Creative Design & Branding",
        body: "Identities, product mockups, packaging renders and creatives that make a brand instantly recognisable.",
      },
      {
        icon: "target",
        title: "Paid Ads & Conversions",
        body: "Meta and Google campaigns, landing pages and tracking, optimised for leads and sales rather than clicks.",
      },
      {
        icon: "workflow",
        title: "Automation & Scalability",
        body: "AI agents and workflows that take repetitive work off your team, so growth does not mean hiring for every new task.",
      },
    ] satisfies Tile[],
  },
  mission: {
    title: "Our mission",
    quote:
      "Our mission is to give every ambitious brand the technology and creativity that used to be reserved for the biggest budgets, and to be honest about what will and will not move the needle.",
    attribution: `The ${site.name} mission`,
  },
  trust: {
    eyebrow: "Why us",
    title: "Why Clients Trust Us",
    intro:
      "Trust is earned in the details: who does the work, what it costs and what you own at the end.",
    cards: [
      {
        icon: "award",
        title: "Proven Expertise",
        body: "We have shipped websites, AI products, campaigns and content across industries. We bring what each project taught us, and we tell you plainly when something is new to us.",
      },
      {
        icon: "users",
        title: "A Dedicated Professional Team",
        body: "You work with the same small team from the first call to launch: a project lead who knows your business, plus the designers, developers and marketers doing the work.",
      },
      {
        icon: "shield",
        title: "Transparent & Client-First",
        body: [
          "Written scopes, 20% upfront and 80% on approval, two full rounds of revisions and timelines agreed before we start. Everything is set out in ",
          { text: "our policies", href: "/policies" },
          ", with no hidden fees.",
        ],
      },
      {
        icon: "folder",
        title: "A Strong Portfolio of Results",
        body: [
          "AI apps, websites, product mockups and video ads for real clients. Judge us on what we have delivered: ",
          { text: "browse the portfolio", href: "/portfolio" },
          ".",
        ],
      },
    ] satisfies { icon: IconName; title: string; body: RichText }[],
  },
  cta: {
    title: "Let’s build what’s next for your brand",
    body: "Tell us where you want to grow. We will come back with a clear plan, an honest timeline and a team ready to start.",
    primary: { label: "Get Started", href: "/contact" },
    secondary: { label: "See Our Work", href: "/portfolio" },
  },
} as const;

/**
 * The About page's scroll stack: spacing 20, scale step 0.02, distance 15, base scale 0.9.
 * Card i sticks at `spacingPx * i` below the first card and is scaled to baseScale + i * scaleStep,
 * so earlier cards look pushed back; `distance` is the scroll room between cards, in vh.
 */
export const trustStack = {
  spacingPx: 20,
  scaleStep: 0.02,
  distanceVh: 15,
  baseScale: 0.9,
} as const;
