import type { Metadata } from "next";

import { invitationPage, reviewPolicy } from "@/content/reviews";
import { checkReviewInvitation, type DeadLink } from "@/lib/data/review-invitations";
import { reviewConsent } from "@/lib/privacy/review-consent";
import { privacyNote } from "@/components/forms/privacy-note";
import { LazyToaster } from "@/components/forms/toasts";
import { PageHero } from "@/components/page/page-hero";
import { ReviewPolicy } from "@/components/privacy/review-policy";
import { DeadInvitation } from "@/components/reviews/dead-invitation";

import { ReviewForm } from "../../review-form";
import { InvitationOpened } from "./invitation-opened";

// A personal page: never indexed, never cached, and its address never sent on to another site.
export const metadata: Metadata = {
  title: invitationPage.title,
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

type Props = { params: Promise<{ token: string }> };

export default async function InvitedReviewPage({ params }: Props) {
  const { token } = await params;
  // Never decoded: a real token is URL-safe as it is, and anything else is an altered link.
  const checked = await checkReviewInvitation(token);
  const state: "valid" | DeadLink | "unavailable" = checked.ok ? checked.data.state : "unavailable";

  if (!checked.ok || checked.data.state !== "valid") {
    return <DeadInvitation {...invitationPage.states[state === "valid" ? "unavailable" : state]} />;
  }
  const { name, project } = checked.data;
  return (
    <>
      <PageHero
        eyebrow={invitationPage.eyebrow}
        title={invitationPage.title}
        subtitle={invitationPage.intro(name)}
      >
        {project ? (
          <p className="text-muted-foreground">
            {invitationPage.project}:{" "}
            <span className="font-semibold text-foreground">{project}</span>
          </p>
        ) : null}
      </PageHero>
      <div className="container-page py-16 sm:py-24">
        <div className="mx-auto max-w-2xl">
          <ReviewForm
            note={privacyNote("review-consent-note", reviewConsent.statement)}
            invitation={{ token, name, permalink: `/reviews/invite/${token}` }}
          />
          <InvitationOpened token={token} />
          <LazyToaster position="bottom-right" />
          <ReviewPolicy {...reviewPolicy} className="mt-10" />
        </div>
      </div>
    </>
  );
}
