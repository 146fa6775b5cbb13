import type { RichText } from "./rich-text";

/** The spec's service-page button labels (section 2); each page uses one of them. */
export const serviceCtaLabels = {
  default: "Book a Discovery Call",
  ecommerce: "Start Your E-commerce Project",
  landingPage: "Get a High-Converting Landing Page",
} as const;

export type ServiceCtaLabel = (typeof serviceCtaLabels)[keyof typeof serviceCtaLabels];

type Step = { title: string; body: string };

export type ServicePage = {
  slug: string;
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
  cta: { title: string; body: string; label: ServiceCtaLabel; href: "/contact" };
};

const payment = { label: "Payment", value: "20% upfront, 80% on completion and approval" };

export const servicePages = [
  {
    slug: "ai-automation",
    name: "AI Automation",
    serviceType: "AI automation and workflow development",
    head: {
      title: "AI Automation Services: Agents, Chatbots & Workflows",
      description:
        "AI agents, chatbots and automated workflows that answer leads, update your CRM and build reports on their own, designed around how your team already works.",
      keywords: [
        "AI automation agency",
        "AI chatbot development",
        "workflow automation",
        "n8n",
        "Zapier",
      ],
    },
    eyebrow: "AI Automation",
    title: "AI Automation for Growing Businesses",
    intro:
      "We find the repetitive work that slows your team down, like answering the same questions, copying leads between tools and building the same weekly report, and hand it to AI agents and workflows that run around the clock.",
    keyFacts: [
      {
        label: "Best for",
        value: "Teams losing hours every week to repeatable admin, support or sales tasks",
      },
      { label: "Typical timeline", value: "2–6 weeks for a first workflow in production" },
      {
        label: "Tools",
        value: "OpenAI and other LLMs, n8n, Make, Zapier, your CRM and WhatsApp Business",
      },
      { label: "Ownership", value: "Workflows and accounts are yours after final payment" },
      payment,
    ],
    overviewTitle: "Automation that quietly does the busy work",
    overview: [
      "Good automation is boring in the best way: a lead fills in a form, gets a useful reply within a minute, is scored and lands in your CRM with the right owner, without anyone copying and pasting. We design these flows around how your team already works, connect the tools you already pay for, and add AI only where it does better than a fixed rule, such as reading free-text enquiries or drafting replies.",
      "Every workflow has a human escape hatch. When the AI is unsure, it hands the conversation to a person with the full context, so customers never get stuck in a loop and your team stays in control.",
    ],
    included: [
      {
        title: "Automation audit",
        body: "A short review of your processes to find the tasks worth automating first, ranked by hours saved and by the cost of a mistake.",
      },
      {
        title: "AI chat and support agents",
        body: "Website and WhatsApp assistants that answer from your own FAQs, documents and policies, and hand over to a person when needed.",
      },
      {
        title: "Lead capture and routing",
        body: "Forms, ads and inboxes connected to your CRM; every lead enriched, scored and assigned automatically.",
      },
      {
        title: "Reporting on autopilot",
        body: "Numbers from ads, analytics and sales tools pulled into one dashboard or one weekly e-mail.",
      },
      {
        title: "Content pipelines",
        body: "Drafts of posts, product descriptions and replies generated for your team to review, never published blind.",
      },
      {
        title: "Documentation and handover",
        body: "A plain-language guide to every workflow and a training session, so your team can run and adjust it.",
      },
    ],
    process: [
      { title: "Discovery call", body: "We learn how work flows today and where the hours go." },
      {
        title: "Map and prioritise",
        body: "We sketch each workflow, agree what success looks like and fix the scope in writing.",
      },
      {
        title: "Build and test",
        body: "We build in a test environment with real examples; you review the results before anything goes live.",
      },
      {
        title: "Launch and tune",
        body: "We switch on, watch the first weeks closely and adjust prompts and rules based on real conversations.",
      },
    ],
    timeline: {
      intro:
        "A single workflow, such as lead routing or a support assistant, usually takes two to three weeks. A connected set across sales, support and reporting takes four to six. We agree the timeline in writing before work begins.",
      phases: [
        { label: "Discovery and mapping", duration: "3–5 days" },
        { label: "Build and testing", duration: "1–3 weeks" },
        { label: "Launch and tuning", duration: "1–2 weeks" },
      ],
    },
    faq: [
      {
        question: "Which tasks should we automate first?",
        answer:
          "Start with work that is frequent, rule-based and tedious: replying to common enquiries, moving leads between tools, scheduling and reporting. We rank the candidates by hours saved and by the cost of a mistake, and begin with the one that pays back fastest.",
      },
      {
        question: "Will an AI assistant say something wrong to our customers?",
        answer:
          "It can, which is why we limit it to your own approved content, give it clear boundaries and route anything uncertain to a person. We test with real past questions before launch and review conversations closely in the first weeks.",
      },
      {
        question: "Do we need to change our CRM or other tools?",
        answer:
          "Usually not. We connect what you already use, such as HubSpot, Zoho, Google Sheets, Shopify or WhatsApp Business, and only suggest a change when a tool truly cannot do the job.",
      },
      {
        question: "Can we see AI work you have built before?",
        answer: [
          "Yes. ",
          { text: "Our portfolio", href: "/portfolio" },
          " includes AI products and projects we have delivered, and on a discovery call we can walk you through workflows similar to the one you have in mind.",
        ],
      },
      {
        question: "What does automation cost to run once it is live?",
        answer:
          "You pay the tools directly: the automation platform plan and AI usage, which for most small teams is a modest monthly amount. We estimate running costs before you commit, so there are no surprises.",
      },
    ],
    cta: {
      title: "Find the hours hiding in your week",
      body: "In a 30-minute call we will look at how your team works and point out the first two or three things worth automating.",
      label: serviceCtaLabels.default,
      href: "/contact",
    },
  },
  {
    slug: "social-media-management",
    name: "Social Media Management",
    serviceType: "Social media management",
    head: {
      title: "Social Media Management: Strategy, Content & Growth",
      description:
        "Strategy, monthly content calendars, design, short-form video, publishing and community management for Instagram, LinkedIn, Facebook and YouTube, reported monthly.",
      keywords: [
        "social media management agency",
        "Instagram management",
        "content calendar",
        "Reels editing",
      ],
    },
    eyebrow: "Social Media Management",
    title: "Social Media Management That Builds Real Audiences",
    intro:
      "Consistent, on-brand content across Instagram, LinkedIn, Facebook and YouTube, planned a month ahead, designed in-house and measured against the results you care about rather than vanity metrics.",
    keyFacts: [
      { label: "Platforms", value: "Instagram, LinkedIn, Facebook, YouTube Shorts and X" },
      { label: "Typical volume", value: "12–20 posts a month, including short-form video" },
      { label: "Onboarding", value: "About 2 weeks from kick-off to the first published post" },
      { label: "Approvals", value: "Every post approved by you before it goes live" },
      { label: "Reporting", value: "A monthly report and review call" },
    ],
    overviewTitle: "A feed with a plan behind it",
    overview: [
      "Most brands post when someone has time, which is why their feeds feel random. We start with a strategy (who you are talking to, what they need to hear and which two or three content pillars will earn their attention) and turn it into a calendar you approve a month in advance.",
      [
        "Organic content builds trust; paid reach speeds it up. When you are ready to put budget behind your best posts, our ",
        { text: "Facebook and Instagram ads", href: "/services/facebook-instagram-ads" },
        " team works from the same calendar, so your organic and paid content tell one story.",
      ],
    ],
    included: [
      {
        title: "Strategy and content pillars",
        body: "Audience, tone of voice, content pillars and a posting rhythm you can sustain.",
      },
      {
        title: "Monthly content calendar",
        body: "Every post, caption and hashtag set planned and shared for approval before the month starts.",
      },
      {
        title: "Design and short-form video",
        body: "Carousels, static posts, Reels and Shorts designed and edited in-house in your brand style.",
      },
      {
        title: "Publishing and community",
        body: "Scheduling at the right times, plus replies to comments and messages within agreed hours.",
      },
      {
        title: "Monthly reporting",
        body: "Reach, engagement, follower growth, profile visits and website clicks, with what we will change next month.",
      },
    ],
    process: [
      {
        title: "Audit",
        body: "We review your profiles, your competitors and what has worked for you before.",
      },
      {
        title: "Strategy",
        body: "We agree audience, pillars, tone and goals, and set up a shared approval workflow.",
      },
      {
        title: "Create and publish",
        body: "Each month we plan, design, write and schedule the content you have approved.",
      },
      {
        title: "Review",
        body: "A monthly report and call: what worked, what did not and what we try next.",
      },
    ],
    timeline: {
      intro:
        "Onboarding and the first calendar take about two weeks. After that we work in monthly cycles. Give any new strategy at least three months before judging it: audiences take time to build.",
      phases: [
        { label: "Audit and strategy", duration: "1 week" },
        { label: "First calendar and designs", duration: "1 week" },
        { label: "Monthly content cycle", duration: "Ongoing, reviewed monthly" },
      ],
    },
    cta: {
      title: "Make your feed worth following",
      body: "Send us your handles. On a discovery call we will share what we would keep, what we would stop and what we would try first.",
      label: serviceCtaLabels.default,
      href: "/contact",
    },
  },
  {
    slug: "web-design-seo",
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
  },
  {
    slug: "ecommerce-development",
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
  },
  {
    slug: "landing-page-design",
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
  },
  {
    slug: "ai-saas-development",
    name: "AI SaaS Development",
    serviceType: "AI software product development",
    head: {
      title: "AI SaaS Development: From Idea to Paying Users",
      description:
        "We design and build AI-powered SaaS products: scoping, prototypes, LLM features, accounts, billing and admin, delivered as a focused first version you own.",
      keywords: [
        "AI SaaS development",
        "AI product development",
        "LLM app development",
        "MVP development",
      ],
    },
    eyebrow: "AI SaaS Development",
    title: "AI SaaS Development from Idea to Launch",
    intro:
      "We help founders and teams turn an AI idea into a focused product that customers can sign up for, pay for and use, without spending a year building features nobody asked for.",
    keyFacts: [
      { label: "Typical first version", value: "8–12 weeks" },
      {
        label: "Stack",
        value: "Next.js, TypeScript, Postgres or Supabase, OpenAI and other model APIs",
      },
      { label: "Includes", value: "Accounts, billing, admin area and analytics" },
      { label: "Approach", value: "A small first version, then weekly releases" },
      { label: "Ownership", value: "Code and infrastructure 100% yours after final payment" },
    ],
    overviewTitle: "More than a prompt behind a login",
    overview: [
      "An AI product is more than a prompt behind a login screen. It needs accounts and permissions, sensible limits on usage and cost, a plan for when the model is slow or wrong, billing that matches how customers get value, and an admin area for your team. We build all of it, on a modern stack that you own.",
      "We start by cutting scope: what is the smallest version that proves people will pay? That first release goes to real users as early as possible, and we improve it in short weekly cycles based on what they do, not on what we guess.",
    ],
    included: [
      {
        title: "Product scoping",
        body: "User stories, a clickable prototype and a build plan focused on the first paying customers.",
      },
      {
        title: "Interface design",
        body: "Clean, usable screens for the core workflow, designed for web and mobile.",
      },
      {
        title: "AI features",
        body: "Prompting, retrieval over your data, structured outputs and guardrails, with model costs monitored.",
      },
      {
        title: "Full-stack development",
        body: "Authentication, database, payments with Stripe or Razorpay, e-mails and an admin dashboard.",
      },
      {
        title: "Quality and security",
        body: "Automated tests, access controls and careful handling of user data.",
      },
      {
        title: "Launch and iteration",
        body: "Deployment, monitoring and a roadmap for the next releases.",
      },
    ],
    process: [
      {
        title: "Scope",
        body: "Workshops to agree the problem, the users and the smallest valuable version.",
      },
      {
        title: "Prototype",
        body: "A clickable prototype tested with a few target users before any production code.",
      },
      {
        title: "Build",
        body: "Development in weekly sprints, with a demo at the end of each one.",
      },
      {
        title: "Launch",
        body: "Release to the first users, monitor, fix and plan the next iteration.",
      },
    ],
    timeline: {
      intro:
        "A focused first version usually takes eight to twelve weeks, including the prototype. Larger products are split into releases, each with its own agreed scope and timeline.",
      phases: [
        { label: "Scoping and prototype", duration: "2–3 weeks" },
        { label: "Build sprints", duration: "5–8 weeks" },
        { label: "Launch and stabilise", duration: "1 week" },
      ],
    },
    cta: {
      title: "Have an AI product idea?",
      body: "Walk us through it on a discovery call. We will help you find the smallest version worth building and tell you honestly what it would take.",
      label: serviceCtaLabels.default,
      href: "/contact",
    },
  },
  {
    slug: "product-mockups-gfx",
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
  },
  {
    slug: "ai-ugc-video-ads",
    name: "AI UGC & Video Ads",
    serviceType: "AI user-generated-content and short-form video ad production",
    head: {
      title: "AI UGC & Video Ads: Short-Form Ads Made to Test",
      description:
        "Short-form video ads and UGC-style content made with AI presenters, voice and fast editing, so you can test many hooks and angles without booking a shoot.",
      keywords: [
        "AI UGC ads",
        "AI video ads",
        "UGC video production",
        "Reels ads",
        "short-form video",
      ],
    },
    eyebrow: "AI UGC & Video Ads",
    title: "AI UGC & Video Ads That Stop the Scroll",
    intro:
      "Short-form video ads and user-generated-style content made with AI presenters, voices and fast editing, so you can test many hooks and angles for a fraction of the cost of a traditional shoot.",
    keyFacts: [
      { label: "Formats", value: "Reels, YouTube Shorts, TikTok-style and in-feed video" },
      { label: "Typical turnaround", value: "5–10 working days for a first batch" },
      { label: "Includes", value: "Scripts, voice, presenters or footage, editing and captions" },
      { label: "Testing", value: "Several hooks per concept, ready for ad tests" },
      { label: "Disclosure", value: "We follow each platform’s rules on AI-generated content" },
    ],
    overviewTitle: "Many hooks, tested fast",
    overview: [
      "In short-form video the first two seconds decide everything. We write several hooks for each idea, produce variations quickly with AI presenters, synthetic voices and product or stock footage, and edit in the native style of each platform, so the ads feel like content rather than commercials.",
      "AI UGC is a testing tool, not a replacement for real customers. We use it to find the angles that work, then help you double down, with real creators where that makes sense. We never invent testimonials or fake reviews, and we label AI-generated content wherever a platform requires it.",
    ],
    included: [
      {
        title: "Concepts and scripts",
        body: "Angles, hooks and scripts based on your customers’ real questions and objections.",
      },
      {
        title: "AI presenters and voice",
        body: "Licensed AI avatars and voices, in English and, on request, other languages.",
      },
      {
        title: "Editing",
        body: "Fast-paced edits with captions, music, motion graphics and your branding.",
      },
      {
        title: "Variations for testing",
        body: "Several hooks and calls to action per concept, ready for A/B tests.",
      },
      {
        title: "Platform-ready exports",
        body: "Sizes and lengths for Instagram, Facebook, YouTube and TikTok.",
      },
    ],
    process: [
      { title: "Brief", body: "Product, audience, offer and what has worked in your ads so far." },
      { title: "Scripts", body: "Concepts and hooks for your approval before production starts." },
      { title: "Production", body: "Presenters, voice, footage and editing." },
      {
        title: "Test and iterate",
        body: "Launch the variations, read the results and produce the next round.",
      },
    ],
    timeline: {
      intro:
        "A first batch of three to five concepts with hook variations usually takes five to ten working days from an approved brief. Monthly batches then follow the rhythm of your ad testing.",
      phases: [
        { label: "Brief and scripts", duration: "2–3 days" },
        { label: "Production and editing", duration: "3–5 days" },
        { label: "Revisions and exports", duration: "1–2 days" },
      ],
    },
    cta: {
      title: "Find your winning hook faster",
      body: "Tell us what you sell and where you advertise. We will outline three video concepts on the call.",
      label: serviceCtaLabels.default,
      href: "/contact",
    },
  },
  {
    slug: "facebook-instagram-ads",
    name: "Facebook & Instagram Ads",
    serviceType: "Facebook and Instagram advertising management",
    head: {
      title: "Facebook & Instagram Ads Management for Leads and Sales",
      description:
        "Meta ad campaigns planned, built and optimised for cost per lead or return on ad spend, with creatives, Pixel and Conversions API tracking and weekly reports.",
      keywords: [
        "Facebook ads agency",
        "Instagram ads management",
        "Meta ads",
        "performance marketing",
      ],
    },
    eyebrow: "Facebook & Instagram Ads",
    title: "Facebook & Instagram Ads Managed for Results",
    intro:
      "Meta ad campaigns planned, built and optimised around the number that matters to your business (cost per lead, cost per purchase or return on ad spend), with creatives and tracking handled by the same team.",
    keyFacts: [
      { label: "Placements", value: "Facebook, Instagram, Messenger and Audience Network" },
      { label: "Set-up", value: "1–2 weeks, including tracking and the first creatives" },
      { label: "Tracking", value: "Meta Pixel and Conversions API" },
      { label: "Reporting", value: "Weekly updates and a monthly review call" },
      { label: "Ad spend", value: "Paid by you directly to Meta; our fee is separate" },
    ],
    overviewTitle: "Clean data, fresh creative, honest numbers",
    overview: [
      [
        "Meta’s ad system rewards advertisers who give it clean data and fresh creative. We start by fixing tracking (Pixel, Conversions API and clear conversion events), build a simple account structure the algorithm can learn from, and feed it a steady supply of creatives to test, including ",
        { text: "AI UGC and video ads", href: "/services/ai-ugc-video-ads" },
        ".",
      ],
      "We report on what reached your bank account, not just clicks and impressions, and we tell you when a campaign is not working and why. Results depend on your offer, budget and market, so we never promise a fixed return before we have seen your numbers.",
    ],
    included: [
      {
        title: "Account audit",
        body: "A review of your existing campaigns, tracking and creatives.",
      },
      {
        title: "Strategy",
        body: "Objectives, audiences, budgets and the offer each campaign will lead with.",
      },
      {
        title: "Tracking set-up",
        body: "Meta Pixel, Conversions API, events and UTM conventions.",
      },
      {
        title: "Creative production",
        body: "Static, carousel and video ads, with fresh variations every month.",
      },
      {
        title: "Optimisation",
        body: "Budget, audience and creative changes several times a week, based on data.",
      },
      {
        title: "Reporting",
        body: "Weekly summaries and a monthly review of results and next steps.",
      },
    ],
    process: [
      { title: "Audit", body: "Existing accounts, tracking and past results." },
      { title: "Plan", body: "Campaign structure, budgets, audiences and a creative plan." },
      { title: "Launch", body: "Campaigns go live with tracking verified end to end." },
      { title: "Optimise", body: "Ongoing testing, weekly reporting and monthly reviews." },
    ],
    timeline: {
      intro:
        "The audit, tracking and first campaigns take one to two weeks. New campaigns then need a few weeks of learning before results settle, after which we review them every month.",
      phases: [
        { label: "Audit and tracking", duration: "Week 1" },
        { label: "Creatives and launch", duration: "Week 2" },
        { label: "Learning phase", duration: "Weeks 3–6" },
      ],
    },
    cta: {
      title: "Make every rupee, dollar and dirham count",
      body: "Share your goals, or access to your ad account. We will point out the quick wins on the call.",
      label: serviceCtaLabels.default,
      href: "/contact",
    },
  },
] as const satisfies readonly ServicePage[];

export type ServiceSlug = (typeof servicePages)[number]["slug"];

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
  faq: {
    eyebrow: "FAQ",
    title: "Frequently asked questions",
    intro: "Straight answers to what clients ask us most before they start.",
  },
} as const;
