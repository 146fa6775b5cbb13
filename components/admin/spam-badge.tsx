import { spamReasonLabel } from "@/lib/admin/spam";

/** Why a row is in spam, under its date; assistive technology hears "Spam: Too fast". */
export function SpamBadge({ reason }: { reason: string }) {
  return (
    <span className="mt-1 block w-fit rounded-full bg-destructive/15 px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide whitespace-nowrap text-foreground uppercase">
      <span className="sr-only">Spam: </span>
      {spamReasonLabel(reason)}
    </span>
  );
}

/** In place of a switch that does not apply to spam (Handled, Approved): the row leaves spam first. */
export function NotWhileSpam() {
  return (
    <span className="text-muted-foreground">
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not while in spam</span>
    </span>
  );
}
