/** What a reviewer agrees to; the version is stored with each review, so a new wording gets a new date. */
export const reviewConsent = {
  version: "2026-11-27",
  statement: "Your name, rating and comment will be published on this site once approved.",
} as const;
