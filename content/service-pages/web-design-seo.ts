import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "web-design-seo",
  updatedAt: "2026-11-25",
  name: "Web Design & SEO",
  serviceType: "Web design, development and search engine optimisation",
  head: {
    title: "Web Design & SEO Services: Fast, Search-Ready Websites",
    description:
      "Custom, fast and accessible websites with technical SEO, structured data and analytics built in, designed around what each visitor should do next.",
    keywords: [
      "web design agency",
      "SEO services",
      "website development",
      "Next.js agency",
      "technical SEO",
    ],
  },
  eyebrow: "Web Design & SEO",
  title: "Web Design & SEO That Turns Visitors into Customers",
  intro:
    "Fast, accessible websites designed around what a visitor should do next, and built so that search engines understand them from the first day.",
  keyFacts: [
    { label: "Typical timeline", value: "4–8 weeks for a 5–15 page website" },
    { label: "Built with", value: "Next.js, WordPress or Webflow, chosen for your team" },
    { label: "SEO included", value: "Technical SEO, metadata, structured data and sitemap" },
    { label: "Revisions", value: "Two full rounds of revisions" },
    { label: "Ownership", value: "100% yours, with full admin access after final payment" },
  ],
  overviewTitle: "Websites built around the next step",
  overview: [
    "A good website is a salesperson that never sleeps: it loads quickly on an inexpensive phone, answers the questions your customers actually ask and makes the next step obvious. We design every page around that next step, write or polish the copy with you and build on a platform your team can update without calling us.",
    [
      "SEO is built in, not bolted on: clean page structure, fast loading, descriptive titles and descriptions, structured data, a sitemap and analytics, all set up before launch. Selling online? See ",
      { text: "e-commerce development", href: "/services/ecommerce-development" },
      ". Running a campaign? A dedicated page from our ",
      { text: "landing page design", href: "/services/landing-page-design" },
      " service usually converts better than a homepage.",
    ],
  ],
  included: [
    {
      title: "UX and page structure",
      body: "Sitemap, wireframes and the path each type of visitor should take.",
    },
    {
      title: "Custom design",
      body: "A visual design in your brand, for mobile and desktop, that does not look like a template.",
    },
    {
      title: "Development",
      body: "A responsive, accessible build with a content editor your team can use.",
    },
    {
      title: "Technical SEO",
      body: "Speed, metadata, headings, structured data, sitemap, robots rules and redirects from any old site.",
    },
    {
      title: "Analytics and tracking",
      body: "Google Analytics 4, Search Console and conversion events, set up and tested.",
    },
    {
      title: "Launch and handover",
      body: "Domain and hosting set-up, a launch checklist and a walkthrough for your team.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Goals, audience, competitors and the content you already have.",
    },
    {
      title: "Structure and design",
      body: "Sitemap and wireframes first, then a full design for you to review in two rounds.",
    },
    { title: "Build", body: "We develop, add the content and test on real phones and browsers." },
    {
      title: "Launch and measure",
      body: "We go live, submit the sitemap and check the first weeks of data.",
    },
  ],
  timeline: {
    intro:
      "A 5 to 15 page business website usually takes four to eight weeks from kick-off to launch, depending mostly on how quickly content and feedback arrive. We agree the dates before we start.",
    phases: [
      { label: "Discovery and structure", duration: "1 week" },
      { label: "Design", duration: "1–2 weeks" },
      { label: "Build and content", duration: "2–4 weeks" },
      { label: "Testing and launch", duration: "1 week" },
    ],
  },
  cta: {
    title: "Let’s build a site that earns its keep",
    body: "Tell us what your current site is not doing for you. We will come back with a plan, a timeline and a fixed quote.",
    label: serviceCtaLabels.default,
    href: "/contact",
  },
} satisfies ServicePage;
