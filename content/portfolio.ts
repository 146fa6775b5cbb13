import { learnMoreCue } from "./card-cue";

/**
 * The portfolio: 4 featured projects with detail pages, 5 product
 * mockups, 3 videos and 3 copy samples, plus which sections each filter shows. Images live in
 * public/portfolio and are made by scripts/make-portfolio-art.mjs; the videos in public/videos.
 */

export const portfolioFilters = ["All", "AI Apps", "Websites", "Ads", "Videos", "Mockups"] as const;
export type PortfolioFilter = (typeof portfolioFilters)[number];

export type PortfolioSection = "mockups" | "projects" | "videos" | "copy";

/** Which sections each filter shows (All: every one). The closing call to action always shows. */
export const sectionsByFilter = {
  All: ["mockups", "projects", "videos", "copy"],
  "AI Apps": ["projects"],
  Websites: ["projects"],
  Ads: ["videos", "copy"],
  Videos: ["videos"],
  Mockups: ["mockups"],
} as const satisfies Record<PortfolioFilter, readonly PortfolioSection[]>;

/** The mockups section, for a link straight to it (/portfolio#product-mockups). */
export const mockupsSectionId = "product-mockups";
/** The mockup stack: a card dragged further than 180 px goes to the back; cards are 350 by 350 px. */
export const mockupDragSensitivityPx = 180;
export const mockupCardSizePx = 350;

export function isSectionShown(filter: PortfolioFilter, section: PortfolioSection): boolean {
  return (sectionsByFilter[filter] as readonly PortfolioSection[]).includes(section);
}

type ProjectCategory = "AI Apps" | "Websites";

export type Project = {
  slug: string;
  title: string;
  /** The card's one-liner. */
  description: string;
  /** The detail page's paragraphs. */
  longDescription: readonly string[];
  highlights: readonly string[];
  image: `/portfolio/${string}.png`;
  alt: string;
  category: ProjectCategory;
  liveUrl: `https://${string}`;
  head: { title: string; description: string };
  /** ISO date (YYYY-MM-DD) of the last change to the project's page: the sitemap's lastmod. */
  updatedAt: string;
};

