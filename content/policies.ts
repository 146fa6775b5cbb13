import type { IconName } from "./icons";
import { site } from "./site";

/** The six policy cards; the page also publishes them as FAQ structured data. */
export type Policy = {
  icon: IconName;
  title: string;
  /** The question a client would ask, used for the FAQPage structured data. */
  question: string;
  description: string;
};

export const policies = [
  {
    icon: "wallet",
    title: "Payment Terms",
    question: "What are your payment terms?",
    description:
      "We ask for 20% of the project fee upfront to reserve your slot and start work. The remaining 80% is due on completion and your approval of the final deliverables.",
  },
  {
    icon: "undo",
    title: "Refund Policy",
    question: "Can I get a refund?",
    description:
      "If work on your project has not significantly started, we offer a partial refund of the upfront fee. Once work has started, the upfront fee is not refundable, because it covers time already committed to you.",
  },
  {
    icon: "repeat",
    title: "Revisions",
    question: "How many revisions are included?",
    description:
      "Every project includes two full rounds of revisions. Extra changes beyond those rounds, or changes to the agreed scope, may cost extra, and we always quote before doing them.",
  },
  {
    icon: "calendar",
    title: "Project Timelines",
    question: "How are project timelines set?",
    description:
      "Timelines are agreed with you beforehand, including the dates we need your content and feedback, and we keep you updated at every milestone.",
  },
  {
    icon: "lock",
    title: "Confidentiality",
    question: "Will you keep our data confidential?",
    description:
      "Your data, files and business information are kept confidential. We use them only to deliver your project and never share them without your permission.",
  },
  {
    icon: "key",
    title: "Ownership & Access",
    question: "Who owns the work when the project is finished?",
    description:
      "After final payment you own 100% of the work we create for you, with full administrative access to your website, code and accounts.",
  },
] as const satisfies readonly Policy[];

export const policiesHead = {
  updatedAt: "2026-11-22",
  title: "Our Policies: Payments, Refunds, Revisions & Ownership",
  description: `How ${site.name} works with clients: 20% upfront and 80% on approval, refunds, two rounds of revisions, agreed timelines, confidentiality and full ownership.`,
  keywords: ["agency payment terms", "refund policy", "revisions policy", "website ownership"],
} as const;

export const policiesPage = {
  eyebrow: "How we work",
  title: "Our Policies",
  subtitle: "Transparency, trust, and fairness in every project.",
  cta: {
    title: "Questions about our terms?",
    body: "Ask us anything before you commit. Every project starts with a written scope that repeats these terms in plain language.",
    primary: { label: "Contact Us", href: "/contact" },
    secondary: { label: "Explore Services", href: "/services" },
  },
} as const;
