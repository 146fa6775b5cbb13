import type { Office } from "@/content/locations/types";
import { Icon, IconChip } from "@/components/page/icon";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";

type Address = {
  streetAddress: string;
  locality: string;
  region: string;
  postalCode: string;
  countryName: string;
};

/** Directions in words, not a map embed: nothing third-party to load. */
export function OfficeVisit({
  brandName,
  address,
  addressTitle,
  directions,
  hours,
}: {
  brandName: string;
  address: Address;
  addressTitle: string;
  directions: Office["directions"];
  hours: Office["hours"];
}) {
  return (
    <PageSection labelledBy="directions">
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1.5fr)_minmax(0,1fr)] lg:gap-16">
        <div>
          <SectionHeading
            id="directions"
            eyebrow={directions.eyebrow}
            title={directions.title}
            intro={directions.intro}
          />
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {directions.steps.map((step) => (
              <li key={step.title} className="rounded-2xl border border-border bg-card p-6">
                <IconChip name={step.icon} className="mb-5 size-10 [&_svg]:size-5" />
                <h3 className="text-lg font-semibold tracking-tight">{step.title}</h3>
                <p className="mt-2 leading-relaxed text-muted-foreground">{step.body}</p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">{directions.note}</p>
        </div>

        <div className="space-y-4 lg:sticky lg:top-[calc(var(--header-height)+2rem)] lg:self-start">
          <section
            aria-labelledby="address"
            className="rounded-2xl border border-border bg-card p-7"
          >
            <h2 id="address" className="flex items-center gap-3 text-xl font-bold tracking-tight">
              <Icon name="map-pin" className="size-5 text-brand" />
              {addressTitle}
            </h2>
            <address className="mt-4 leading-relaxed not-italic">
              {brandName}
              <br />
              {address.streetAddress}
              <br />
              {address.locality}, {address.region} {address.postalCode}
              <br />
              {address.countryName}
            </address>
          </section>
          <section aria-labelledby="hours" className="rounded-2xl border border-border bg-card p-7">
            <h2 id="hours" className="flex items-center gap-3 text-xl font-bold tracking-tight">
              <Icon name="clock" className="size-5 text-brand" />
              {hours.title}
            </h2>
            <dl className="mt-4 divide-y divide-border">
              {hours.rows.map((row) => (
                <div key={row.days} className="flex justify-between gap-4 py-3 first:pt-0">
                  <dt className="text-muted-foreground">{row.days}</dt>
                  <dd className="font-medium tabular-nums">{row.time}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 text-sm text-muted-foreground">{hours.timeZone}</p>
            <p className="mt-2 text-sm text-muted-foreground">{hours.note}</p>
          </section>
        </div>
      </div>
    </PageSection>
  );
}
