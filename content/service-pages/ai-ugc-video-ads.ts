import { serviceCtaLabels, type ServicePage } from "./types";

export default {
  slug: "ai-ugc-video-ads",
  updatedAt: "2026-11-25",
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
} satisfies ServicePage;
