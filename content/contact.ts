import { site } from "./site";

export const contactHead = {
  updatedAt: "2026-11-22",
  title: "Contact Us: Start Your Project",
  description: `Talk to ${site.name} about your website, AI automation, social media or ads. Call, e-mail or visit our Laxmi Nagar office in New Delhi; we reply within one working day.`,
  keywords: ["contact digital agency", "hire web developer Delhi", "AI automation consultation"],
} as const;

/** When an enquirer hears back: the form's confirmation and the auto-reply say it alike. */
export const replyPromise = "We reply within one working day, Monday to Saturday.";

export const contactPage = {
  eyebrow: "Get in touch",
  title: "Contact Us",
  subtitle: "Let’s Build Something Extraordinary Together.",
  details: {
    title: "Reach us directly",
    intro: "Prefer a quick call or an e-mail? We reply within one working day, Monday to Saturday.",
    addressLabel: "Office",
    phoneLabel: "Phone",
    emailLabel: "E-mail",
    officeLink: { text: "Directions and opening hours", href: "/locations/delhi" },
  },
  nextSteps: {
    title: "What happens next",
    steps: [
      {
        title: "We reply within one working day",
        body: "A real person reads every message, usually the same day.",
      },
      {
        title: "A free discovery call",
        body: "Thirty minutes on your goals, timeline and budget, at a time that suits your time zone.",
      },
      {
        title: "A written proposal",
        body: "Scope, timeline and a fixed quote, with 20% upfront and 80% on completion and approval.",
      },
    ],
  },
  form: {
    sent: "Your message is with us.",
    reference: "Your reference is",
    quote: "Quote it if you write or call about this message.",
    another: "Write another message",
    title: "Tell us about your project",
    intro:
      "A few lines about your goals, timeline and budget are enough to start. We will reply with next steps, or tell you honestly if we are not the right fit.",
  },
} as const;
