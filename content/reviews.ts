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
} as const;
