import { site } from "./site";

/** The privacy notice; the periods are passed in, so it states what the purge really does. */

/** The periods the page reads from lib/privacy/retention.ts (content imports nothing of lib/). */
type RetentionPeriods = {
  enquiryMonths: number;
  unapprovedReviewMonths: number;
  spamDays: number;
  fieldDataDays: number;
  inviteDays: number;
  unusedInvitationDays: number;
};

/** Stands for the agency's e-mail address; the page shows it as a mailto link. */
export const agencyEmail = { kind: "email" } as const;

type NoticeInline = string | { text: string; href: `/${string}` } | typeof agencyEmail;
/** Copy that may carry links to the site's pages and the agency's e-mail address. */
export type NoticeText = string | readonly NoticeInline[];

type Fact = { term: string; detail: NoticeText };

/** One use of personal data, itemised the same way each time. */
type Purpose = { title: string; facts: readonly Fact[] };

export type NoticeBlock =
  | { type: "paragraph"; text: NoticeText }
  | { type: "list"; items: readonly NoticeText[] }
  | { type: "facts"; items: readonly Fact[] }
  | { type: "purposes"; items: readonly Purpose[] };

export type NoticeSection = { id: string; title: string; blocks: readonly NoticeBlock[] };

/** The copy as plain text, the e-mail address written out. */
export function noticePlainText(text: NoticeText): string {
  if (typeof text === "string") return text;
  return text
    .map((part) => (typeof part === "string" ? part : "text" in part ? part.text : site.email))
    .join("");
}

const months = (count: number) => `${count} month${count === 1 ? "" : "s"}`;
const days = (count: number) => `${count} day${count === 1 ? "" : "s"}`;

const { lead, staffChat } = site.dataProtection;

const postalAddress = `${site.address.streetAddress}, ${site.address.locality} ${site.address.postalCode}, ${site.address.countryName}`;

export const privacyHead = {
  updatedAt: "2026-11-29",
  title: "Privacy Notice: How We Handle Your Personal Data",
  description: `What ${site.name} collects through its contact and review forms, why, who handles it, how long it is kept, and how to see, correct or erase it.`,
  keywords: ["privacy notice", "GDPR", "DPDP Act", "data protection", "cookies"],
} as const;

export const privacyPage = {
  eyebrow: "Privacy",
  title: "Privacy Notice",
  subtitle:
    "What we collect when you write to us or leave a review, why we collect it, who handles it, how long we keep it, and how you can see, correct or erase it.",
  breadcrumb: "Privacy notice",
  updatedLabel: "Last updated",
  contentsLabel: "On this page",
  backToContents: "Back to contents",
} as const;

/** The line beside each form's submit button; the review form states its consent instead. */
export const privacyFormNotes = {
  path: "/privacy",
  linkLabel: "Privacy notice",
  contact: "We use your details only to answer you.",
} as const;

