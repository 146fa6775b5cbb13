import { contactHead, contactPage } from "@/content/contact";
import { privacyFormNotes } from "@/content/privacy";
import { site } from "@/content/site";
import { contactPageJsonLd, delhiOfficeJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { ContactDetails } from "@/components/contact/contact-details";
import { FormCard } from "@/components/contact/form-card";
import { NextSteps } from "@/components/contact/next-steps";
import { privacyNote } from "@/components/forms/privacy-note";
import { LazyToaster } from "@/components/forms/toasts";
import { PageHero } from "@/components/page/page-hero";

import { ContactForm } from "./contact-form";

const path = "/contact";

const head = {
  ...contactHead,
  path,
  jsonLd: [
    contactPageJsonLd({ title: contactHead.title, description: contactHead.description, path }),
    delhiOfficeJsonLd(),
  ],
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function ContactPage() {
  const { details, nextSteps, form } = contactPage;
  return (
    <>
      <PageHero
        eyebrow={contactPage.eyebrow}
        title={contactPage.title}
        subtitle={contactPage.subtitle}
      />
      {/* Phones read details, form, next steps; wide screens put the form in its own column. */}
      <div className="container-page grid items-start gap-6 py-16 sm:py-20 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)] lg:gap-8">
        <div className="lg:col-start-1 lg:row-start-1">
          <ContactDetails
            title={details.title}
            intro={details.intro}
            labels={{
              address: details.addressLabel,
              phone: details.phoneLabel,
              email: details.emailLabel,
            }}
            address={site.address}
            phone={site.phone}
            email={site.email}
            officeLink={details.officeLink}
          />
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <FormCard title={form.title} intro={form.intro}>
            <ContactForm note={privacyNote("contact-privacy-note", privacyFormNotes.contact)} />
            {/* Only the pages with a form have toasts; sonner loads when the form is first used. */}
            <LazyToaster position="bottom-right" />
          </FormCard>
        </div>
        <div className="lg:col-start-1 lg:row-start-2">
          <NextSteps {...nextSteps} />
        </div>
      </div>
      <JsonLd data={head.jsonLd} />
    </>
  );
}
