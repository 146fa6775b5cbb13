import { site } from "@/content/site";
import type { OutboxRow } from "@/lib/database-rows";
import { siteUrl } from "@/lib/env/public";
import { enquiryReference } from "@/lib/leads/reference";

import { escapeHtml, oneLine, ratingLabel, text } from "./email-text";

export type StaffEmail = {
  subject: string;
  text: string;
  html: string;
  replyTo?: { name: string; address: string };
};

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${new Intl.DateTimeFormat("en-IN", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(date)} (India time)`;
}

const AUTO_REPLY_WITHHELD =
  "Not sent: the hourly limit of automatic answers was reached. Please answer this person yourself.";

export function dashboardLink(kind: OutboxRow["kind"], term: string): string {
  const params = new URLSearchParams(
    kind === "review" ? { tab: "reviews", status: "pending", q: term } : { q: term },
  );
  return `${siteUrl}${site.adminPath}?${params}`;
}

/** Stands for the person's name where a subject is kept after the e-mail is sent. */
export const NAME_LEFT_OUT = "…";

function staffEmailSubject(row: Pick<OutboxRow, "kind" | "payload">, name: string): string {
  return row.kind === "submission"
    ? `New enquiry from ${name}`
    : `New review from ${name} (${ratingLabel(row.payload["rating"])}) awaiting approval`;
}

/** The subject as sent, the name left out: what staff search their mailbox for after an erasure. */
export function staffEmailSubjectWithoutName(row: Pick<OutboxRow, "kind" | "payload">): string {
  return staffEmailSubject(row, NAME_LEFT_OUT);
}

// Visitor text is data: escaped in the HTML part and folded to one line in every header.
export function composeStaffEmail(row: OutboxRow): StaffEmail {
  const name = text(row.payload["name"]);
  const time = formatTime(text(row.payload["created_at"]));

  if (row.kind === "submission") {
    const email = text(row.payload["email"]);
    const message = text(row.payload["message"]);
    const link = dashboardLink("submission", email);
    const source = text(row.payload["source"]);
    const fields: [string, string][] = [
      ["Name", name],
      ["Email", email],
      ["Received", time],
      ["Reference", enquiryReference(row.source_id)],
      ...(source ? [["Source", source] as [string, string]] : []),
      ...(row.payload["auto_reply_withheld"] === true
        ? [["Automatic answer", AUTO_REPLY_WITHHELD] as [string, string]]
        : []),
    ];
    return {
      subject: staffEmailSubject(row, oneLine(name)),
      replyTo: { name: oneLine(name, 100), address: oneLine(email, 254) },
      text: [
        `${name} sent a message through the ${site.name} contact form.`,
        "",
        ...fields.map(([label, value]) => `${label}: ${value}`),
        "",
        message,
        "",
        `Open it in the dashboard: ${link}`,
        "Reply to this e-mail to answer the sender.",
      ].join("\n"),
      html: htmlEmail(
        `New enquiry from ${name}`,
        fields,
        message,
        link,
        "Reply to this e-mail to answer the sender.",
      ),
    };
  }

  const comment = text(row.payload["comment"]);
  const link = dashboardLink("review", name);
  const stars = ratingLabel(row.payload["rating"]);
  const project = row.payload["project"];
  const fields: [string, string][] = [
    ["Name", name],
    ["Rating", stars],
    ["Received", time],
    ...(row.payload["verified"] === true
      ? [
          ["Invited", `Verified client${typeof project === "string" ? `: ${project}` : ""}`] as [
            string,
            string,
          ],
        ]
      : []),
  ];
  return {
    subject: staffEmailSubject(row, oneLine(name)),
    text: [
      `${name} left a review on the ${site.name} website. It stays hidden until someone approves it.`,
      "",
      ...fields.map(([label, value]) => `${label}: ${value}`),
      "",
      comment,
      "",
      `Approve or delete it in the dashboard: ${link}`,
    ].join("\n"),
    html: htmlEmail(
      `New review from ${name}`,
      fields,
      comment,
      link,
      "It stays hidden until someone approves it.",
    ),
  };
}

function htmlEmail(
  heading: string,
  fields: [string, string][],
  body: string,
  link: string,
  note: string,
): string {
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  return [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    `<table>${rows}</table>`,
    `<blockquote style="white-space:pre-wrap;border-left:3px solid #7c5cff;margin:16px 0;padding:4px 12px">${escapeHtml(body)}</blockquote>`,
    `<p><a href="${escapeHtml(link)}">Open in the dashboard</a></p>`,
    `<p style="color:#555">${escapeHtml(note)}</p>`,
    `</body></html>`,
  ].join("");
}
