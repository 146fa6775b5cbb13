import { useEffect, useId, useRef, useState } from "react";

import { afterLoadIdle } from "@/lib/after-load-idle";
import { afterNextPaint } from "@/lib/after-next-paint";
import type { ActionResult, FieldErrors } from "@/lib/schemas/action-result";
import { SUBMISSION_FAILED_MESSAGE, SUBMISSION_KEY_FIELD } from "@/lib/schemas/form-fields";

import { dropDraft, restoreDraft, saveDraft } from "./draft";
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

export function usePublicForm<Field extends string>({
  action,
  fields,
  loadValidator,
  successMessage,
  permalink,
}: {
  action: PublicFormAction<Field>;
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
  // Only the first render reads values from the state; later the inputs keep what is typed.
  const [initialValues, setInitialValues] = useState(() =>
    state && !state.ok ? state.values : undefined,
  );
  // A post without JavaScript comes back as a page opened at its top: it opens at the first wrong field.
  const [landingField] = useState(() => {
    const shown = serverFieldErrors(state);
    return fields.find((field) => shown[field]);
  });
  const [formKey, setFormKey] = useState(0);
  const [sent, setSent] = useState(() => (state?.ok ? state : null));
  if (state !== seenState) {
    setSeenState(state);
    setErrors(serverFieldErrors(state));
    if (state?.ok) {
      // A new key remounts the form: the reset after success.
      setFormKey((key) => key + 1);
      setInitialValues(undefined);
      setSent(state);
    }
  }

  const [untoasted, setUntoasted] = useState<typeof state>(null);
  const submissionKeys = useRef<ReturnType<typeof createSubmissionKeys>>(null);
  const formStart = useRef<ReturnType<typeof createFormStart>>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!state) return;
    if (state.ok) {
      submissionKeys.current?.forget();
      formStart.current?.reset();
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      dropDraft(permalink);
    }
    void notify(state.ok ? "success" : "error", state.ok ? successMessage : state.message).then(
      (shown) => {
        if (!shown) setUntoasted(state);
      },
    );
  }, [state, successMessage, permalink]);

  // A draft comes back into an empty form; after a send, the new form starts empty.
  useEffect(() => {
    const form = document.getElementById(`${id}-${fields[0]}`)?.closest("form");
    if (!form) return;
    if (!sent) restoreDraft(form, fields, permalink);
    // A link followed within the save's delay still leaves the draft behind.
    const flush = () => {
      if (draftTimer.current === undefined) return;
      clearTimeout(draftTimer.current);
      draftTimer.current = undefined;
      saveDraft(form, fields, permalink);
    };
    addEventListener("pagehide", flush);
    return () => {
      removeEventListener("pagehide", flush);
      // Leaving by a link within the site unmounts the form instead.
      flush();
    };
    // Once per mounted form: a later state change never refills it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [formKey]);

  // The check waits for the busy label's paint, and the validator and sonner load only then: their
  // tens of milliseconds on a phone would otherwise hold up a focus, a star or a keystroke.
  const [checking, setChecking] = useState(false);
  const checkingNow = useRef(false);

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Not the form's action: React resets a form after it, wiping what was typed if sending fails.
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
      formStart.current ??= createFormStart(permalink);
      await formStart.current.addTo(formData);
      submit(formData);
    } finally {
      // In the same batch as the send's own busy state, so the label does not flicker back.
      checkingNow.current = false;
      setChecking(false);
    }
  }

  // Sending takes the stamp itself if it comes first.
  useEffect(() => {
    formStart.current ??= createFormStart(permalink);
    const start = formStart.current;
    return afterLoadIdle(() => start.begin());
  }, [formKey, permalink]);

  function onChange(event: React.FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      draftTimer.current = undefined;
      saveDraft(form, fields, permalink);
    }, 400);
    if (Object.keys(errors).length === 0) return;
    void loadValidator().then((validate) => {
      if (!validate) return;
      const current = validate(new FormData(form));
      setErrors((shown) => keepFields(current, Object.keys(shown)));
    });
  }

  return {
    state,
    successMessage,
    toastFailed: state !== null && untoasted === state,
    isPending: isPending || checking,
    formKey,
    sent,
    permalink,
    startAnother: () => setSent(null),
    formProps: {
      action: formAction,
      onSubmit,
      onChange,
      noValidate: true,
    },
    field: (name: Field) => ({
      id: `${id}-${name}`,
      name,
      error: errors[name]?.[0],
      defaultValue: initialValues?.[name],
      ...(name === landingField && { autoFocus: true }),
    }),
    honeypotId: `${id}-website`,
    idPrefix: id,
  } as const;
}
