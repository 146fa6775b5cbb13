import type { RichText } from "../rich-text";

/** The service pages' call-to-action labels; each page uses one of them. */
export const serviceCtaLabels = {
  default: "Book a Discovery Call",
  ecommerce: "Start Your E-commerce Project",
  landingPage: "Get a High-Converting Landing Page",
} as const;

type Step = { title: string; body: string };

/** One page under /services/<slug>: the file content/service-pages/<slug>.ts. */
export type ServicePage = {
  slug: string;
  /** ISO date (YYYY-MM-DD) of the last change to the page's content: the sitemap's lastmod. */
  updatedAt: string;
  /** Short name for breadcrumbs, cards and the Service structured data. */
  name: string;
  serviceType: string;
  head: { title: string; description: string; keywords: readonly string[] };
  eyebrow: string;
  title: string;
  intro: string;
  keyFacts: readonly { label: string; value: string }[];
  overviewTitle: string;
  overview: readonly RichText[];
  included: readonly Step[];
  process: readonly Step[];
  timeline: { intro: string; phases: readonly { label: string; duration: string }[] };
  faq?: readonly { question: string; answer: RichText }[];
  cta: {
    title: string;
    body: string;
    label: (typeof serviceCtaLabels)[keyof typeof serviceCtaLabels];
    href: "/contact";
  };
};
