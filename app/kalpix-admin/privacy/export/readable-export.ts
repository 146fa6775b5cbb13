import { rejectionReasons, type RejectionReason } from "@/content/reviews";
import { site } from "@/content/site";
import { ADMIN_TIME_ZONE, formatAdminDate } from "@/lib/admin/format";
import type {
  PersonData,
  PersonInvitation,
  PersonNotification,
  PersonQuery,
  PersonReview,
  PersonSubmission,
} from "@/lib/data/privacy";
import { enquiryReference } from "@/lib/leads/reference";

/** The file a person receives: each item once, in words they read, times in the dashboard's zone. */

const ZONE = `${ADMIN_TIME_ZONE.label} (${ADMIN_TIME_ZONE.offset})`;

type Section = Record<string, unknown>;

const CHANNELS: Record<PersonNotification["channel"], string> = {
  staff_email: "E-mail to our staff",
  auto_reply: "E-mail to you confirming that your enquiry arrived",
  webhook: `Notice in ${site.dataProtection.staffChat.name}, our team’s chat`,
  invitation: "E-mail to you inviting you to review our work",
  invitation_reminder: "The one reminder of that invitation",
};

function withoutEmpty(entries: [string, string | null | undefined][]): Record<string, string> {
  return Object.fromEntries(
    entries.filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
}

function notificationLine(row: PersonNotification): string {
  const when = row.sent_at ? `sent ${formatAdminDate(row.sent_at)}` : "not sent";
  return `${CHANNELS[row.channel] ?? row.channel}, ${when}`;
}

function enquiryStatus(row: PersonSubmission): string {
  if (row.spam_reason) return "Set apart as suspected spam";
  if (row.handled_at)
    return `Marked as dealt with by our staff on ${formatAdminDate(row.handled_at)}`;
  return "Not yet dealt with";
}

function enquiry(row: PersonSubmission, notifications: readonly PersonNotification[]): Section {
  const origin = withoutEmpty([
    ["First page of your visit", row.landing_page],
    ["Site that sent you to us", row.referrer_origin],
    ["Campaign tag utm_source", row.utm_source],
    ["Campaign tag utm_medium", row.utm_medium],
    ["Campaign tag utm_campaign", row.utm_campaign],
    ["Campaign tag utm_term", row.utm_term],
    ["Campaign tag utm_content", row.utm_content],
    ["Page you sent it from", row.sent_from],
  ]);
  const about = notifications
    .filter((n) => n.kind === "submission" && n.source_id === row.id)
    .sort((a, b) => a.id - b.id);
  return {
    Reference: enquiryReference(row.id),
    "Sent on": formatAdminDate(row.created_at),
    "Your name": row.name,
    "Your e-mail address": row.email,
    "Your message": row.message,
    Status: enquiryStatus(row),
    ...(Object.keys(origin).length > 0 ? { "Where it came from": origin } : {}),
    ...(about.length > 0 ? { "Messages we sent about it": about.map(notificationLine) } : {}),
  };
}

function invitation(row: PersonInvitation, notifications: readonly PersonNotification[]): Section {
  const about = notifications.filter((n) => n.kind === "invitation" && n.source_id === row.id);
  return {
    "Invited on": formatAdminDate(row.invited_at),
    "Your name": row.name,
    "Your e-mail address": row.email,
    ...(row.project ? { "Project or service": row.project } : {}),
    Status: row.used_at
      ? `You sent a review through it on ${formatAdminDate(row.used_at)}`
      : row.revoked_at
        ? `Withdrawn by our staff on ${formatAdminDate(row.revoked_at)}`
        : `Not used; its link works until ${formatAdminDate(row.expires_at)}`,
    ...(row.opened_at ? { "Link first opened": formatAdminDate(row.opened_at) } : {}),
    ...(about.length > 0 ? { "Messages we sent about it": about.map(notificationLine) } : {}),
  };
}

function review(row: PersonReview, notifications: readonly PersonNotification[]): Section {
  const about = notifications.filter((n) => n.kind === "review" && n.source_id === row.id);
  return {
    "Sent on": formatAdminDate(row.created_at),
    "Your name": row.name,
    Rating: `${row.rating} out of 5 stars`,
    "Your comment": row.comment,
    Status: row.spam_reason
      ? "Set apart as suspected spam"
      : row.approved
        ? "Published on our website"
        : "Not published yet: waiting for our approval",
    Consent:
      row.consent_version && row.consented_at
        ? `You agreed to its publication on ${formatAdminDate(row.consented_at)} (consent statement version ${row.consent_version})`
        : "Not recorded: sent before we recorded consent",
    ...(row.verified
      ? {
          "Verified client": `Sent through our invitation${row.project ? `, about ${row.project}` : ""}`,
        }
      : {}),
    ...(row.rejection_reason
      ? {
          "Not published because":
            rejectionReasons[row.rejection_reason as RejectionReason] ?? row.rejection_reason,
        }
      : {}),
    ...(row.reply ? { "Our public reply": row.reply } : {}),
    ...(about.length > 0 ? { "Messages we sent about it": about.map(notificationLine) } : {}),
  };
}

/** A message about an enquiry or review no longer held: what it carried, once. */
function leftover(row: PersonNotification): Section {
  const text = (key: string) => {
    const value = row.payload[key];
    return typeof value === "string" ? value : null;
  };
  return {
    About:
      row.kind === "submission"
        ? "An enquiry we no longer hold"
        : row.kind === "invitation"
          ? "An invitation we no longer hold"
          : "A review we no longer hold",
    "What it was": notificationLine(row),
    ...withoutEmpty([
      ["Your name", text("name")],
      ["Your e-mail address", text("email")],
      ["Your message", text("message")],
      ["Your comment", text("comment")],
    ]),
  };
}

export function readableExport(query: PersonQuery, data: PersonData, exportedAt: Date): Section {
  const held = new Set(
    [...data.submissions, ...data.reviews, ...data.invitations].map((row) => row.id),
  );
  const leftovers = data.notifications.filter((row) => !held.has(row.source_id));
  return {
    "About this file": `The personal data ${site.legalName} (${site.email}) held about you when this file was made. Each enquiry and review appears once, with the messages we sent about it. Every time is ${ZONE}.`,
    "Made on": formatAdminDate(exportedAt.toISOString()),
    "Time zone": ZONE,
    "Found by": withoutEmpty([
      ["E-mail address", query.email],
      ["Name", query.name],
    ]),
    Enquiries: data.submissions.map((row) => enquiry(row, data.notifications)),
    Reviews: data.reviews.map((row) => review(row, data.notifications)),
    ...(data.invitations.length > 0
      ? {
          "Invitations to review": data.invitations.map((row) =>
            invitation(row, data.notifications),
          ),
        }
      : {}),
    ...(leftovers.length > 0 ? { "Other messages we sent": leftovers.map(leftover) } : {}),
  };
}
