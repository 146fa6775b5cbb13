import { privacyFormNotes } from "@/content/privacy";
import { SiteLink as Link } from "@/components/layout/site-link";
import { inlineLinkClass } from "@/components/page/rich-text";

import type { SubmitNote } from "./submit-button";

// Rendered by the route and handed to the client form, so the line costs the page no script.
export function PrivacyNote({ id, text }: { id: string; text: string }) {
  return (
    <p className="text-sm leading-relaxed text-muted-foreground">
      <span id={id}>{text}</span>{" "}
      <Link href={privacyFormNotes.path} className={inlineLinkClass}>
        {privacyFormNotes.linkLabel}
      </Link>
    </p>
  );
}

export const privacyNote = (id: string, text: string): SubmitNote => ({
  id,
  content: <PrivacyNote id={id} text={text} />,
});
