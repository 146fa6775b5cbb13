import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "facebook-instagram-ads",
  updatedAt: "2026-11-25",
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
} satisfies ServicePage;
