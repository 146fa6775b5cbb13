import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "landing-page-design",
  updatedAt: "2026-11-25",
  name: "Landing Page Design",
  serviceType: "Landing page design and conversion optimisation",
  head: {
    title: "Landing Page Design: Pages Built to Convert",
    description:
      "High-converting landing pages for campaigns, launches and lead generation: sharp copy, fast mobile design, tracking and A/B testing, live in one to two weeks.",
    keywords: [
      "landing page design",
      "conversion rate optimisation",
      "lead generation page",
      "A/B testing",
    ],
  },
  eyebrow: "Landing Page Design",
  title: "Landing Page Design Built to Convert",
  intro:
    "One page, one audience, one action. We design and build landing pages for campaigns, launches and lead generation that load in a blink and make saying yes easy.",
  keyFacts: [
    { label: "Typical timeline", value: "1–2 weeks per page" },
    { label: "Focus", value: "One goal per page: a sign-up, a booked call or a sale" },
    { label: "Includes", value: "Copy, design, build, tracking and A/B test set-up" },
    { label: "Speed", value: "Built to load fast on mobile connections" },
    { label: "Revisions", value: "Two full rounds of revisions" },
  ],
  overviewTitle: "One page, one promise, one action",
  overview: [
    "Sending paid traffic to a homepage is like handing someone a map of the whole city when they asked for one address. A landing page matches the promise of the ad that brought the visitor, answers their objections in order and repeats a single call to action until they are ready.",
    "We write the copy with the page, not after it, and track every form, click and scroll so you can see where people drop off. Once there is enough traffic, we set up A/B tests on headlines and offers.",
  ],
  included: [
    {
      title: "Message and offer",
      body: "We sharpen the headline, offer and proof points before anything is designed.",
    },
    {
      title: "Conversion copywriting",
      body: "Benefit-led copy, objection handling and one clear call to action.",
    },
    {
      title: "Design and build",
      body: "A mobile-first page in your brand, on your site or a fast standalone stack.",
    },
    {
      title: "Forms and integrations",
      body: "Lead forms connected to your CRM, e-mail tool or WhatsApp.",
    },
    {
      title: "Tracking",
      body: "Analytics, Meta Pixel and Google Ads conversion events, tested before launch.",
    },
    {
      title: "Testing",
      body: "Variants of headlines or sections for A/B tests when traffic allows.",
    },
  ],
  process: [
    { title: "Brief", body: "The campaign, the audience, the offer and the one action we want." },
    { title: "Copy and wireframe", body: "Structure and words first, reviewed with you." },
    {
      title: "Design and build",
      body: "Full design and development, then two rounds of revisions.",
    },
    {
      title: "Launch and learn",
      body: "Go live with tracking and review the first results together.",
    },
  ],
  timeline: {
    intro:
      "Most landing pages go from brief to launch in one to two weeks. Multi-step funnels and pages with custom integrations take a little longer; we confirm the dates at the brief.",
    phases: [
      { label: "Brief and copy", duration: "2–3 days" },
      { label: "Design", duration: "2–4 days" },
      { label: "Build and tracking", duration: "3–5 days" },
    ],
  },
  cta: {
    title: "Turn your next campaign into leads",
    body: "Tell us about the campaign and the offer. We will propose a page structure and a launch date.",
    label: serviceCtaLabels.landingPage,
    href: "/contact",
  },
} satisfies ServicePage;
