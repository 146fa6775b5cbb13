import "server-only";

import { site } from "@/content/site";
import type { OutboxRow } from "@/lib/database-rows";
import { siteUrl } from "@/lib/env/public";
import { invitationToken } from "@/lib/privacy/invitation-token";

import { escapeHtml, oneLine, text } from "./email-text";

type InvitationEmail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
};

/** The subject without the person's name, as the erasure's list of copies keeps it. */
export function invitationSubject(row: Pick<OutboxRow, "channel">): string {
  return row.channel === "invitation_reminder"
    ? `A reminder: how was working with ${site.name}?`
    : `How was working with ${site.name}? Tell us in a review`;
}

function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat("en-IN", { dateStyle: "long", timeZone: "Asia/Kolkata" }).format(
        date,
      );
}

export function invitationLink(row: Pick<OutboxRow, "source_id" | "payload">): string {
  const generation = Number(row.payload["generation"]);
  const token = invitationToken({
    invitationId: row.source_id,
    generation: Number.isInteger(generation) && generation > 0 ? generation : 1,
  });
  return `${siteUrl}/reviews/invite/${token}`;
}

// The name and project are staff's words about the client: escaped in HTML, one line in headers.
export function composeInvitationEmail(row: OutboxRow): InvitationEmail {
  const name = oneLine(text(row.payload["name"]), 100);
  const project = oneLine(text(row.payload["project"] ?? ""), 120);
  const link = invitationLink(row);
  const until = formatDate(text(row.payload["expires_at"]));
  const reminder = row.channel === "invitation_reminder";
  const about = project ? ` on ${project}` : "";
  const paragraphs = [
    `Hello ${name},`,
    reminder
      ? `A short reminder: we would still love to hear how working with ${site.name}${about} went for you.`
      : `Thank you for working with ${site.name}${about}. We ask every client the same question when a project ends: how did it go?`,
    "Your review helps other businesses decide, and helps us do better. Good or bad, we publish every genuine review, marked as coming from a verified client.",
    `This personal link opens the review form with your name filled in. It works once, until ${until}:`,
  ];
  const after = [
    reminder
      ? "This is the only reminder we send."
      : "If you have not written in a few days, we will remind you once, and never again.",
    `Not expecting this? Ignore this e-mail, or write to ${site.email}.`,
  ];
  const signature = `Warm regards,\nThe ${site.name} team`;
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#7c5cff;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">Write your review</a></p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(link)}</p>`,
    ...after.map((paragraph) => `<p style="color:#555">${escapeHtml(paragraph)}</p>`),
    `<p>${signature.split("\n").map(escapeHtml).join("<br>")}</p>`,
    `</body></html>`,
  ].join("");
  return {
    to: oneLine(text(row.payload["email"]), 254),
    subject: invitationSubject(row),
    replyTo: { name: site.name, address: site.email },
    text: [...paragraphs, link, ...after, signature].join("\n\n"),
    html,
  };
}
