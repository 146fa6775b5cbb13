import Link from "next/link";

import { findEnquiryAddresses, findPersonData, type PersonQuery } from "@/lib/data/privacy";
import { buttonVariants } from "@/components/ui/button";
import { AccessMessage } from "@/components/admin/access-message";
import { Icon } from "@/components/page/icon";

import { EnquiryAddresses } from "./enquiry-addresses";
import { EraseAllButton } from "./erase-all-button";
import { EraseForm } from "./erase-form";
import { NamesFound } from "./names-found";
import { OutsideCopies } from "./outside-copies";
import { outsideCopiesOf } from "./outside-copies-of";
import { listedRowsOf, reviewNames } from "./person-rows";
import {
  PersonInvitationsTable,
  PersonNotificationsTable,
  PersonReviewsTable,
  PersonSubmissionsTable,
} from "./person-tables";
import {
  describeCounts,
  describeQuery,
  ERASE_CONFIRM_TITLE,
  eraseWarning,
  exportHref,
  privacyHref,
  searchGap,
} from "./request-links";

const CONFIRM_ID = "confirm-erase";

/** `confirm` is the erasure's confirmation as a page of its own, for a browser without JS. */
export async function PersonResults({ query, confirm }: { query: PersonQuery; confirm: boolean }) {
  const [found, addressesFound] = await Promise.all([
    findPersonData(query),
    query.name ? findEnquiryAddresses(query.name) : null,
  ]);
  if (!found.ok || (addressesFound && !addressesFound.ok)) {
    return (
      <AccessMessage kind="error" title="The search could not be run">
        Nothing was changed. Reload the page to try again; if it keeps failing, the database may be
        down.
      </AccessMessage>
    );
  }
  const { submissions, reviews, invitations, notifications } = found.data;
  const who = describeQuery(query);
  const total = submissions.length + reviews.length + invitations.length + notifications.length;
  const gap = searchGap(query);
  const addresses = (
    <EnquiryAddresses query={query} addresses={addressesFound?.ok ? addressesFound.data : []} />
  );

  if (total === 0) {
    const enquiriesElsewhere = addressesFound?.ok && addressesFound.data.length > 0 && !query.email;
    return (
      <section aria-labelledby="held-heading" className="grid gap-4">
        <div className="grid gap-2">
          <h2 id="held-heading" className="font-display text-2xl font-bold">
            {enquiriesElsewhere ? "No review under this name" : "Nothing is held"}
          </h2>
          <p className="text-muted-foreground">
            {enquiriesElsewhere
              ? `No review or notification matches ${who}, but enquiries under a matching name are held: search with the person's address below.`
              : `No enquiry, review or notification matches ${who}. Check the spelling, or search with the person's other details; if nothing turns up, nothing about them is held.`}
          </p>
          {gap && !enquiriesElsewhere ? (
            <p className="text-sm text-muted-foreground">{gap}</p>
          ) : null}
        </div>
        {addresses}
      </section>
    );
  }

  const held = describeCounts({
    submissions: submissions.length,
    reviews: reviews.length,
    invitations: invitations.length,
    notifications: notifications.length,
  });
  const confirmHref = `${privacyHref(query, { confirm: true })}#${CONFIRM_ID}`;
  const copies = outsideCopiesOf(notifications);
  const listed = listedRowsOf(found.data);
  const names = reviewNames(found.data);
  const mixedNames = !query.wholeName && names.length > 1;

  return (
    <section aria-labelledby="held-heading" className="grid gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h2 id="held-heading" className="font-display text-2xl font-bold break-words">
            Held about {who}
          </h2>
          <p className="text-muted-foreground">{held}.</p>
          {gap ? <p className="text-sm text-muted-foreground">{gap}</p> : null}
        </div>
        {/* Several people's names: one must be listed alone before anything is sent or erased. */}
        {mixedNames ? null : (
          <div className="flex flex-wrap gap-2">
            {/* A plain link: a prefetch would count as an export in the audit trail. */}
            <a
              href={exportHref(query, listed)}
              download
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Icon name="download" />
              Export as JSON
            </a>
            {confirm ? null : (
              <EraseAllButton
                email={query.email}
                name={query.name}
                wholeName={query.wholeName}
                listed={listed}
                held={held}
                who={who}
                names={names}
                copies={copies}
                confirmHref={confirmHref}
              />
            )}
          </div>
        )}
      </div>

      <NamesFound query={query} names={names} />
      {addresses}

      {confirm && !mixedNames ? (
        <section
          id={CONFIRM_ID}
          aria-labelledby="confirm-erase-heading"
          className="grid gap-3 rounded-3xl border border-destructive/60 bg-destructive/10 p-6 sm:p-8"
        >
          <h3 id="confirm-erase-heading" className="font-display text-xl font-bold">
            {ERASE_CONFIRM_TITLE}
          </h3>
          <p className="text-sm">{eraseWarning(held, who, names)}</p>
          <OutsideCopies copies={copies} headingLevel={3} />
          <EraseForm
            email={query.email}
            name={query.name}
            wholeName={query.wholeName}
            listed={listed}
            permalink={privacyHref(query, { confirm: true })}
            cancel={
              <Link href={privacyHref(query)} className={buttonVariants({ variant: "outline" })}>
                Cancel
              </Link>
            }
          />
        </section>
      ) : null}

      <HeldGroup id="held-enquiries" title="Enquiries">
        <PersonSubmissionsTable rows={submissions} />
      </HeldGroup>
      <HeldGroup id="held-reviews" title="Reviews">
        <PersonReviewsTable rows={reviews} />
      </HeldGroup>
      {invitations.length > 0 ? (
        <HeldGroup id="held-invitations" title="Invitations to review">
          <PersonInvitationsTable rows={invitations} />
        </HeldGroup>
      ) : null}
      <HeldGroup id="held-notifications" title="Notifications">
        <PersonNotificationsTable rows={notifications} />
      </HeldGroup>
    </section>
  );
}

function HeldGroup({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-3">
      <h3 id={id} className="font-display text-lg font-semibold">
        {title}
      </h3>
      {children}
    </div>
  );
}
