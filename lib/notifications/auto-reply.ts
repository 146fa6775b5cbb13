import { site } from "@/content/site";
import type { OutboxRow } from "@/lib/database-rows";
import { siteUrl } from "@/lib/env/public";
import { enquiryReference } from "@/lib/leads/reference";

import { escapeHtml, oneLine, text } from "./email-text";

type AutoReply = {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo: { name: string; address: string };
};

/** Only our own words: anyone can type a stranger's address into the form, so no name or message. */
export function composeAutoReply(row: Pick<OutboxRow, "source_id" | "payload">): AutoReply {
  const reference = enquiryReference(row.source_id);
  const paragraphs = [
    `Thank you for contacting ${site.name}. Your enquiry has reached us; its reference is ${reference}.`,
    "We reply within one working day. To add anything, reply to this e-mail and keep the reference in the subject.",
    "If you did not write to us, someone else typed your address into our contact form: you can ignore this e-mail.",
  ];
  return {
    to: oneLine(text(row.payload["email"]), 254),
    subject: `We have your enquiry (${reference})`,
    replyTo: { name: site.name, address: site.email },
    text: [...paragraphs, siteUrl, `The ${site.name} team`].join("\n\n"),
    html: [
      `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
      ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
      `<p><a href="${escapeHtml(siteUrl)}">${escapeHtml(siteUrl.replace(/^https?:\/\//, ""))}</a></p>`,
      `<p>The ${escapeHtml(site.name)} team</p>`,
      `</body></html>`,
    ].join(""),
  };
}