export const projects = [
  {
    slug: "axero",
    updatedAt: "2026-11-25",
    title: "Axero",
    description:
      "An AI agent platform that answers customers, qualifies leads and updates the CRM around the clock.",
    longDescription: [
      "Axero is an AI customer-operations app we designed and built for a growing D2C retailer. Its agents answer product and shipping questions in the brand's voice, qualify leads before they reach sales and write every outcome back to the CRM.",
      "We built the agent orchestration on large language models with retrieval over the brand's own help centre, a human hand-off for anything sensitive, and a dashboard where the team watches conversations, resolution rates and hours saved in real time.",
    ],
    highlights: [
      "18,000+ conversations a month handled automatically",
      "Average first response down from minutes to 1.4 seconds",
      "Human hand-off with full context for edge cases",
    ],
    image: "/portfolio/axero.png",
    alt: "Axero dashboard showing AI agent metrics, a weekly resolutions chart and a live customer conversation",
    category: "AI Apps",
    liveUrl: "https://axero.example",
    head: {
      title: "Axero: AI Agent Platform Case Study",
      description:
        "How Kalpix designed and built Axero, an AI agent app that answers customers, qualifies leads and updates the CRM around the clock for a growing retailer.",
    },
  },
  {
    slug: "demoresu",
    updatedAt: "2026-11-25",
    title: "Demoresu",
    description:
      "A résumé-builder website with AI-written bullet points, recruiter-approved templates and instant PDF export.",
    longDescription: [
      "Demoresu helps job seekers turn a messy work history into an interview-ready résumé in about ten minutes. We designed the brand, the marketing site and the builder flow, with AI suggestions that rewrite plain duties into measurable achievements.",
      "The site is fast on mid-range phones, ranks for template and example searches through static, structured pages, and converts visitors with a free first download.",
    ],
    highlights: [
      "ATS-friendly templates with a live score",
      "AI bullet-point suggestions per role",
      "Static, search-ready template and example pages",
    ],
    image: "/portfolio/demoresu.png",
    alt: "Demoresu home page with the headline 'A résumé that gets the interview', a résumé preview and an ATS score card",
    category: "Websites",
    liveUrl: "https://demoresu.example",
    head: {
      title: "Demoresu: Résumé Builder Website Case Study",
      description:
        "Demoresu is a résumé-builder website by Kalpix: AI-written bullet points, recruiter-approved templates and instant PDF export, built fast and ready for search.",
    },
  },
  {
    slug: "product-mockups",
    updatedAt: "2026-11-25",
    title: "Product Mockups",
    description:
      "A mockup studio website where brands upload a label and get photoreal renders of bottles, boxes, phones and totes.",
    longDescription: [
      "Product Mockups is the showcase site for our mockup and graphics studio. Brands upload their artwork and see it on studio-lit bottles, boxes, phones and tote bags, ready for product pages, marketplaces and ads.",
      "We designed a dark, gallery-like interface that lets the renders do the talking, with category filters, before-and-after comparisons and a simple order flow for custom scenes.",
    ],
    highlights: [
      "Packaging, apparel and device scenes",
      "Gallery-first layout that loads fast on mobile",
      "Clear pricing and a simple order flow",
    ],
    image: "/portfolio/product-mockups.png",
    alt: "Mockup studio website with the headline 'Photoreal mockups in one click' beside renders of a bottle, a tea box and a phone",
    category: "Websites",
    liveUrl: "https://mockups.example",
    head: {
      title: "Product Mockups: Mockup Studio Website Case Study",
      description:
        "A mockup studio website by Kalpix: brands upload a label and get photoreal renders of bottles, boxes, phones and totes for their store, marketplaces and ads.",
    },
  },
  {
    slug: "os-inspired-agency",
    updatedAt: "2026-11-25",
    title: "OS-Inspired Agency Website",
    description:
      "A playful agency website styled as a desktop operating system, with draggable windows, a dock and a terminal.",
    longDescription: [
      "This agency site turns a portfolio into a desktop: visitors open windows to read about the studio, browse work in a finder, and start a project from a terminal. It is memorable without sacrificing clarity, since every window is also a plain, linkable page.",
      "Under the playful surface it is a fast, accessible website: keyboard-operable windows, reduced-motion support and server-rendered content that search engines read in full.",
    ],
    highlights: [
      "Desktop metaphor with windows, a dock and a menu bar",
      "Every window is also a crawlable page",
      "Keyboard and reduced-motion friendly",
    ],
    image: "/portfolio/os-inspired-agency.png",
    alt: "Agency website styled as a desktop, with an about window, a work finder, a terminal and a dock",
    category: "Websites",
    liveUrl: "https://studio-os.example",
    head: {
      title: "OS-Inspired Agency Website Case Study",
      description:
        "A playful agency website by Kalpix styled as a desktop operating system, with windows, a dock and a terminal, yet fast, accessible and fully crawlable.",
    },
  },
] as const satisfies readonly Project[];

export function getProject(slug: string): Project | undefined {
  return projects.find((project) => project.slug === slug);
}

export type Mockup = {
  id: string;
  image: `/portfolio/${string}.png`;
  /** The brand label printed on the product, shown under the card. */
  text: string;
  alt: string;
  category: "Mockups";
};

export const mockups = [
  {
    id: "serum",
    image: "/portfolio/mockup-serum.png",
    text: "Luma Night Serum",
    alt: "Violet glass serum bottle with a white Luma label",
    category: "Mockups",
  },
  {
    id: "tea-box",
    image: "/portfolio/mockup-tea-box.png",
    text: "Terra Tea",
    alt: "Saffron-to-coral tea box reading Terra Tea, masala chai blend",
    category: "Mockups",
  },
  {
    id: "phone",
    image: "/portfolio/mockup-phone.png",
    text: "Pulse Fitness App",
    alt: "Phone showing the Pulse fitness app with a daily step count",
    category: "Mockups",
  },
  {
    id: "shipping-box",
    image: "/portfolio/mockup-shipping-box.png",
    text: "Kiln & Co Ceramics",
    alt: "Kraft shipping box with a black Kiln & Co handmade ceramics label",
    category: "Mockups",
  },
  {
    id: "tote",
    image: "/portfolio/mockup-tote.png",
    text: "Fable Bookshop",
    alt: "Canvas tote bag printed with the Fable bookshop logo",
    category: "Mockups",
  },
] as const satisfies readonly Mockup[];

