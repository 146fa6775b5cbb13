import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "social-media-management",
  updatedAt: "2026-11-25",
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
} satisfies ServicePage;
