import { agencyEmail, type NoticeText } from "./privacy";
import { site } from "./site";

export const reviewsHead = {
  updatedAt: "2026-11-29",
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
  sentInvited:
    "Once our team has read it, it appears with our client reviews, marked as coming from a verified client. Thank you for taking the time.",
  another: "Write another review",
} as const;

/** The only reasons a review is held back: each is about its content, never its rating. */
export const rejectionReasons = {
  unrelated: "Unrelated to our work",
  offensive: "Offensive or abusive",
  "personal-data": "Reveals someone else’s personal data",
  spam: "Spam or advertising",
} as const;

export type RejectionReason = keyof typeof rejectionReasons;

/** The mark on a review sent through an invitation, and what it means in words. */
export const verifiedMark = {
  label: "Verified client",
  explanation: `${site.name} invited this client by e-mail to review after working with them.`,
  project: "Project",
} as const;

export const reviewSummary = {
  heading: "Average rating",
  /** Counted over every published review: no filter or order ever leaves one out. */
  text: (count: number, average: string) =>
    `${average} out of 5 from ${count} published ${count === 1 ? "review" : "reviews"}`,
} as const;

export const replyLabel = `Reply from ${site.name}`;

/** The page an invitation's link opens, and what it says when the link can no longer be used. */
export const invitationPage = {
  eyebrow: "Your review",
  title: "Tell us how it went",
  intro: (name: string) =>
    `Thank you for working with us, ${name}. Your review goes through the same check as every other and appears with a Verified client mark.`,
  project: "About",
  publicForm: "Leave a review on the public form",
  states: {
    used: {
      title: "This link has already been used",
      body: "A review was sent with this invitation link, and each link works once. Thank you! To add something, use the public review form.",
    },
    expired: {
      title: "This link has expired",
      body: "Invitation links work for a limited time, and this one has run out. You can still leave a review on the public form, or ask us for a new link.",
    },
    revoked: {
      title: "This link was withdrawn",
      body: "We withdrew this invitation, so its link no longer works. You can still leave a review on the public form.",
    },
    replaced: {
      title: "A newer link was sent",
      body: "We sent this invitation again, and only the newest link works. Use the link in our latest e-mail, or the public review form.",
    },
    altered: {
      title: "This link is not complete",
      body: "The link does not match one we sent: part of it may be missing or changed. Open it again from our e-mail, or use the public review form.",
    },
    unavailable: {
      title: "We could not check this link just now",
      body: "Please try again in a moment. You can also use the public review form.",
    },
  },
} as const;

/** How reviews are moderated, under the form: published rules, as consumer-review law asks. */
export const reviewPolicy = {
  id: "review-policy",
  title: "How we publish reviews",
  intro: "We read every review before it appears. This is all we check for.",
  points: [
    "We publish every genuine review, good or bad.",
    `We moderate by content only, and hold back a review for one of these reasons alone: ${Object.values(
      rejectionReasons,
    )
      .map((reason) => reason.toLowerCase())
      .join(
        "; ",
      )}. We never decide by its rating or by whether it praises or criticises us, and we keep a review we hold back with its reason.`,
    `We invite every client the same way when a project ends, whatever we expect them to say, and never ask for a rating before inviting. A review sent through our invitation carries a “${verifiedMark.label}” mark.`,
    "We publish a review as it was written, without editing its words or its rating, and show the newest first. The count and the average cover every published review.",
    `We may answer a review in public, signed ${site.name}; our reply never changes the review.`,
    [
      "Changed your mind? Write to ",
      agencyEmail,
      " and we will withdraw your review from the site and delete it.",
    ],
  ] satisfies readonly NoticeText[],
} as const;
