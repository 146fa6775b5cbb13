/**
 * The one place for the agency's identity and contact details. Everything that shows the brand
 * name, phone, e-mail, address or the admin path reads it from here.
 */

export const servedCountries = ["IN", "US", "GB", "AE", "SG", "AU"] as const;
export type ServedCountry = (typeof servedCountries)[number];

export const site = {
  name: "Kalpix",
  legalName: "Kalpix Digital",
  slogan: "Where AI Meets Creativity",
  tagline:
    "We help brands grow through expert web development, AI automation, and world-class content.",
  description:
    "Kalpix is a full-stack digital growth and AI solutions agency in New Delhi: AI automation, web design and SEO, social media and performance ads for brands in India, the US, the UK, the UAE, Singapore and Australia.",
  phone: "+91 11 4567 8900",
  email: "hello@kalpix.in",
  address: {
    streetAddress: "Laxmi Nagar",
    locality: "New Delhi",
    region: "Delhi",
    postalCode: "110092",
    country: "IN",
    countryName: "India",
  },
  /** The private dashboard. It carries the brand's name; the proxy, the login redirect and the sitemap exclusions read it. */
  adminPath: "/kalpix-admin",
  servedCountries,
  /** Who answers for personal data, and the chat service STAFF_WEBHOOK_URL posts to: the privacy notice names both. */
  dataProtection: {
    lead: { role: "data protection lead" },
    staffChat: { name: "Slack", operator: "Slack Technologies, LLC" },
  },
  ogImage: {
    path: "/og-image.png",
    width: 1200,
    height: 630,
    alt: "Kalpix: AI, Web Dev & Social Media",
  },
  locale: "en_IN",
} as const;

export type Site = typeof site;

/** The navigation shared by header and footer. `hideBelowXs` keeps the header usable on very small screens. */
export const headerNav = [
  { href: "/about", label: "About", hideBelowXs: true },
  { href: "/services", label: "Services", hideBelowXs: false },
  { href: "/portfolio", label: "Portfolio", hideBelowXs: false },
] as const;

/** The phone header's menu: every section, for the screens too narrow for the links above. */
export const menuNav = [
  { href: "/about", label: "About" },
  { href: "/services", label: "Services" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/blog", label: "Blog" },
  { href: "/reviews", label: "Reviews" },
  { href: "/contact", label: "Contact" },
] as const;

export const footerNav = [
  { href: "/about", label: "About" },
  { href: "/services", label: "Services" },
  { href: "/portfolio", label: "Portfolio" },
  { href: "/contact", label: "Contact" },
  { href: "/policies", label: "Policies" },
  { href: "/blog", label: "Blog" },
  { href: "/reviews", label: "Reviews" },
] as const;

export const splashWords = [
  "Social Media Agency",
  "Web Dev Agency",
  "Marketing Agency",
  "Automation Agency",
] as const;

/** The splash, scroll and reveal timings, shared by the CSS variables and the tests. */
export const timings = {
  splashVisibleMs: 6500,
  splashFadeMs: 800,
  splashWordMs: 1500,
  headerScrollThresholdPx: 10,
} as const;
