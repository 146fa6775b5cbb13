import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "ai-automation",
  updatedAt: "2026-11-25",
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
    { label: "Payment", value: "20% upfront, 80% on completion and approval" },
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
} satisfies ServicePage;
