import { useEffect, useId, useRef, useState } from "react";

import { afterNextPaint } from "@/lib/after-next-paint";
import type { ActionResult, FieldErrors } from "@/lib/schemas/action-result";
import { SUBMISSION_FAILED_MESSAGE, SUBMISSION_KEY_FIELD } from "@/lib/schemas/form-fields";

import { focusFirstInvalid, keepFields, serverFieldErrors } from "./field-errors";
import type { FormValidator } from "./lazy-validator";
import { createSubmissionKeys } from "./submission-key";
import { notify, preloadToasts } from "./toasts";
import { useResilientActionState } from "./use-resilient-action";
import { addVisit, createFormStart } from "./visit";

type PublicFormAction<Field extends string> = (
  previous: ActionResult<Field> | null,
  formData: FormData,
) => Promise<ActionResult<Field>>;

const unreachable = () => ({ ok: false as const, message: SUBMISSION_FAILED_MESSAGE });

/**
 * Everything a public form does around its fields: checks with the shared schema before sending,
 * toasts the outcome, resets after success, keeps what was typed after any failure (a field
 * error, the server's refusal, or a request that never arrived), and renders the no-JavaScript
 * outcome the server sent back (or the outcome no toast could tell).
 */
export function usePublicForm<Field extends string>({
  action,
  fields,
  loadValidator,
  successMessage,
  permalink,
}: {
  action: PublicFormAction<Field>;
  /** The page the form is on, where it posts without JavaScript. */
  permalink: string;
  fields: readonly Field[];
  loadValidator: () => Promise<FormValidator | null>;
  successMessage: string;
}) {
  const { state, formAction, submit, isPending } = useResilientActionState(
    action,
    unreachable,
    permalink,
  );
  const id = useId();

  const [seenState, setSeenState] = useState(state);
  const [errors, setErrors] = useState<FieldErrors>(() => serverFieldErrors(state));
  // Only the first render takes values from the state (a page the server rendered after a post
  // without JavaScript); later the inputs simply keep what is typed in them.
  const [initialValues, setInitialValues] = useState(() =>
    state && !state.ok ? state.values : undefined,
  );
  const [formKey, setFormKey] = useState(0);
  if (state !== seenState) {
    setSeenState(state);
    setErrors(serverFieldErrors(state));
    if (state?.ok) {
      // A new key remounts the form: the reset after success.
      setFormKey((key) => key + 1);
      setInitialValues(undefined);
    }
  }

  // The outcome whose toast could not be shown (sonner could not be fetched): it is shown in the
  // form instead, as without JavaScript.
  const [untoasted, setUntoasted] = useState<typeof state>(null);
  const submissionKeys = useRef<ReturnType<typeof createSubmissionKeys>>(null);
  const formStart = useRef<ReturnType<typeof createFormStart>>(null);
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      submissionKeys.current?.forget();
      formStart.current?.reset();
    }
    void notify(state.ok ? "success" : "error", state.ok ? successMessage : state.message).then(
      (shown) => {
        if (!shown) setUntoasted(state);
      },
    );
  }, [state, successMessage]);

  // From the click on the submit button until the post is on its way: the browser's check runs
  // after the busy label has painted, so the click answers at once. The validator and the toasts
  // are fetched then too, not when the visitor first focuses a field: evaluating them takes tens
  // of milliseconds on a phone, which a focus, a star or a keystroke would wait for, and here it
  // overlaps the wait for the server. sonner is a third the validator's size, so its live region
  // is in place before the answer it announces.
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Sent by `submit` rather than as the form's action: React resets a form after its action
    // runs, which would wipe what was typed when the submission fails.
    event.preventDefault();
    if (isPending || checkingNow.current) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    checkingNow.current = true;
    setChecking(true);
    afterNextPaint(() => {
      preloadToasts();
      void checkAndSend(form, formData);
    });
  }

  async function checkAndSend(form: HTMLFormElement, formData: FormData) {
    try {
      const validate = await loadValidator();
      const fieldErrors = validate ? validate(formData) : {};
      if (Object.keys(fieldErrors).length > 0) {
        setErrors(fieldErrors);
        focusFirstInvalid(form, fields, fieldErrors);
        return;
      }
      setErrors({});
      submissionKeys.current ??= createSubmissionKeys(fields);
      formData.set(SUBMISSION_KEY_FIELD, submissionKeys.current.keyFor(formData));
      addVisit(formData);
      formStart.current ??= createFormStart();
      await formStart.current.addTo(formData);
      submit(formData);
    } finally {
      // In the same batch as the send's own busy state, so the label does not flicker back.
      checkingNow.current = false;
      setChecking(false);
    }
  }

  // The stamp is taken once the form is on screen, and again after each success.
  useEffect(() => {
    formStart.current ??= createFormStart();
    formStart.current.begin();
  }, [formKey]);

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    // After a failed attempt, errors clear (or update) as the visitor fixes the fields.
    if (Object.keys(errors).length === 0) return;
    const form = event.currentTarget;
    void loadValidator().then((validate) => {
      if (!validate) return;
      const current = validate(new FormData(form));
      setErrors((shown) => keepFields(current, Object.keys(shown)));
    });
  }

  return {
    state,
    /** No toast could tell the current outcome, so the form shows it (see InlineOutcome). */
    toastFailed: state !== null && untoasted === state,
    /** Sending, or checking before sending: the submit button is busy. */
    isPending: isPending || checking,
    /** Changes after a success: the form's `key`, so it remounts empty. */
    formKey,
    formProps: {
      action: formAction,
      onSubmit,
      onChange,
      noValidate: true,
    },
    /**
     * A field's id, name, shown error and first value (what the server sent back after a post
     * without JavaScript): spread into a TextField.
     */
    field: (name: Field) => ({
      id: `${id}-${name}`,
      name,
      error: errors[name]?.[0],
      defaultValue: initialValues?.[name],
    }),
    honeypotId: `${id}-website`,
    idPrefix: id,
  } as const;
}
