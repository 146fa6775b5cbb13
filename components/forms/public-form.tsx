import type { ReactNode } from "react";

import { Honeypot } from "./honeypot";
import { InlineOutcome } from "./inline-outcome";
import { SubmitButton, type SubmitNote } from "./submit-button";
import type { usePublicForm } from "./use-public-form";

export type PublicFormProps = { className?: string; note?: SubmitNote };

type FormState = Pick<
  ReturnType<typeof usePublicForm>,
  "formKey" | "formProps" | "honeypotId" | "state" | "successMessage" | "toastFailed" | "isPending"
>;

export function PublicForm({
  form,
  className,
  submitLabel,
  pendingLabel,
  note,
  children,
}: {
  form: FormState;
  className: string;
  submitLabel: string;
  pendingLabel: string;
  note: SubmitNote | undefined;
  children: ReactNode;
}) {
  return (
    <form key={form.formKey} {...form.formProps} className={className}>
      {children}
      <Honeypot id={form.honeypotId} />
      <InlineOutcome
        state={form.state}
        successMessage={form.successMessage}
        toastFailed={form.toastFailed}
      />
      <SubmitButton
        isPending={form.isPending}
        label={submitLabel}
        pendingLabel={pendingLabel}
        note={note}
      />
    </form>
  );
}
