import { describe, expect, it } from "vitest";

import { policies } from "@/content/policies";
import { toPlainText } from "@/content/rich-text";
import { getServicePage } from "@/content/service-pages";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";
import {
  breadcrumbJsonLd,
  delhiOfficeJsonLd,
  faqPageJsonLd,
  serviceJsonLd,
} from "@/lib/seo/json-ld";

// Structured data as the pages build it from content: plain objects, checked without a browser.
type Json = Record<string, unknown> & { [key: string]: unknown };
const asJson = (value: unknown) => value as Json;

describe("structured data from content", () => {
  it("breadcrumbs number their items from 1 and use absolute URLs", () => {
    const crumbs = asJson(
      breadcrumbJsonLd([
        { name: "Home", path: "/" },
        { name: "Services", path: "/services" },
        { name: "AI Automation", path: "/services/ai-automation" },
      ]),
    );
    expect(crumbs["@type"]).toBe("BreadcrumbList");
    expect(crumbs.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: siteUrl },
      { "@type": "ListItem", position: 2, name: "Services", item: `${siteUrl}/services` },
      {
        "@type": "ListItem",
        position: 3,
        name: "AI Automation",
        item: `${siteUrl}/services/ai-automation`,
      },
    ]);
  });

  it("a service is provided by the Organization to the served countries", () => {
    const service = asJson(
      serviceJsonLd({
        name: "AI Automation",
        description: "D",
        path: "/services/ai-automation",
        serviceType: "T",
      }),
    );
    expect(service.provider).toEqual({ "@id": `${siteUrl}/#organization` });
    expect(service.areaServed).toEqual(
      site.servedCountries.map((name) => ({ "@type": "Country", name })),
    );
  });

  it("the AI automation FAQ becomes FAQPage questions with plain-text answers", () => {
    const faq = getServicePage("ai-automation")?.faq ?? [];
    const data = asJson(
      faqPageJsonLd({
        path: "/services/ai-automation",
        items: faq.map((item) => ({ question: item.question, answer: toPlainText(item.answer) })),
      }),
    );
    const questions = data.mainEntity as { name: string; acceptedAnswer: { text: string } }[];
    expect(questions).toHaveLength(faq.length);
    expect(questions.some((q) => q.acceptedAnswer.text.includes("Our portfolio includes"))).toBe(
      true,
    );
  });

  it("the six policies fit the FAQPage shape", () => {
    const data = asJson(
      faqPageJsonLd({
        path: "/policies",
        items: policies.map((p) => ({ question: p.question, answer: p.description })),
      }),
    );
    expect(data.mainEntity).toHaveLength(6);
  });

  it("the Delhi office is a LocalBusiness of its own, under the Organization, without the phone", () => {
    const office = asJson(delhiOfficeJsonLd());
    expect(office["@id"]).toBe(`${siteUrl}/locations/delhi#office`);
    expect(office.url).toBe(`${siteUrl}/locations/delhi`);
    expect(office.parentOrganization).toEqual({ "@id": `${siteUrl}/#organization` });
    expect(office).not.toHaveProperty("telephone");
    expect(JSON.stringify(office)).not.toContain(site.phone);
    expect(office.address).toMatchObject({
      streetAddress: "Laxmi Nagar",
      postalCode: "110092",
      addressCountry: "IN",
    });
    expect(office.openingHoursSpecification).not.toHaveLength(0);
    expect((office.areaServed as { name: string }[]).map((c) => c.name)).toEqual([
      "IN",
      "US",
      "GB",
      "AE",
      "SG",
      "AU",
    ]);
  });
});
