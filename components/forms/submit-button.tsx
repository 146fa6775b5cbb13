import { PlainButton } from "@/components/ui/plain-button";

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
}: {
  isPending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div>
      <PlainButton
        type="submit"
        variant="brand"
        size="lg"
        aria-disabled={isPending || undefined}
        className="w-full aria-disabled:cursor-progress aria-disabled:opacity-50 sm:w-auto"
      >
        {isPending ? pendingLabel : label}
      </PlainButton>
    </div>
  );
}
