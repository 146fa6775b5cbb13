import type { ReactNode } from "react";

import { cx } from "@/lib/cx";

import { Honeypot } from "./honeypot";
import { InlineOutcome } from "./inline-outcome";
import { SentConfirmation } from "./sent-confirmation";
import { SubmitButton, type SubmitNote } from "./submit-button";
import type { usePublicForm } from "./use-public-form";

export type PublicFormProps = { className?: string; note?: SubmitNote };

type FormState = Pick<
  ReturnType<typeof usePublicForm>,
  | "formKey"
  | "formProps"
  | "honeypotId"
  | "state"
  | "successMessage"
  | "toastFailed"
  | "isPending"
  | "sent"
  | "permalink"
  | "startAnother"
>;

/** What the page keeps saying once the form is sent, and the link that begins another. */
export type SentNote = { another?: string; body: (sent: { reference?: string }) => ReactNode };

export function PublicForm({
  form,
  className,
  submitLabel,
  pendingLabel,
  note,
  sentNote,
  children,
}: {
  form: FormState;
  className: string;
  submitLabel: string;
  pendingLabel: string;
  note: SubmitNote | undefined;
  sentNote: SentNote;
  children: ReactNode;
}) {
  return (
    <>
      <div role="status" className={cx("empty:hidden", className)}>
        {form.sent ? (
          <SentConfirmation
            successMessage={form.successMessage}
            isToastMissing={form.toastFailed}
            another={sentNote.another}
            permalink={form.permalink}
            onAnother={form.startAnother}
          >
            {sentNote.body(form.sent)}
          </SentConfirmation>
        ) : null}
      </div>
      {form.sent ? null : (
        <form key={form.formKey} {...form.formProps} className={className}>
          {children}
          <Honeypot id={form.honeypotId} />
          <InlineOutcome state={form.state} toastFailed={form.toastFailed} />
          <SubmitButton
            isPending={form.isPending}
            label={submitLabel}
            pendingLabel={pendingLabel}
            note={note}
          />
        </form>
      )}
    </>
  );
}