/** `staffChat`: whether the staff webhook posts to the team's chat service (STAFF_WEBHOOK_URL). */
export function privacySections(
  {
    enquiryMonths,
    unapprovedReviewMonths,
    spamDays,
    fieldDataDays,
    inviteDays,
    unusedInvitationDays,
  }: RetentionPeriods,
  { staffChat: chatInUse = false }: { staffChat?: boolean } = {},
): readonly NoticeSection[] {
  return [
    {
      id: "who-is-responsible",
      title: "Who is responsible",
      blocks: [
        {
          type: "paragraph",
          text: `${site.legalName} (“${site.name}”, “we”) runs this website and decides how the personal data described here is used. That makes us the controller under the UK and EU GDPR, and the Data Fiduciary under India’s Digital Personal Data Protection Act 2023 (the DPDP Act).`,
        },
        {
          type: "facts",
          items: [
            { term: "Name", detail: site.legalName },
            { term: "Address", detail: postalAddress },
            { term: "E-mail", detail: [agencyEmail] },
            { term: "Who answers for personal data", detail: `Our ${lead.role}` },
          ],
        },
        {
          type: "paragraph",
          text: [
            "Any question about this notice or about your data goes to ",
            agencyEmail,
            `. Our ${lead.role} reads it and answers for how we handle personal data.`,
          ],
        },
      ],
    },
    {
      id: "what-we-collect",
      title: "What we collect and why",
      blocks: [
        {
          type: "paragraph",
          text: "We collect what you type into one of our two forms, where an enquiry came from, and a code that keeps those forms free of abuse. Browsing the site asks nothing of you.",
        },
        {
          type: "purposes",
          items: [
            {
              title: "When you write to us (contact form)",
              facts: [
                {
                  term: "What we collect",
                  detail:
                    "Your name, your e-mail address and your message. With them, where your enquiry came from: the page of our site your visit started on, the address of the site that sent you to us (only the site’s address, such as https://www.google.com, never the page you were on there), the campaign tags of the link you followed (utm_source, utm_medium, utm_campaign, utm_term and utm_content, when it had any), and the page you sent the form from. This needs no cookie, and nothing in it follows you from one visit to the next.",
                },
                {
                  term: "Why",
                  detail:
                    "To read your enquiry and answer it. Our staff receive each enquiry by e-mail as well as in our private admin area, so it is seen promptly, and we may send you a short e-mail confirming that it arrived, with its reference (at most one a day, and never repeating your message). Where it came from tells us which pages and campaigns bring enquiries. We do not add you to a mailing list or use your details for marketing.",
                },
                {
                  term: "Legal basis",
                  detail:
                    "UK and EU GDPR: steps you ask for before a possible contract (Article 6(1)(b)) or, when your message is not about working with us, our legitimate interest in answering people who write to us (Article 6(1)(f)); for where it came from, our legitimate interest in knowing which pages and campaigns bring enquiries (Article 6(1)(f)). DPDP Act: the consent you give by sending the form, for these purposes only; and, as you send your details yourself so that we reply, a “legitimate use” the Act allows for that purpose.",
                },
                {
                  term: "Who sees it",
                  detail: chatInUse
                    ? `Our staff, and the providers below who store it, deliver the e-mails and show the notice in ${staffChat.name}.`
                    : "Our staff, and the providers below who store it and deliver the e-mails.",
                },
                {
                  term: "How long we keep it",
                  detail: `${months(enquiryMonths)} after it arrives, then it is deleted. An enquiry set apart as suspected spam is deleted ${days(spamDays)} after it arrives.`,
                },
              ],
            },
            {
              title: "When you leave a review (review form)",
              facts: [
                {
                  term: "What we collect",
                  detail:
                    "Your name, your rating and your comment. No e-mail address is asked for.",
                },
                {
                  term: "Why",
                  detail: [
                    "To publish your review on this site once we have approved it, where anyone can read your name, rating and comment. Staff are told of each new review by e-mail so that they can check it against ",
                    { text: "our review policy", href: "/reviews#review-policy" },
                    ".",
                  ],
                },
                {
                  term: "Legal basis",
                  detail:
                    "Your consent, given when you send the review (UK and EU GDPR Article 6(1)(a); consent under the DPDP Act). You can withdraw it at any time; that does not affect what was done before.",
                },
                {
                  term: "Who sees it",
                  detail:
                    "Before approval, our staff and the providers below. Once published, anyone who visits the site.",
                },
                {
                  term: "How long we keep it",
                  detail: `A published review stays until you ask us to withdraw it. A review we do not publish is deleted ${months(unapprovedReviewMonths)} after it arrives, and one set apart as suspected spam ${days(spamDays)} after it arrives.`,
                },
              ],
            },
            {
              title: "When we invite you to review our work",
              facts: [
                {
                  term: "What we collect",
                  detail:
                    "Your name and e-mail address, and the project or service we worked on, which our staff enter when a project ends; then when our e-mail was sent, when you opened its link and whether you sent a review through it.",
                },
                {
                  term: "Why",
                  detail: [
                    "To send you one invitation, with a personal link that works once, and at most one reminder; and to mark the review you send through it as coming from a verified client, with the project. We invite every client the same way, whatever we expect them to say (",
                    { text: "our review policy", href: "/reviews#review-policy" },
                    ").",
                  ],
                },
                {
                  term: "Legal basis",
                  detail:
                    "UK and EU GDPR: our legitimate interest in asking the clients we worked with for honest, verifiable reviews (Article 6(1)(f)). DPDP Act: a legitimate use of the details you gave us as our client. The review itself rests on your consent, as above.",
                },
                {
                  term: "Who sees it",
                  detail:
                    "Our staff and the providers below. Published, your review shows your name and the project; your e-mail address is never shown.",
                },
                {
                  term: "How long we keep it",
                  detail: `The link works for ${days(inviteDays)}. An invitation never used is deleted ${days(unusedInvitationDays)} after its link expires or is withdrawn; one you used stays with your review, as long as the review does.`,
                },
              ],
            },
            {
              title: "Keeping the forms free of abuse",
              facts: [
                {
                  term: "What we collect",
                  detail:
                    "When you send a form, a one-way code made from your device’s network (IP) address: never the address itself, which we do not store.",
                },
                {
                  term: "Why",
                  detail:
                    "To count how often one connection sends a form, so that floods of automated messages are refused. Separately, a form that looks sent by a program (a field hidden from people filled in, sent faster than anyone types, or made mostly of links) is set apart as suspected spam rather than refused: our staff can still read it and move it back if it was sent by a person.",
                },
                {
                  term: "Legal basis",
                  detail:
                    "UK and EU GDPR: our legitimate interest in keeping the forms usable and safe (Article 6(1)(f)). DPDP Act: part of sending the form, covered by the consent you give when you send it.",
                },
                {
                  term: "Who sees it",
                  detail: "No one. Our database only counts with it.",
                },
                {
                  term: "How long we keep it",
                  detail: "It is cleared once it has gone a day without use.",
                },
              ],
            },
          ],
        },
        {
          type: "paragraph",
          text: "Giving us these details is up to you. Without a name, an e-mail address and a message we cannot answer you; without a name, a rating and a comment there is no review to publish.",
        },
        {
          type: "paragraph",
          text: "We never sell your personal data, share it for advertising or use it to make automated decisions about you.",
        },
      ],
    },
    {
      id: "who-handles-it",
      title: "Who else handles it",
      blocks: [
        {
          type: "paragraph",
          text: "These service providers process the data for us, on our instructions and under data processing terms that forbid them to use it for anything else:",
        },
        {
          type: "list",
          items: [
            "Supabase hosts our database, where enquiries and reviews are stored.",
            "Vercel hosts the website and runs the code that receives the forms. Like any web host, it sees your device’s network address when it delivers a page.",
            "Our e-mail (SMTP) provider delivers the message that tells our staff of each new enquiry or review, and the confirmation sent to you.",
            ...(chatInUse
              ? [
                  `${staffChat.name} (${staffChat.operator}), our team’s chat service, receives a notice of each new enquiry or review with its details, so that staff see it where they work.`,
                ]
              : []),
          ],
        },
        {
          type: "paragraph",
          text: "These providers may store or process data outside your country, for example in the European Union or the United States. When data about someone in the UK or the EU goes to a country without an adequacy decision, we rely on the safeguards these providers offer: the European Commission’s standard contractual clauses, with the UK’s addendum to them. The DPDP Act allows transfers abroad except to countries the Government of India restricts, and we send none there.",
        },
        {
          type: "paragraph",
          text: "Beyond them, we disclose personal data only when the law requires it, such as under a court order.",
        },
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        {
          type: "list",
          items: [
            `Enquiries from the contact form: ${months(enquiryMonths)} after they arrive, then deleted.`,
            `Reviews we have not published: ${months(unapprovedReviewMonths)} after they arrive, then deleted.`,
            `Enquiries and reviews set apart as suspected spam: ${days(spamDays)} after they arrive, then deleted, unless our staff move them back first.`,
            "Published reviews: until you ask us to withdraw yours. It then comes off the site and is deleted.",
            `Invitations to review: one never used is deleted ${days(unusedInvitationDays)} after its link expires or is withdrawn; one you used stays with your review.`,
            "The abuse-prevention code: until it has gone a day without use.",
            `${chatInUse ? `The e-mail telling our staff of a new enquiry or review, and its notice in ${staffChat.name}, are copies outside our database` : "The e-mail telling our staff of a new enquiry or review is a copy in their mailboxes, outside our database"}. Our staff delete them by hand: when we erase your data at your request, and otherwise at the latest ${months(enquiryMonths)} after an enquiry and ${months(unapprovedReviewMonths)} after a review arrives.`,
          ],
        },
        {
          type: "paragraph",
          text: "If you ask us to erase something sooner, we do, unless the law requires us to keep it.",
        },
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        { type: "paragraph", text: "Wherever you live, you can ask us to:" },
        {
          type: "list",
          items: [
            "show you the personal data we hold about you and tell you how we use it (access);",
            "correct it if it is wrong or incomplete;",
            `erase it (erasure): we delete it from our database at once, and our staff then delete by hand the copies our system lists for them, with where each went and when: the e-mails in their mailboxes${chatInUse ? ` and the notices in ${staffChat.name}` : ""};`,
            "give you what you sent us as a JSON file, which other services can read (portability);",
            "stop using it where you gave consent: withdrawing it is as easy as giving it, and a withdrawn review comes off the site;",
            "stop using it where we rely on our legitimate interest (objection).",
          ],
        },
        {
          type: "paragraph",
          text: [
            "To use any of these rights, write to ",
            agencyEmail,
            ". Tell us which form you used and roughly when, so that we can find your details. We answer within one month, free of charge.",
          ],
        },
        {
          type: "paragraph",
          text: "Before we act, we check that the request comes from you, in a way proportionate to what you ask: usually by answering at the e-mail address you gave us or, for a review, by asking about details only its author would know. We never ask for more than we need to be sure.",
        },
        {
          type: "paragraph",
          text: "Under the DPDP Act you may also nominate someone to use these rights for you if you die or become unable to use them yourself.",
        },
      ],
    },
    {
      id: "complaints",
      title: "Where to complain",
      blocks: [
        {
          type: "paragraph",
          text: [
            "If you are unhappy with how we handled your data, please tell us first at ",
            agencyEmail,
            " and we will try to put it right. You can also complain to a regulator:",
          ],
        },
        {
          type: "list",
          items: [
            "in the UK, the Information Commissioner’s Office, at ico.org.uk;",
            "in India, the Data Protection Board of India, once you have raised your grievance with us and it has not been resolved;",
            "in the European Union and elsewhere, the supervisory authority of the country where you live, where you work or where you think the problem happened.",
          ],
        },
      ],
    },
    {
      id: "cookies",
      title: "Cookies and tracking",
      blocks: [
        {
          type: "paragraph",
          text: "A visitor to this site gets no cookie at all. There are no analytics services, no advertising tags and no third-party requests: every page, font and image comes from our own site, so no other company learns that you visited. That is why you see no cookie banner.",
        },
        {
          type: "paragraph",
          text: `We do measure how fast our pages are for the people who visit them. When you leave a page, your browser sends our own site a few timings (how soon the page showed, how quickly it answered a click or a key, how much it moved while loading) with the kind of page, whether the screen was a phone’s or a computer’s, the connection’s speed class and the part of the page each timing was about. Nothing in it identifies you or links one page you viewed to another: no cookie, no identifier, no address, nothing you typed. We keep these timings for ${days(fieldDataDays)}.`,
        },
        {
          type: "paragraph",
          text: "The only cookie we set is the session cookie of our private admin area, for signed-in staff. It is HttpOnly, so scripts on the page cannot read it, and it is removed when they sign out.",
        },
        {
          type: "paragraph",
          text: "One small note stays in your own browser: its session storage remembers that you have seen the opening animation, so that it does not play on every page. It is never sent to us and is gone when you close the tab.",
        },
        {
          type: "paragraph",
          text: "The same session storage keeps the first page of your visit and the address that led you to it, so that an enquiry can say where it came from. It is sent to us only with a form you send; we keep it only with an enquiry, and then only the referring site’s address, not the page. It is gone when you close the tab: nothing follows you from one visit to the next.",
        },
        {
          type: "paragraph",
          text: "While you write in one of our forms, the same session storage keeps what you have typed so far, so that it is still there if you go back to the page or reload it. It is never sent to us until you send the form, it is cleared when you do, and it is gone when you close the tab.",
        },
      ],
    },
    {
      id: "children",
      title: "Children",
      blocks: [
        {
          type: "paragraph",
          text: "Our services are for businesses, and the forms are not meant for children. If you are under 18, please ask a parent or guardian to write to us for you. If we learn that we hold a child’s data without that consent, we delete it.",
        },
      ],
    },
    {
      id: "changes",
      title: "Changes to this notice",
      blocks: [
        {
          type: "paragraph",
          text: "When we change how we handle personal data, we update this page and the date at the top of it. If a change would use data you have already given us in a new way, we ask you first.",
        },
      ],
    },
  ];
}
