import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "product-mockups-gfx",
  updatedAt: "2026-11-25",
  name: "Product Mockups & Graphics",
  serviceType: "Product mockups, 3D renders and graphic design",
  head: {
    title: "Product Mockups & Graphics: Renders and Creatives",
    description:
      "Photorealistic product mockups, packaging renders, ad creatives and brand graphics for launches, online stores, pitch decks and social media campaigns.",
    keywords: [
      "product mockups",
      "packaging renders",
      "3D product render",
      "ad creatives",
      "graphic design",
    ],
  },
  eyebrow: "Product Mockups & Graphics",
  title: "Product Mockups & Graphics That Sell Before the Shoot",
  intro:
    "Photorealistic product mockups, packaging renders and social creatives that show your product at its best, for launches, online stores, pitch decks and ads.",
  keyFacts: [
    { label: "Typical turnaround", value: "3–7 working days per batch" },
    {
      label: "Deliverables",
      value: "Mockups, packaging renders, ad creatives and brand graphics",
    },
    { label: "Formats", value: "Web, social and print-ready files, plus source files" },
    { label: "Revisions", value: "Two full rounds of revisions" },
    { label: "Usage", value: "Full commercial rights after final payment" },
  ],
  overviewTitle: "Make the product look ready to buy",
  overview: [
    "A customer decides in seconds whether a product looks trustworthy. Good mockups let you show a product in context (on a shelf, in a hand, on a desk) before it is manufactured, and let you compare packaging or colour options without printing a single sample.",
    "We combine 3D rendering, careful retouching and AI-assisted scene generation, always finished by a designer, so labels stay sharp, proportions stay true and your product still looks like itself.",
  ],
  included: [
    {
      title: "Product mockups",
      body: "Your product in realistic scenes and angles for stores and ads.",
    },
    {
      title: "Packaging renders",
      body: "Boxes, bottles, pouches and labels visualised in 3D from your dielines.",
    },
    {
      title: "Social and ad creatives",
      body: "Static and carousel creatives sized for every platform.",
    },
    {
      title: "Brand graphics",
      body: "Icons, banners and presentation graphics that match your identity.",
    },
    { title: "Source files", body: "Layered, organised files delivered with the final assets." },
  ],
  process: [
    {
      title: "Brief",
      body: "Your product, references, brand assets and where the images will be used.",
    },
    { title: "Concepts", body: "First compositions and angles for you to choose from." },
    { title: "Production", body: "High-resolution renders and retouching." },
    { title: "Delivery", body: "Final files in every size you need, plus the source files." },
  ],
  timeline: {
    intro:
      "A batch of mockups or creatives usually takes three to seven working days from an approved brief. Packaging and 3D work from scratch can take up to two weeks.",
    phases: [
      { label: "Brief and concepts", duration: "1–2 days" },
      { label: "Production", duration: "2–4 days" },
      { label: "Revisions and delivery", duration: "1–2 days" },
    ],
  },
  cta: {
    title: "Show your product at its best",
    body: "Share your product and where the images will run. We will suggest scenes, formats and a delivery date.",
    label: serviceCtaLabels.default,
    href: "/contact",
  },
} satisfies ServicePage;
