import { agencyEmail, type NoticeText } from "./privacy";
import { site } from "./site";

export const reviewsHead = {
  updatedAt: "2026-11-22",
  title: "Client Testimonials: Reviews of Our Work",
  description: `Read what clients say about working with ${site.name} on websites, AI automation, social media and ads, and share your own experience with our team.`,
  keywords: [`${site.name} reviews`, "agency testimonials", "client reviews"],
} as const;

export const reviewsPage = {
  eyebrow: "Reviews",
  title: "Client Testimonials",
  intro:
    "Honest words from the brands we work with, published after a quick check that each review is genuine.",
  empty: "No reviews are published yet. Worked with us? Be the first to leave one below.",
  sent: "Your review is with us: it waits for approval.",
  sentNext: "Once our team has read it, it appears with our client reviews.",
  another: "Write another review",
} as const;

/** How reviews are moderated, under the form: published rules, as consumer-review law asks. */
export const reviewPolicy = {
  id: "review-policy",
  title: "How we publish reviews",
  intro: "We read every review before it appears. This is all we check for.",
  points: [
    "We publish every genuine review, good or bad.",
    "We moderate by content only: we hold back a review that is spam, abusive, unrelated to our work, or that reveals someone’s personal data. We never decide by its rating or by whether it praises or criticises us.",
    "We publish a review as it was written, without editing its words or its rating, and show the newest first.",
    [
      "Changed your mind? Write to ",
      agencyEmail,
      " and we will withdraw your review from the site and delete it.",
    ],
  ] satisfies readonly NoticeText[],
} as const;
