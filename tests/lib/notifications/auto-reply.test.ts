import { describe, expect, it } from "vitest";

import { replyPromise } from "@/content/contact";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";
import { composeAutoReply } from "@/lib/notifications/auto-reply";

const ID = "1a2b3c4d-0000-4000-8000-000000000001";

const enquiry = (payload: Record<string, unknown>) => ({ source_id: ID, payload });

describe("composeAutoReply", () => {
  const reply = composeAutoReply(
    enquiry({
      name: "Meera Iyer",
      email: "meera@example.com",
      message: "We need a Shopify rebuild by March.",
      created_at: "2026-11-28T09:00:00Z",
    }),
  );

  it("answers the enquirer from the site's address, with the reference in the subject", () => {
    expect(reply.to).toBe("meera@example.com");
    expect(reply.subject).toBe("We have your enquiry (KX-1A2B3C4D)");
    expect(reply.replyTo).toEqual({ name: site.name, address: site.email });
  });

  it("greets, gives the reference and the reply promise, and signs with the brand", () => {
    expect(reply.text).toMatch(/^Hello,\n/);
    expect(reply.html).toContain("<p>Hello,</p>");
    for (const part of [reply.text, reply.html]) {
      expect(part).toContain("KX-1A2B3C4D");
      expect(part).toContain(replyPromise);
      expect(part).toContain(`The ${site.name} team`);
    }
  });

  it("says how to reach the agency: phone, office address and site, from the site's config", () => {
    const address = `${site.address.streetAddress}, ${site.address.locality} ${site.address.postalCode}, ${site.address.countryName}`;
    for (const part of [reply.text, reply.html]) {
      expect(part).toContain(site.phone);
      expect(part).toContain(address);
    }
    expect(reply.text).toContain(siteUrl);
    expect(reply.html).toContain(`<a href="${siteUrl}">`);
    expect(reply.html).toContain(`<a href="tel:${site.phone.replace(/\s/g, "")}">`);
  });

  it("has one short line for someone who did not write to us, without guessing who did", () => {
    expect(reply.text).toContain(
      "Not expecting this? If you did not write to us, ignore this e-mail",
    );
    expect(reply.text).not.toContain("someone else typed");
  });

  it("never carries the name or the message the sender typed", () => {
    const hostile = composeAutoReply(
      enquiry({
        name: "Claim your prize at https://evil.example <b>now</b>",
        email: "victim@example.com",
        message: "Your account is locked: log in at https://evil.example/login",
        created_at: "2026-11-28T09:00:00Z",
      }),
    );
    const everything = JSON.stringify(hostile);
    for (const words of ["evil.example", "prize", "locked", "<b>", "Claim"])
      expect(everything).not.toContain(words);
    expect(hostile.to).toBe("victim@example.com");
    // The same e-mail whoever wrote, apart from the reference: nothing else varies with the input.
    const { to: _to, ...rest } = hostile;
    const { to: _other, ...plain } = reply;
    expect(rest).toEqual(plain);
  });

  it("keeps the address to one line, so a stored line break cannot add a recipient header", () => {
    const reply = composeAutoReply(enquiry({ email: "a@example.com\r\nBcc: b@example.com" }));
    expect(reply.to).not.toMatch(/[\r\n]/);
  });
});
