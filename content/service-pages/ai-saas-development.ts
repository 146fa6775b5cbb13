import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "ai-saas-development",
  updatedAt: "2026-11-25",
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
} satisfies ServicePage;
