import { PlainButton } from "@/components/ui/plain-button";

export type SubmitNote = { id: string; content: React.ReactNode };

// aria-disabled, not disabled: a disabled button loses focus, which held up the busy label's frame;
// pointer-events stay on, or the hover change would restyle in that same frame.
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
