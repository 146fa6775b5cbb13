import type { Metadata } from "next";
import { after } from "next/server";

import { site } from "@/content/site";
import { readSearchTerm, SEARCH_MAX_LENGTH } from "@/lib/admin/list-params";
import { adminPageAccess } from "@/lib/auth/admin-page-access";
import { listReviewInvitations } from "@/lib/data/review-invitations";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { AccessMessage } from "@/components/admin/access-message";
import { AccessRefused } from "@/components/admin/access-refused";
import { AdminFrame } from "@/components/admin/admin-frame";
import { invitationsPath } from "@/components/admin/admin-pages";
import { Icon } from "@/components/page/icon";

import { InvitationsTable } from "./invitations-table";
import { InviteForm } from "./invite-form";

export const metadata: Metadata = {
  title: "Review invitations",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function InvitationsPage({ searchParams }: Props) {
  const raw = (await searchParams)["q"];
  const q = readSearchTerm(raw);
  const access = await adminPageAccess();
  const heading = (
    <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
      Review invitations
    </h1>
  );
  if (access.status === "unavailable" || access.status === "not-admin") {
    return (
      <AccessRefused
        access={access}
        heading={heading}
        unavailableTitle="Invitations are unavailable"
      >
        Only admins of {site.name} invite clients to review.
      </AccessRefused>
    );
  }

  // A visit also sends what waits in the outbox, reminders included (after the page is sent).
  after(() => deliverStaffNotifications());
  const invitations = await listReviewInvitations(q);

  return (
    <AdminFrame brandName={site.name} email={access.user.email} current="invitations">
      <div className="flex flex-col gap-8">
        <div className="grid max-w-3xl gap-3">
          {heading}
          <p className="text-muted-foreground">
            Each invitation e-mails one client a personal link to the review form. A review sent
            through it is marked “Verified client” once approved. The link works once and expires; a
            client who has not written gets one reminder, never more.
          </p>
        </div>
        <InviteForm />
        <section aria-labelledby="invitations-heading" className="grid gap-4">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id="invitations-heading" className="font-display text-xl font-bold">
              Invitations sent
            </h2>
            <form
              action={invitationsPath}
              method="get"
              role="search"
              className="flex items-end gap-2"
            >
              <div className="grid gap-1.5">
                <Label htmlFor="invitations-q">Search by name, e-mail or project</Label>
                <Input
                  id="invitations-q"
                  name="q"
                  type="search"
                  defaultValue={q}
                  maxLength={SEARCH_MAX_LENGTH}
                  className="w-64 max-w-full"
                />
              </div>
              <Button type="submit" variant="outline">
                <Icon name="search" />
                Search
              </Button>
            </form>
          </div>
          {invitations.ok ? (
            <InvitationsTable
              rows={invitations.data}
              emptyText={
                q ? "No invitation matches this search." : "No client has been invited yet."
              }
            />
          ) : (
            <AccessMessage kind="error" title="The invitations could not be loaded">
              Nothing was changed. Reload the page to try again.
            </AccessMessage>
          )}
        </section>
      </div>
    </AdminFrame>
  );
}
