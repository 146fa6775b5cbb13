import { site } from "../site";
import type { MarketLocation } from "./types";

export default {
  name: "India",
  country: "India",
  slug: "india",
  updatedAt: "2026-11-25",
  countryCode: "IN",
  inSentence: "India",
  adjective: "Indian",
  head: {
    title: "Web Development, AI & Social Media Agency in India",
    description: `${site.name} helps Indian brands grow with fast websites, AI automation, social media and Meta ads, from our New Delhi studio to clients across India.`,
    keywords: [
      "digital marketing agency India",
      "web development company India",
      "AI automation India",
    ],
  },
  intro:
    "From our studio in New Delhi we work with startups, D2C brands and established businesses across India, in your time zone and with a clear understanding of how Indian customers discover, compare and buy.",
  workingHours: {
    title: "Same time zone, same working day",
    body: "We work on India Standard Time, so calls, reviews and quick fixes happen during your business hours. Clients in Delhi NCR can also meet us at our Laxmi Nagar office.",
  },
  currency: {
    title: "Quotes in rupees",
    body: "Proposals and invoices are in INR, with 20% upfront and 80% on completion and approval.",
  },
  market: [
    "Indian customers are mobile-first and price-aware, and they often decide on WhatsApp and Instagram rather than on a website. We design for that: pages that load on a patchy 4G connection, payments through Razorpay and UPI, and chat assistants that answer enquiries on WhatsApp Business before a competitor does.",
    [
      "Whether you sell across India or mainly in one city, we build the website, the content and the automation as one system. Start with ",
      { text: "web design and SEO", href: "/services/web-design-seo" },
      " or ",
      { text: "AI automation", href: "/services/ai-automation" },
      ".",
    ],
  ],
  focus: [
    {
      title: "WhatsApp-first automation",
      body: "AI assistants that qualify leads and answer questions on WhatsApp Business.",
    },
    {
      title: "D2C stores",
      body: "Shopify and custom stores with Razorpay, UPI and cash-on-delivery flows.",
    },
    {
      title: "Regional reach",
      body: "Social content and ads planned for the cities and audiences you sell to.",
    },
  ],
} satisfies MarketLocation;
