// The contact form's fields, limits and messages without zod, for the browser's first load.

/** The form's minima and error messages; maxima equal the database constraints. */
export const contactLimits = {
  name: {
    min: 2,
    max: 100,
    minMessage: "Name must be at least 2 characters.",
    maxMessage: "Name must be at most 100 characters.",
  },
  email: {
    max: 254,
    message: "Please enter a valid email address.",
    maxMessage: "Email must be at most 254 characters.",
  },
  message: {
    min: 10,
    max: 5000,
    minMessage: "Message must be at least 10 characters.",
    maxMessage: "Message must be at most 5000 characters.",
  },
} as const;

export const contactFields = ["name", "email", "message"] as const;
export type ContactField = (typeof contactFields)[number];
