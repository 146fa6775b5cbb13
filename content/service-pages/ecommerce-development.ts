import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "ecommerce-development",
  updatedAt: "2026-11-25",
  name: "E-commerce Development",
  serviceType: "E-commerce website development",
  head: {
    title: "E-commerce Development: Shopify & Custom Online Stores",
    description:
      "Online stores on Shopify, WooCommerce or a custom stack: fast product pages, smooth checkout, payments, shipping and analytics set up for your markets.",
    keywords: [
      "e-commerce development",
      "Shopify agency",
      "online store development",
      "WooCommerce",
    ],
  },
  eyebrow: "E-commerce Development",
  title: "E-commerce Development for Brands Ready to Sell Online",
  intro:
    "Online stores that load fast, make products look their best and take the friction out of checkout, on Shopify or a custom stack, depending on what your catalogue and team need.",
  keyFacts: [
    { label: "Platforms", value: "Shopify, WooCommerce or a custom Next.js storefront" },
    { label: "Typical timeline", value: "6–10 weeks for a new store" },
    { label: "Payments", value: "Razorpay, Stripe, PayPal and other local gateways" },
    { label: "Included", value: "Product set-up, shipping, taxes and analytics" },
    { label: "Ownership", value: "Store, theme and data 100% yours after final payment" },
  ],
  overviewTitle: "Stores designed around the moments that lose sales",
  overview: [
    "Most stores lose sales in the same places: slow product pages, unclear shipping costs and a checkout that asks for too much. We design around those moments, set up the payment gateways and shipping rules your markets expect, and make sure your analytics can tell which products and campaigns actually make money.",
    "We help you choose the platform honestly. Shopify is the right answer for most brands starting out; a custom storefront makes sense when you need unusual pricing, a very large catalogue or deep integration with your own systems.",
  ],
  included: [
    {
      title: "Store strategy",
      body: "Platform choice, catalogue structure, collections and the customer journey from ad to order.",
    },
    {
      title: "Design and theme",
      body: "A conversion-focused design for home, collection, product, cart and checkout pages.",
    },
    {
      title: "Catalogue set-up",
      body: "Product import, variants, images, descriptions and search-friendly URLs.",
    },
    {
      title: "Payments and shipping",
      body: "Gateways, taxes, shipping zones and order notifications, configured and tested.",
    },
    {
      title: "Marketing foundations",
      body: "Analytics, Meta Pixel and Conversions API, Google Merchant Center and abandoned-cart e-mails.",
    },
    { title: "Training", body: "A handover session on orders, products, discounts and reports." },
  ],
  process: [
    {
      title: "Discovery",
      body: "Your products, margins, markets and the tools you already use.",
    },
    { title: "Design", body: "The store design, reviewed with you in two full rounds." },
    {
      title: "Build and catalogue",
      body: "Development, product import, payments and shipping set-up.",
    },
    { title: "Test and launch", body: "Test orders end to end, speed checks, then go live." },
  ],
  timeline: {
    intro:
      "A new Shopify store with up to a few hundred products usually takes six to eight weeks; custom storefronts and migrations from another platform take longer. We fix the timeline together before work starts.",
    phases: [
      { label: "Discovery and planning", duration: "1 week" },
      { label: "Design", duration: "1–2 weeks" },
      { label: "Build and catalogue", duration: "3–5 weeks" },
      { label: "Testing and launch", duration: "1–2 weeks" },
    ],
  },
  cta: {
    title: "Ready to open your online store?",
    body: "Share your products and markets. We will recommend a platform and send a clear scope, timeline and quote.",
    label: serviceCtaLabels.ecommerce,
    href: "/contact",
  },
} satisfies ServicePage;
