import { ADMIN_TIME_ZONE } from "@/lib/admin/format";
import { cx } from "@/lib/cx";
import type { OutsideCopy } from "@/lib/data/privacy";
import { enquiryReference } from "@/lib/leads/reference";
import { NAME_LEFT_OUT } from "@/lib/notifications/staff-email";
import { AdminTime } from "@/components/admin/admin-time";
import { Icon } from "@/components/page/icon";

const KIND = {
  submission: "enquiry",
  review: "review",
  invitation: "invitation to review",
} as const;

const TITLES = {
  staff_email: "Staff e-mail about",
  auto_reply: "Auto-reply about",
  webhook: "Webhook post about",
  invitation: "E-mail to the person about",
  invitation_reminder: "Reminder to the person about",
} as const;

function CopyTitle({ copy }: { copy: OutsideCopy }) {
  return (
    <>
      {TITLES[copy.channel]} the {KIND[copy.kind]}
      {copy.source_id ? (
        <>
          {" "}
          <span className="whitespace-nowrap">{enquiryReference(copy.source_id)}</span>
        </>
      ) : null}
    </>
  );
}

function copyDestination(copy: OutsideCopy): string {
  if (copy.channel === "webhook")
    return copy.host
      ? `to ${copy.host}`
      : "to the webhook receiver of the time (host not recorded)";
  if (copy.channel !== "staff_email") return "to the person's own address";
  return copy.to.length > 0
    ? `to ${copy.to.join(", ")}`
    : "to the staff addresses of the time (not recorded)";
}

function copyStep(copy: OutsideCopy): string {
  if (copy.channel === "webhook")
    return "Delete the post, and any thread under it, where the receiver shows it.";
  if (copy.channel !== "staff_email")
    return "Nothing to delete: it holds only our words, in the person's own mailbox.";
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
                className={cx(
                  "grid gap-1 rounded-xl border px-4 py-3 text-sm",
                  copy.channel === "auto_reply"
                    ? "border-border/60 bg-transparent"
                    : "border-border bg-card",
                )}
              >
                <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
                  <p className="flex items-start gap-2 font-medium">
                    <Icon
                      name={copy.channel === "webhook" ? "globe" : "mail"}
                      className="mt-0.5 size-4 shrink-0 text-brand"
                    />
                    <span>
                      <CopyTitle copy={copy} />
                    </span>
                  </p>
                  {copy.channel === "auto_reply" ? (
                    <span className="rounded-full border border-border px-2 py-0.5 text-xs text-muted-foreground">
                      Nothing to delete
                    </span>
                  ) : (
                    <span className="rounded-full border border-coral/50 bg-coral/10 px-2 py-0.5 text-xs font-medium">
                      Delete by hand
                    </span>
                  )}
                </div>
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
