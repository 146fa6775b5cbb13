import aiAutomation from "./ai-automation";
import aiSaasDevelopment from "./ai-saas-development";
import aiUgcVideoAds from "./ai-ugc-video-ads";
import ecommerceDevelopment from "./ecommerce-development";
import facebookInstagramAds from "./facebook-instagram-ads";
import landingPageDesign from "./landing-page-design";
import productMockupsGfx from "./product-mockups-gfx";
import socialMediaManagement from "./social-media-management";
import type { ServicePage } from "./types";
import webDesignSeo from "./web-design-seo";

export type { ServicePage } from "./types";

/** Every page under /services, in the order of the sitemap; each file here must be listed once. */
export const servicePages: readonly ServicePage[] = [
  aiAutomation,
  socialMediaManagement,
  webDesignSeo,
  ecommerceDevelopment,
  landingPageDesign,
  aiSaasDevelopment,
  productMockupsGfx,
  aiUgcVideoAds,
  facebookInstagramAds,
];

export function getServicePage(slug: string): ServicePage | undefined {
  return servicePages.find((page) => page.slug === slug);
}

/** The words every service page shares, around each page's own data. */
export const servicePageCopy = {
  secondaryCta: { label: "See Our Work", href: "/portfolio" },
  overviewEyebrow: "Overview",
  keyFactsTitle: "Key Facts",
  included: {
    eyebrow: "Deliverables",
    title: "What’s included",
    intro:
      "Everything below is part of the service; your written scope confirms the details for your project.",
  },
  process: { eyebrow: "Process", title: "How we work", timelineTitle: "Typical timeline" },
  reading: { eyebrow: "From the blog", title: "Further reading", cue: "Read article" },
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    intro: "Straight answers to what clients ask us most before they start.",
  },
} as const;
