import { ADMIN_TIME_ZONE } from "@/lib/admin/format";
import type { OutsideCopy } from "@/lib/data/privacy";
import { enquiryReference } from "@/lib/leads/reference";
import { NAME_LEFT_OUT } from "@/lib/notifications/staff-email";
import { AdminTime } from "@/components/admin/admin-time";
import { Icon } from "@/components/page/icon";

const KIND = { submission: "enquiry", review: "review" } as const;

function copyTitle(copy: OutsideCopy): string {
  const about = copy.source_id
    ? `the enquiry ${enquiryReference(copy.source_id)}`
    : `the ${KIND[copy.kind]}`;
  if (copy.channel === "webhook") return `Webhook post about ${about}`;
  if (copy.channel === "auto_reply") return `Auto-reply about ${about}`;
  return `Staff e-mail about ${about}`;
}

function copyDestination(copy: OutsideCopy): string {
  if (copy.channel === "webhook")
    return copy.host
      ? `to ${copy.host}`
      : "to the webhook receiver of the time (host not recorded)";
  if (copy.channel === "auto_reply") return "to the person's own address";
  return copy.to.length > 0
    ? `to ${copy.to.join(", ")}`
    : "to the staff addresses of the time (not recorded)";
}

function copyStep(copy: OutsideCopy): string {
  if (copy.channel === "webhook")
    return "Delete the post, and any thread under it, where the receiver shows it.";
  if (copy.channel === "auto_reply")
    return "Nothing to delete: it holds only our words and its reference, in the person's own mailbox.";
  return "Delete it from each of these mailboxes, with any reply or forward of it.";
}

/** The copies of the person's words that erasing cannot reach, one item each, with the staff step. */
export function OutsideCopies({
  copies,
  headingLevel = 3,
}: {
  copies: readonly OutsideCopy[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby="outside-copies-heading" className="grid gap-3">
      <Heading id="outside-copies-heading" className="font-display text-lg font-semibold">
        Copies outside the database
      </Heading>
      {copies.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          None: no e-mail or webhook post about this person was sent.
        </p>
      ) : (
        <>
          <p className="text-sm text-muted-foreground">
            Erasing cannot reach these. Delete them by hand once the erasure is done; times are{" "}
            {ADMIN_TIME_ZONE.label} ({ADMIN_TIME_ZONE.offset}).
          </p>
          <ul className="grid gap-2">
            {copies.map((copy, index) => (
              <li
                key={`${copy.channel}-${copy.sent_at}-${index}`}
                className="grid gap-1 rounded-xl border border-border bg-card px-4 py-3 text-sm"
              >
                <p className="flex items-start gap-2 font-medium">
                  <Icon
                    name={copy.channel === "webhook" ? "globe" : "mail"}
                    className="mt-0.5 size-4 shrink-0 text-brand"
                  />
                  <span>{copyTitle(copy)}</span>
                </p>
                {copy.subject ? (
                  <p className="break-words">
                    Subject: <q>{copy.subject}</q>
                    {copy.subject.includes(NAME_LEFT_OUT) ? (
                      <span className="text-muted-foreground">
                        {" "}
                        ({NAME_LEFT_OUT} is their name)
                      </span>
                    ) : null}
                  </p>
                ) : null}
                <p className="break-words text-muted-foreground">
                  Sent <AdminTime iso={copy.sent_at} /> {copyDestination(copy)}
                </p>
                <p>{copyStep(copy)}</p>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
