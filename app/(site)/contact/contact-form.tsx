"use client";

import { startTransition, useActionState, useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";

import { type FieldErrors, SUBMISSION_FAILED_MESSAGE } from "@/lib/schemas/form-fields";
import { contactFields } from "@/lib/schemas/contact-fields";
import { cn } from "@/lib/utils";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  FieldError,
  focusFirstInvalid,
  Honeypot,
  NoScriptOutcome,
  SubmitButton,
  keepFields,
  lazyValidator,
  serverFieldErrors,
} from "@/components/forms/form-parts";

import { submitContactAction } from "./actions";

const loadValidator = lazyValidator(() =>
  import("@/lib/schemas/contact").then((schemas) => schemas.contactFormErrors),
);

const SUCCESS_MESSAGE = "Thank you! Your message has been sent.";

/**
 * The contact form. With JavaScript it validates with the shared schema before sending, shows
 * the result as a toast, resets after success and keeps everything typed after a failure.
 * Without JavaScript the same <form> posts to the server action and the page the server sends
 * back shows the field errors, the typed values and the outcome from the action's state.
 */
export function ContactForm({ className }: { className?: string }) {
  const [state, formAction, isPending] = useActionState(submitContactAction, null);
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

  useEffect(() => {
    if (!state) return;
    if (state.ok) toast.success(SUCCESS_MESSAGE);
    else toast.error(state.formError ?? SUBMISSION_FAILED_MESSAGE);
  }, [state]);

  const checking = useRef(false);

  async function handleSubmit(event: React.FormEvent<HTMLFormElement>) {
    // Sending through startTransition instead of letting React run the form action skips React's
    // automatic form reset, which would wipe what was typed when the submission fails.
    event.preventDefault();
    if (isPending || checking.current) return;
    const form = event.currentTarget;
    const formData = new FormData(form);
    checking.current = true;
    const validate = await loadValidator().finally(() => {
      checking.current = false;
    });
    const fieldErrors = validate ? validate(formData) : {};
    if (Object.keys(fieldErrors).length > 0) {
      setErrors(fieldErrors);
      focusFirstInvalid(form, contactFields, fieldErrors);
      return;
    }
    setErrors({});
    startTransition(() => formAction(formData));
  }

  function handleChange(event: React.FormEvent<HTMLFormElement>) {
    // After a failed attempt, errors clear (or update) as the visitor fixes the fields.
    if (Object.keys(errors).length === 0) return;
    const form = event.currentTarget;
    void loadValidator().then((validate) => {
      if (!validate) return;
      const current = validate(new FormData(form));
      setErrors((shown) => keepFields(current, Object.keys(shown)));
    });
  }


  const fieldId = (field: string) => `${id}-${field}`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const described = (field: string) =>
    errors[field]?.[0] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};

  return (
    <form
      key={formKey}
      action={formAction}
      onSubmit={handleSubmit}
      onChange={handleChange}
      onFocus={() => void loadValidator()}
      noValidate
      className={cn("relative grid gap-6", className)}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId("name")}>Name</Label>
          <Input
            id={fieldId("name")}
            name="name"
            type="text"
            autoComplete="name"
            placeholder="Your Name"
            aria-required="true"
            defaultValue={initialValues?.name}
            {...described("name")}
          />
          <FieldError id={errorId("name")} message={errors["name"]?.[0]} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={fieldId("email")}>Email</Label>
          <Input
            id={fieldId("email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder="Your Email"
            aria-required="true"
            defaultValue={initialValues?.email}
            {...described("email")}
          />
          <FieldError id={errorId("email")} message={errors["email"]?.[0]} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={fieldId("message")}>Message</Label>
        <Textarea
          id={fieldId("message")}
          name="message"
          rows={6}
          placeholder="Tell us about your project"
          aria-required="true"
          defaultValue={initialValues?.message}
          {...described("message")}
        />
        <FieldError id={errorId("message")} message={errors["message"]?.[0]} />
      </div>

      <Honeypot id={fieldId("website")} />

      <NoScriptOutcome state={state} successMessage={SUCCESS_MESSAGE} />

      <SubmitButton isPending={isPending} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}
