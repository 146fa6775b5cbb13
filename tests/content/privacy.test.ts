import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  noticePlainText,
  privacyFormNotes,
  privacyHead,
  privacyPage,
  privacySections,
} from "@/content/privacy";
import { site } from "@/content/site";
import { retentionPeriods } from "@/lib/privacy/retention";

const source = readFileSync(path.resolve(__dirname, "../../content/privacy.ts"), "utf8");

/** The words of one section, the way a reader sees them. */
function sectionWords(section: ReturnType<typeof privacySections>[number]): string {
  const parts: string[] = [section.title];
  for (const block of section.blocks) {
    if (block.type === "paragraph") parts.push(noticePlainText(block.text));
    if (block.type === "list") parts.push(...block.items.map(noticePlainText));
    if (block.type === "purposes")
      for (const purpose of block.items) {
        parts.push(purpose.title);
        for (const fact of purpose.facts) parts.push(fact.term, noticePlainText(fact.detail));
      }
    if (block.type === "facts")
      for (const fact of block.items) parts.push(fact.term, noticePlainText(fact.detail));
  }
  return parts.join("\n");
}

/** Every word of the notice. */
const noticeText = (periods = retentionPeriods()) =>
  privacySections(periods).map(sectionWords).join("\n");

const sectionText = (id: string) => {
  const section = privacySections(retentionPeriods()).find((s) => s.id === id);
  expect(section, id).toBeDefined();
  return sectionWords(section!);
};

