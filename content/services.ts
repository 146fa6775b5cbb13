import type { IconName } from "./icons";

/**
 * The 8 service cards. /services shows `description`; the home page's
 * Core Services grid reuses the same cards with `shortDescription`.
 */
export type ServiceCard = {
  id: string;
  icon: IconName;
  title: string;
  description: string;
  shortDescription: string;
  href: `/${string}`;
};

export const services = [
  {
    id: "ai-automation",
    icon: "bot",
    title: "AI Automation",
    description:
      "Chatbots, lead qualification, CRM updates, reports and content pipelines that run on their own. We map the repetitive work in your business and hand it to AI agents, with people stepping in where judgement matters.",
    shortDescription: "AI agents and workflows that take repetitive work off your team.",
    href: "/services/ai-automation",
  },
  {
    id: "social-media-management",
    icon: "share",
    title: "Social Media Management",
    description:
      "Strategy, content calendars, design, short-form video, publishing and community replies across Instagram, LinkedIn, Facebook and YouTube, reported monthly against the numbers that matter to you.",
    shortDescription: "Planned, designed and published content, with monthly reporting.",
    href: "/services/social-media-management",
  },
  {
    id: "web-design-seo",
    icon: "monitor",
    title: "Web Design & SEO",
    description:
      "Fast, accessible websites designed around what a visitor should do next, built on modern frameworks and shipped with technical SEO, structured data and analytics from day one.",
    shortDescription: "Fast, search-ready websites designed to turn visits into leads.",
    href: "/services/web-design-seo",
  },
  {
    id: "ai-saas-development",
    icon: "cpu",
    title: "AI SaaS Development",
    description:
      "From a validated idea to a working product: AI features built on large language models, user accounts, billing and an admin area, delivered as a focused first version you can put in front of customers.",
    shortDescription: "AI-powered software products, from first version to launch.",
    href: "/services/ai-saas-development",
  },
  {
    id: "product-mockups-gfx",
    icon: "box",
    title: "Product Mockups & Graphics",
    description:
      "Photorealistic product mockups, packaging renders, social creatives and brand graphics that make a product look ready to buy, even before the first photo shoot.",
    shortDescription: "Product renders and brand graphics that look ready to buy.",
    href: "/services/product-mockups-gfx",
  },
  {
    id: "ai-ugc-video-ads",
    icon: "clapperboard",
    title: "AI UGC & Video Ads",
    description:
      "Scroll-stopping short videos and user-generated-style ads produced with AI avatars, voice and editing, so you can test many hooks and angles without booking a shoot for each one.",
    shortDescription: "Short-form video and UGC-style ads made and tested at speed.",
    href: "/services/ai-ugc-video-ads",
  },
  {
    id: "facebook-instagram-ads",
    icon: "megaphone",
    title: "Facebook & Instagram Ads",
    description:
      "Meta ad campaigns planned, built and optimised around cost per lead or return on ad spend: audiences, creatives, tracking with the Meta Pixel and Conversions API, and honest weekly reporting.",
    shortDescription: "Meta campaigns tuned for leads and sales, reported weekly.",
    href: "/services/facebook-instagram-ads",
  },
  {
    id: "copywriting-content",
    icon: "pen",
    title: "Copywriting & Content",
    description:
      "Website copy, ad scripts, captions, product descriptions and e-mail sequences written in your brand’s voice. Copy is part of every project above, and can also be booked on its own.",
    shortDescription: "Words that sell: web copy, ad scripts, captions and e-mails.",
    // This card links back to the index: copy is part of every service rather than a page of its own.
    href: "/services",
  },
] as const satisfies readonly ServiceCard[];

export const servicesHead = {
  updatedAt: "2026-11-22",
  title: "Services: AI Automation, Web Design & Social Media",
  description:
    "AI automation, web design and SEO, social media, AI SaaS, product mockups, AI UGC video and Meta ads: explore every Kalpix service and what each one includes.",
  keywords: [
    "digital agency services",
    "AI automation agency",
    "web design and SEO",
    "social media management",
    "Facebook and Instagram ads",
  ],
} as const;

export const servicesIndex = {
  eyebrow: "What we do",
  title: "Our Services",
  intro:
    "Eight ways we help brands grow, from the website a customer lands on to the AI that answers them at midnight. Pick one, or let us combine them into one plan.",
  specialists: {
    title: "Looking for something more specific?",
    intro: "Two of our most requested web projects have pages of their own.",
    links: [
      {
        href: "/services/ecommerce-development",
        icon: "cart",
        title: "E-commerce Development",
        body: "Online stores on Shopify or a custom stack, built to sell.",
      },
      {
        href: "/services/landing-page-design",
        icon: "pointer",
        title: "Landing Page Design",
        body: "Single pages built for one campaign and one action.",
      },
    ],
  },
  cta: {
    title: "Not sure which service you need?",
    body: "Tell us where you want to be in six months. We will suggest the smallest plan that gets you there, and say so if we are not the right fit.",
    primary: { label: "Book a Discovery Call", href: "/contact" },
    secondary: { label: "See Our Work", href: "/portfolio" },
  },
} as const;
