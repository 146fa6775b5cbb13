import Link from "next/link";

import { formatAdminDate } from "@/lib/admin/format";
import type { EnquiryAddress, PersonQuery } from "@/lib/data/privacy";

import { plural, privacyHref } from "./request-links";

/** Enquiries are found by address: a name alone points to the addresses whose enquiries carry it. */
export function EnquiryAddresses({
  query,
  addresses,
}: {
  query: PersonQuery;
  addresses: EnquiryAddress[];
}) {
  const others = addresses.filter((address) => address.email !== query.email?.toLowerCase());
  if (!query.name || others.length === 0) return null;
  return (
    <section
      aria-labelledby="enquiry-addresses-heading"
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h3 id="enquiry-addresses-heading" className="font-semibold">
        Enquiries under a matching name
      </h3>
      <p className="text-sm text-muted-foreground">
        Enquiries are found by e-mail address. These addresses sent enquiries whose name contains “
        {query.name}”; search with the one that is this person&apos;s to include them.
      </p>
      <ul className="grid gap-2 text-sm">
        {others.map((address) => (
          <li key={address.email} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Link
              href={privacyHref({ ...query, email: address.email })}
              className="font-medium break-all underline underline-offset-4"
            >
              {address.email}
            </Link>
            <span className="text-muted-foreground">
              {plural(address.enquiries, "enquiry", "enquiries")}, the latest{" "}
              {formatAdminDate(address.latest)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
