// The version is stored with each review, so a new wording needs a new date.
export const reviewConsent = {
  version: "2026-11-27",
  statement: "Your name, rating and comment will be published on this site once approved.",
} as const;
