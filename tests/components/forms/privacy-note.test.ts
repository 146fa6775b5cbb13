import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { privacyFormNotes } from "@/content/privacy";
import { reviewConsent } from "@/lib/privacy/review-consent";
import { PrivacyNote } from "@/components/forms/privacy-note";

const render = (text: string) =>
  renderToStaticMarkup(createElement(PrivacyNote, { id: "note", text }));

describe("the line under a form's submit button", () => {
  it("says what happens to the details and links the privacy notice, as plain server HTML", () => {
    const html = render(privacyFormNotes.contact);
    expect(html).toContain(privacyFormNotes.contact);
    expect(html).toMatch(
      new RegExp(`<a [^>]*href="${privacyFormNotes.path}"[^>]*>${privacyFormNotes.linkLabel}</a>`),
    );
    // The submit button names the statement as its description, so it is heard before sending.
    expect(html).toContain(`<span id="note">${privacyFormNotes.contact}</span>`);
  });

  it("on the review form, states what will be published, in the consent's own words", () => {
    expect(reviewConsent.statement).toMatch(/name, rating and comment will be published/);
    expect(render(reviewConsent.statement)).toContain(reviewConsent.statement);
  });
});