export type Video = {
  id: string;
  title: string;
  thumbnail: `/portfolio/${string}.png`;
  alt: string;
  videoUrl: `/videos/${string}.webm`;
  category: "Videos" | "Ads";
};

export const videos = [
  {
    id: "ugc-skincare",
    title: "Luma: AI UGC ad",
    thumbnail: "/portfolio/video-ugc-skincare.png",
    alt: "AI UGC ad thumbnail for Luma skincare",
    videoUrl: "/videos/video-ugc-skincare.webm",
    category: "Ads",
  },
  {
    id: "brand-film",
    title: "Terra Tea: brand film",
    thumbnail: "/portfolio/video-brand-film.png",
    alt: "Brand film thumbnail for Terra Tea",
    videoUrl: "/videos/video-brand-film.webm",
    category: "Videos",
  },
  {
    id: "meta-ad",
    title: "Pulse: Meta ad hook test",
    thumbnail: "/portfolio/video-meta-ad.png",
    alt: "Meta ad thumbnail for the Pulse fitness app",
    videoUrl: "/videos/video-meta-ad.webm",
    category: "Ads",
  },
] as const satisfies readonly Video[];

export type CopySample = { title: string; copy: string; category: "Ads" };

export const copySamples = [
  {
    title: "Instagram ad: Luma Night Serum",
    copy: "Your skin does its best work at night. Luma's retinal serum helps it along: smoother texture in 4 weeks, or your money back. Tap to try the travel size.",
    category: "Ads",
  },
  {
    title: "Landing page hero: Axero",
    copy: "Answer every customer in seconds, even at 3 a.m. Axero's AI agents handle the questions, qualify the leads and update your CRM, so your team can focus on the conversations that close.",
    category: "Ads",
  },
  {
    title: "Email subject lines: Terra Tea launch",
    copy: "“Your chai just got an upgrade.” · “Leaf to cup in 40 days, not 40 weeks.” · “The blend our grandmothers argued about.” Three lines, tested: the third won with a 41% open rate.",
    category: "Ads",
  },
] as const satisfies readonly CopySample[];

export const portfolioHead = {
  updatedAt: "2026-11-25",
  title: "Our Work: AI Apps, Websites, Ads & Mockups",
  description:
    "See Kalpix's work: AI apps, websites, product mockups, video ads and copywriting for brands in India, the US, the UK, the UAE, Singapore and Australia.",
} as const;

export const portfolioPage = {
  eyebrow: "Portfolio",
  title: "Our Work",
  intro:
    "AI apps, websites, product mockups, video ads and copy we have made for growing brands. Pick a filter to see one kind of work.",
  mockups: {
    title: "Product Mockups",
    intro: "Drag a card away, or click or tap it, to send it to the back of the stack.",
  },
  projects: {
    title: "Featured Projects",
    intro: "Products and websites we designed, built and launched.",
    cue: learnMoreCue,
  },
  videos: {
    title: "Video Showcase",
    intro: "AI UGC ads, brand films and short-form ads. Open one to play it.",
  },
  copy: {
    title: "Copywriting & Content",
    intro: "Words that sell: ads, landing pages and emails.",
  },
  cta: {
    title: "Have a project in mind?",
    body: "Tell us what you are building and we will show you how we would grow it.",
    primary: { label: "Start Your Project", href: "/contact" },
  },
  detail: {
    liveLabel: "View Live Site",
    highlightsTitle: "Highlights",
    backLabel: "All work",
    more: { eyebrow: "More work", title: "Other projects", cue: learnMoreCue },
  },
} as const;
