import { formatAdminDate } from "@/lib/admin/format";
import type { Row } from "@/lib/database-rows";

export type ActivityEntry = Pick<
  Row<"admin_audit">,
  "id" | "created_at" | "actor_email" | "action" | "target_label"
>;

/** Each action as the words around the name it concerns. */
const SENTENCES: Record<string, [string, string]> = {
  "review.approved": ["approved the review by", ""],
  "review.unapproved": ["unapproved the review by", ""],
  "review.deleted": ["deleted the review by", ""],
  "submission.handled": ["marked the message from", "as handled"],
  "submission.reopened": ["marked the message from", "as new"],
  "submission.spam": ["moved the message from", "to spam"],
  "submission.not_spam": ["moved the message from", "out of spam"],
  "review.spam": ["moved the review by", "to spam"],
  "review.not_spam": ["moved the review by", "out of spam"],
  "review.rejected": ["rejected the review by", "(the reason is kept with it)"],
  "reply.created": ["replied in public to the review by", ""],
  "reply.edited": ["edited the public reply to the review by", ""],
  "reply.deleted": ["deleted the public reply to the review by", ""],
  "invitation.created": ["invited", "to review"],
  "invitation.resent": ["sent a new review link to", ""],
  "invitation.revoked": ["revoked the review invitation of", ""],
  // These carry counts, never a name: "2 enquiries, 1 review, 3 notifications".
  "person.exported": ["exported what is held about one person:", ""],
  "person.erased": ["erased what is held about one person:", ""],
  "retention.purged": ["deleted data past its retention period:", ""],
};

/** An erasure turns the name in earlier moderation rows into 'erased'. */
const labelOf = (entry: ActivityEntry) =>
  entry.target_label === "erased" ? "a person whose data was since erased" : entry.target_label;

/** Who acted: the clean-up runs on a schedule, with no member of staff behind it. */
function actorOf(entry: ActivityEntry): string {
  if (entry.actor_email) return entry.actor_email;
  return entry.action === "retention.purged" ? "The scheduled clean-up" : "Someone";
}

/** The newest actions from the audit trail: who did what, to whose text (or how much), and when. */
export function RecentActivity({ entries }: { entries: ActivityEntry[] | null }) {
  return (
    <section
      aria-labelledby="recent-activity"
      className="rounded-2xl border border-border bg-card/60 p-5"
    >
      <h2 id="recent-activity" className="font-display text-lg font-semibold">
        Recent activity
      </h2>
      {entries === null ? (
        <p className="mt-3 text-sm text-muted-foreground">The activity list could not be loaded.</p>
      ) : entries.length === 0 ? (
        <p className="mt-3 text-sm text-muted-foreground">No moderation actions yet.</p>
      ) : (
        <ol className="mt-3 grid gap-2 text-sm">
          {entries.map((entry) => {
            const [before, after] = SENTENCES[entry.action] ?? [entry.action, ""];
            return (
              <li key={entry.id} className="break-words text-muted-foreground">
                <span className="font-medium text-foreground">{actorOf(entry)}</span> {before}{" "}
                <span className="font-medium text-foreground">{labelOf(entry)}</span>
                {after ? ` ${after}` : ""}{" "}
                <time dateTime={entry.created_at}>· {formatAdminDate(entry.created_at)}</time>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
