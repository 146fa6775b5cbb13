import { replyPromise } from "@/content/contact";
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

const { address } = site;
const officeAddress = `${address.streetAddress}, ${address.locality} ${address.postalCode}, ${address.countryName}`;
const siteHost = siteUrl.replace(/^https?:\/\//, "");
const telHref = `tel:${site.phone.replace(/\s/g, "")}`;

/** Only our own words: anyone can type a stranger's address into the form, so no name or message. */
export function composeAutoReply(row: Pick<OutboxRow, "source_id" | "payload">): AutoReply {
  const reference = enquiryReference(row.source_id);
  const paragraphs = [
    "Hello,",
    `Thank you for getting in touch with ${site.name}. Your enquiry has reached us, and its reference is ${reference}.`,
    `${replyPromise} A member of our team reads every message and will answer you personally; to add anything in the meantime, reply to this e-mail and keep the reference in the subject.`,
  ];
  const notYou =
    "Not expecting this? If you did not write to us, ignore this e-mail: nothing more will be sent.";
  const signature = `Warm regards,\nThe ${site.name} team`;
  const contact = [`Phone: ${site.phone}`, `Office: ${officeAddress}`, `Web: ${siteUrl}`];
  const html = [
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">`,
    ...paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    `<p>${signature.split("\n").map(escapeHtml).join("<br>")}</p>`,
    `<p style="color:#555">`,
    `Phone: <a href="${escapeHtml(telHref)}">${escapeHtml(site.phone)}</a><br>`,
    `Office: ${escapeHtml(officeAddress)}<br>`,
    `Web: <a href="${escapeHtml(siteUrl)}">${escapeHtml(siteHost)}</a>`,
    `</p>`,
    `<p style="color:#555;font-size:13px">${escapeHtml(notYou)}</p>`,
    `</body></html>`,
  ].join("");
  return {
    to: oneLine(text(row.payload["email"]), 254),
    subject: `We have your enquiry (${reference})`,
    replyTo: { name: site.name, address: site.email },
    text: [...paragraphs, signature, contact.join("\n"), notYou].join("\n\n"),
    html,
  };
}
