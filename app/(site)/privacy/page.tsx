import { privacyHead, privacyPage, privacySections } from "@/content/privacy";
import { retentionPeriods } from "@/lib/privacy/retention";
import { staffChatInUse } from "@/lib/privacy/staff-chat";
import { breadcrumbJsonLd, webPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { formatDate } from "@/components/blog/format-date";
import { PageHero } from "@/components/page/page-hero";
import { NoticeBody } from "@/components/privacy/notice-body";

const path = "/privacy";

const crumbs = [
  { name: "Home", path: "/" },
  { name: privacyPage.breadcrumb, path },
] as const;

const head = {
  ...privacyHead,
  path,
  jsonLd: [
    webPageJsonLd({ title: privacyHead.title, description: privacyHead.description, path }),
    breadcrumbJsonLd(crumbs),
  ],
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function PrivacyPage() {
  return (
    <>
      <PageHero
        eyebrow={privacyPage.eyebrow}
        title={privacyPage.title}
        subtitle={privacyPage.subtitle}
        breadcrumbs={crumbs}
      >
        <p className="text-sm text-muted-foreground">
          {privacyPage.updatedLabel}{" "}
          <time dateTime={privacyHead.updatedAt}>{formatDate(privacyHead.updatedAt)}</time>
        </p>
      </PageHero>
      <div className="container-page py-16 sm:py-20">
        <NoticeBody
          sections={privacySections(retentionPeriods(), { staffChat: staffChatInUse() })}
          contentsLabel={privacyPage.contentsLabel}
          backLabel={privacyPage.backToContents}
        />
      </div>
      <JsonLd data={head.jsonLd} />
    </>
  );
}
