import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";
import { inlineLinkClass } from "@/components/page/rich-text";

type Address = { streetAddress: string; locality: string; postalCode: string; countryName: string };

/** Digits and "+" only: what a tel: link needs, whatever spacing the display number uses. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, "")}`;

/** A dt/dd pair; the icon sits inside the dt so the list stays valid (dl > div > dt + dd). */
function Row({
  icon,
  label,
  children,
}: {
  icon: React.ReactNode;
  label: string;
  children: React.ReactNode;
}) {
  return (
    <div className="relative py-5 pl-15 first:pt-0 last:pb-0">
      <dt className="text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase">
        <span
          aria-hidden="true"
          className="absolute left-0 grid size-11 place-items-center rounded-xl bg-brand/15 text-brand"
        >
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-1 min-w-0 text-lg leading-relaxed">{children}</dd>
    </div>
  );
}

export function ContactDetails({
  title,
  intro,
  labels,
  address,
  phone,
  email,
  officeLink,
}: {
  title: string;
  intro: string;
  labels: { address: string; phone: string; email: string };
  address: Address;
  phone: string;
  email: string;
  officeLink: { text: string; href: string };
}) {
  return (
    <section
      aria-labelledby="contact-details"
      className="rounded-2xl border border-border bg-card p-7 sm:p-8"
    >
      <h2 id="contact-details" className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <p className="mt-3 leading-relaxed text-muted-foreground">{intro}</p>
      <dl className="mt-8 divide-y divide-border">
        <Row icon={<Icon name="map-pin" className="size-5" />} label={labels.address}>
          <address className="not-italic">
            {address.streetAddress}, {address.locality} {address.postalCode}, {address.countryName}
          </address>
          <Link href={officeLink.href} className={`mt-1 inline-block text-base ${inlineLinkClass}`}>
            {officeLink.text}
          </Link>
        </Row>
        <Row icon={<Icon name="phone" className="size-5" />} label={labels.phone}>
          <a href={telHref(phone)} className={inlineLinkClass}>
            {phone}
          </a>
        </Row>
        <Row icon={<Icon name="mail" className="size-5" />} label={labels.email}>
          <a href={`mailto:${email}`} className={`break-all ${inlineLinkClass}`}>
            {email}
          </a>
        </Row>
      </dl>
    </section>
  );
}
