import type { RichText as RichTextValue } from "@/content/rich-text";
import { cn } from "@/lib/utils";
import { SiteLink as Link } from "@/components/layout/site-link";

/** Underlined, not just coloured, so links stand out from the text around them for everyone. */
export const inlineLinkClass =
  "font-medium text-foreground underline decoration-brand/70 decoration-2 underline-offset-4 transition-colors hover:text-brand hover:decoration-brand";

/** Renders content's text-with-links; internal paths go through next/link for prefetching. */
export function RichText({ text, className }: { text: RichTextValue; className?: string }) {
  if (typeof text === "string") return text;
  return text.map((part, index) =>
    typeof part === "string" ? (
      part
    ) : part.href.startsWith("/") ? (
      <Link key={index} href={part.href} className={cn(inlineLinkClass, className)}>
        {part.text}
      </Link>
    ) : (
      <a key={index} href={part.href} className={cn(inlineLinkClass, className)}>
        {part.text}
      </a>
    ),
  );
}