describe("the privacy notice", () => {
  it("has each section a notice must have, in reading order, with unique ids", () => {
    const ids = privacySections(retentionPeriods()).map((section) => section.id);
    expect(ids).toEqual([
      "who-is-responsible",
      "what-we-collect",
      "who-handles-it",
      "how-long-we-keep-it",
      "your-rights",
      "complaints",
      "cookies",
      "children",
      "changes",
    ]);
    for (const section of privacySections(retentionPeriods())) {
      expect(section.title).not.toBe("");
      expect(section.blocks.length, section.id).toBeGreaterThan(0);
    }
  });

  it("states the retention periods from retentionPeriods(), never typed into the copy", () => {
    const { enquiryMonths, unapprovedReviewMonths, spamDays } = retentionPeriods();
    const text = noticeText();
    expect(text).toContain(`${enquiryMonths} months`);
    expect(text).toContain(`${unapprovedReviewMonths} months`);
    expect(text).toContain(`${spamDays} days`);
    const other = noticeText({
      enquiryMonths: 7,
      unapprovedReviewMonths: 5,
      spamDays: 11,
      fieldDataDays: 13,
      inviteDays: 17,
      unusedInvitationDays: 19,
    });
    expect(other).toContain("7 months");
    expect(other).toContain("5 months");
    expect(other).toContain("11 days");
    expect(other).toContain("13 days");
    expect(other).toContain("17 days");
    expect(other).toContain("19 days");
    expect(other).not.toContain(`${enquiryMonths} months`);
    expect(other).not.toContain(`${spamDays} days`);
    const single = noticeText({
      enquiryMonths: 1,
      unapprovedReviewMonths: 1,
      spamDays: 1,
      fieldDataDays: 1,
      inviteDays: 1,
      unusedInvitationDays: 1,
    });
    expect(single).toContain("1 month ");
    expect(single).toContain("1 day ");
    expect(source).not.toMatch(/\b\d+ (months?|days?)\b/);
    expect(sectionText("how-long-we-keep-it")).toMatch(/until you ask us to withdraw/i);
  });

  it("names the agency, its address and its e-mail from the site config, never retyped", () => {
    const text = noticeText();
    expect(text).toContain(site.legalName);
    expect(text).toContain(site.email);
    expect(text).toContain(site.address.streetAddress);
    expect(text).toContain(site.address.postalCode);
    expect(sectionText("who-is-responsible")).toMatch(/Digital Personal Data Protection Act 2023/);
    expect(source).not.toContain(site.email);
    expect(source).not.toContain(site.legalName);
    expect(source).not.toContain(site.address.streetAddress);
  });

  it("says what each form collects, why, on which legal basis, who sees it and for how long", () => {
    const block = privacySections(retentionPeriods())
      .find((section) => section.id === "what-we-collect")!
      .blocks.find((b) => b.type === "purposes");
    expect(block?.type).toBe("purposes");
    if (block?.type !== "purposes") return;
    const terms = ["What we collect", "Why", "Legal basis", "Who sees it", "How long we keep it"];
    for (const purpose of block.items)
      expect(purpose.facts.map((fact) => fact.term)).toEqual(terms);

    const text = (title: RegExp) => {
      const purpose = block.items.find((item) => title.test(item.title));
      expect(purpose, String(title)).toBeDefined();
      return purpose!.facts.map((f) => `${f.term}: ${noticePlainText(f.detail)}`).join("\n");
    };
    const contact = text(/contact form/i);
    expect(contact).toMatch(/name/i);
    expect(contact).toMatch(/e-mail address/i);
    expect(contact).toMatch(/message/i);
    expect(contact).toMatch(/answer/i);
    expect(contact).toMatch(/Article 6\(1\)\(b\)/);
    expect(contact).toMatch(/Article 6\(1\)\(f\)/);
    expect(contact).toMatch(/DPDP Act/);
    expect(contact).toMatch(/legitimate use/i);
    expect(contact).toMatch(/by e-mail/i);

    const review = text(/review form/i);
    expect(review).toMatch(/name, your rating and your comment/i);
    expect(review).toMatch(/published/i);
    expect(review).toMatch(/no e-mail/i);
    expect(review).toMatch(/consent/i);
    expect(review).toMatch(/Article 6\(1\)\(a\)/);
    expect(review).toMatch(/withdraw/i);

    const abuse = text(/abuse/i);
    expect(abuse).toMatch(/never the address itself/i);
    expect(abuse).toMatch(/suspected spam/i);
    expect(abuse).toMatch(/move it back/i);
  });

  it("says where an enquiry came from is stored, how little of it, and that nothing follows a visitor", () => {
    const { spamDays } = retentionPeriods();
    const contact = privacySections(retentionPeriods())
      .find((section) => section.id === "what-we-collect")!
      .blocks.flatMap((block) => (block.type === "purposes" ? block.items : []))
      .find((purpose) => /contact form/i.test(purpose.title))!;
    const fact = (term: string) =>
      noticePlainText(contact.facts.find((item) => item.term === term)!.detail);
    const collected = fact("What we collect");
    expect(collected).toMatch(/the page of our site your visit started on/i);
    expect(collected).toMatch(/only the site’s address/i);
    expect(collected).toMatch(/never the page you were on there/i);
    expect(collected).toMatch(/campaign tags/i);
    for (const tag of ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"])
      expect(collected).toContain(tag);
    expect(collected).toMatch(/the page you sent the form from/i);
    expect(collected).toMatch(/no cookie/i);
    expect(collected).toMatch(/nothing in it follows you from one visit to the next/i);
    expect(fact("Why")).toMatch(/which pages and campaigns bring enquiries/i);
    expect(fact("Legal basis")).toMatch(/where it came from[^.]*Article 6\(1\)\(f\)/i);
    expect(fact("How long we keep it")).toContain(`suspected spam is deleted ${spamDays} days`);

    expect(sectionText("how-long-we-keep-it")).toContain(
      `set apart as suspected spam: ${spamDays} days after they arrive, then deleted`,
    );
    const cookies = sectionText("cookies");
    expect(cookies).toMatch(/session storage keeps the first page of your visit/i);
    expect(cookies).toMatch(/only the referring site’s address, not the page/i);
    expect(cookies).toMatch(/nothing follows you from one visit to the next/i);
  });

  it("names the processors and the safeguards for data stored abroad", () => {
    const text = sectionText("who-handles-it");
    expect(text).toContain("Supabase");
    expect(text).toContain("Vercel");
    expect(text).toMatch(/SMTP/);
    expect(text).toMatch(/outside your country/i);
    expect(text).toMatch(/standard contractual clauses/i);
  });

  it("names who answers for personal data from the site config, never an unnamed person", () => {
    const text = sectionText("who-is-responsible");
    expect(text).toContain(`Our ${site.dataProtection.lead.role}`);
    expect(text).not.toMatch(/the person who answers/i);
    expect(source).not.toContain(site.dataProtection.lead.role);
  });

  it("names the team's chat service from the site config, and only while the webhook posts to it", () => {
    const { name, operator } = site.dataProtection.staffChat;
    const without = noticeText();
    expect(without).not.toMatch(/chat/i);
    expect(without).not.toContain(name);
    const withChat = privacySections(retentionPeriods(), { staffChat: true })
      .map(sectionWords)
      .join("\n");
    expect(withChat).toContain(`${name} (${operator}), our team’s chat service`);
    expect(withChat).not.toMatch(/when we use one/i);
    expect(source).not.toContain(`"${name}"`);
  });

  it("promises for the copies outside the database only what erasure and the staff steps do", () => {
    const { enquiryMonths, unapprovedReviewMonths } = retentionPeriods();
    const kept = sectionText("how-long-we-keep-it");
    expect(kept).toContain("copy in their mailboxes, outside our database");
    expect(kept).toContain(
      `Our staff delete them by hand: when we erase your data at your request, and otherwise at the latest ${enquiryMonths} months after an enquiry and ${unapprovedReviewMonths} months after a review arrives.`,
    );
    expect(noticeText()).not.toMatch(/deleted from their mailbox when we erase/i);
    expect(sectionText("your-rights")).toContain(
      "we delete it from our database at once, and our staff then delete by hand the copies our system lists for them",
    );
  });

  it("lists every right, how to use it, the answer time and a proportionate identity check", () => {
    const text = sectionText("your-rights");
    for (const right of [
      /access/i,
      /correct/i,
      /eras/i,
      /JSON/,
      /withdraw/i,
      /object/i,
      /one month/i,
      /proportionate/i,
    ])
      expect(text).toMatch(right);
    expect(text).toContain(site.email);
  });

  it("says where to complain", () => {
    const text = sectionText("complaints");
    expect(text).toContain("Information Commissioner’s Office");
    expect(text).toContain("ico.org.uk");
    expect(text).toContain("Data Protection Board of India");
    expect(text).toMatch(/supervisory authority/i);
  });

  it("says a visitor gets no cookie, and what the staff cookie is", () => {
    const text = sectionText("cookies");
    expect(text).toMatch(/no cookie/i);
    expect(text).toMatch(/HttpOnly/);
    expect(text).toMatch(/no analytics services/i);
    // Page-speed timings are measured, and said to be: what, and for how long.
    expect(text).toMatch(/how fast our pages are/i);
    expect(text).toMatch(new RegExp(`${retentionPeriods().fieldDataDays} days`));
    expect(text).toMatch(/third-part/i);
  });

  it("links only to pages of the site; the e-mail address is a token the page fills in", () => {
    const hrefs = source.match(/href: "([^"]+)"/g) ?? [];
    for (const href of hrefs) expect(href).toMatch(/href: "\//);
  });
});

describe("the notice's page head and form notes", () => {
  it("has a dated head whose description fits a search result", () => {
    expect(privacyHead.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(privacyHead.description.length).toBeGreaterThanOrEqual(120);
    expect(privacyHead.description.length).toBeLessThanOrEqual(170);
    expect(privacyPage.title).toBe("Privacy Notice");
  });

  it("gives the contact form a short line and both forms the link to /privacy", () => {
    expect(privacyFormNotes.path).toBe("/privacy");
    expect(privacyFormNotes.contact).toBe("We use your details only to answer you.");
    expect(privacyFormNotes.linkLabel).toBe("Privacy notice");
  });
});
