import { PlainButton } from "@/components/ui/plain-button";

/** A form's submit button: disabled while the form is sending, so a second click sends nothing. */
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
        disabled={isPending}
        className="w-full sm:w-auto"
      >
        {isPending ? pendingLabel : label}
      </PlainButton>
    </div>
  );
}
