import { invitationPage } from "@/content/reviews";
import { buttonVariants } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";
import { PageHero } from "@/components/page/page-hero";

/** What a link that can no longer be used says instead of an error: which, and where to go. */
export function DeadInvitation({ title, body }: { title: string; body: string }) {
  return (
    <PageHero eyebrow={invitationPage.eyebrow} title={title} subtitle={body}>
      <Link href="/reviews#leave-a-review" className={buttonVariants({ size: "lg" })}>
        {invitationPage.publicForm}
        <Icon name="arrow-right" />
      </Link>
    </PageHero>
  );
}
