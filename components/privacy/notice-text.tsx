import type { NoticeText as NoticeTextValue } from "@/content/privacy";
import { site } from "@/content/site";
import { SiteLink as Link } from "@/components/layout/site-link";
import { EmailAddress } from "@/components/page/email-address";
import { inlineLinkClass } from "@/components/page/rich-text";

/** Copy with links to the site's pages and the agency's address as a mailto link. */
export function NoticeText({ text }: { text: NoticeTextValue }) {
  if (typeof text === "string") return text;
  return text.map((part, index) => {
    if (typeof part === "string") return part;
    if ("href" in part)
      return (
        <Link key={index} href={part.href} className={inlineLinkClass}>
          {part.text}
        </Link>
      );
    return (
      <a key={index} href={`mailto:${site.email}`} className={inlineLinkClass}>
        <EmailAddress address={site.email} />
      </a>
    );
  });
}
