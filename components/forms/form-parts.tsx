import { useSyncExternalStore } from "react";

import type { ActionResult, FieldErrors } from "@/lib/schemas/action-result";
import { HONEYPOT_FIELD } from "@/lib/schemas/form-fields";
import { PlainButton } from "@/components/ui/plain-button";

/** The message under a field; its id is the field's aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="text-sm font-medium text-destructive">
      {message}
    </p>
  );
}

/** Off-screen and out of the tab order and the accessibility tree: only bots fill it in. */
export function Honeypot({ id }: { id: string }) {
  return (
    <div aria-hidden="true" className="absolute top-0 -left-[10000px] size-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input
        id={id}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

const subscribeToNothing = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser. React
 * re-renders a component using it synchronously right after hydration, so call it in the small
 * component that needs it, not in a whole form.
 */
export function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}

export type FormValidator = (formData: FormData) => FieldErrors;

/**
 * The browser checks a form with the same zod schema as the server, but zod is about 30 KiB, so
 * it is fetched when the visitor first focuses the form, not with the page. If it cannot load
 * (offline, a deploy in between), the result is null and the server's check alone decides.
 */
export function lazyValidator(
  load: () => Promise<FormValidator>,
): () => Promise<FormValidator | null> {
  let pending: Promise<FormValidator | null> | undefined;
  return () =>
    (pending ??= load().catch(() => {
      pending = undefined;
      return null;
    }));
}

/** The field errors an action returned (the no-JavaScript path), or none. */
export function serverFieldErrors(state: ActionResult<string> | null): FieldErrors {
  return state && !state.ok ? (state.fieldErrors ?? {}) : {};
}

export function keepFields(errors: FieldErrors, fields: string[]): FieldErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field)));
}

/** Moves focus to the first field with an error, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(
  form: HTMLFormElement,
  fields: readonly string[],
  errors: FieldErrors,
) {
  const first = fields.find((field) => errors[field]);
  const element = first ? form.elements.namedItem(first) : null;
  // A group of radios (the star rating): focus its first one.
  const target = element instanceof RadioNodeList ? element[0] : element;
  if (target instanceof HTMLElement) target.focus();
}

/**
 * Without JavaScript there are no toasts: the page the server returns says how it went. Once
 * hydrated, the toasts speak instead, so the text never appears twice, unless the toast could not
 * be shown (sonner is fetched on first use, and the connection can drop before that). A failure
 * with field errors is told at the fields alone.
 */
export function InlineOutcome({
  state,
  successMessage,
  toastFailed,
}: {
  state: ActionResult<string> | null;
  successMessage: string;
  toastFailed: boolean;
}) {
  const isHydrated = useIsHydrated();
  const shown = !isHydrated || toastFailed;
  const formError = shown && state && !state.ok && !state.fieldErrors ? state.message : undefined;
  return (
    <>
      <div role="status" className="empty:hidden">
        {shown && state?.ok ? (
          <p className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 font-medium">
            {successMessage}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/50 bg-destructive/10 px-4 py-3 font-medium"
        >
          {formError}
        </p>
      ) : null}
    </>
  );
}

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
