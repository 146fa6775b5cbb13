import { PlainButton } from "@/components/ui/plain-button";

/** A line shown beside the button; `id` is the part of it that describes the button. */
export type SubmitNote = { id: string; content: React.ReactNode };

/**
 * A form's submit button. While the form is sending it reads `pendingLabel` and is disabled by
 * `aria-disabled` rather than `disabled`: a disabled button loses focus, and moving focus to the
 * page (and restyling for it) held up the frame that shows the busy label. It stays in the tab
 * order and tells assistive technology it is unavailable; the form sends nothing while busy. It
 * also keeps taking the pointer: with `pointer-events: none` the pointer resting on it would
 * leave it in the busy label's own frame, and the hover change would restyle and re-dispatch
 * there.
 */
export function SubmitButton({
  isPending,
  label,
  pendingLabel,
  note,
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
  note?: SubmitNote;
}) {
  return (
    <div className={note ? "flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6" : undefined}>
      <PlainButton
        type="submit"
        variant="brand"
        size="lg"
        aria-disabled={isPending || undefined}
        aria-describedby={note?.id}
        className="w-full shrink-0 aria-disabled:cursor-progress aria-disabled:opacity-50 sm:w-auto"
      >
        {isPending ? pendingLabel : label}
      </PlainButton>
      {note?.content}
    </div>
  );
}
