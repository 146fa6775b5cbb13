"use client";

import { cx } from "@/lib/cx";
import { contactFields } from "@/lib/schemas/contact-limits";
import { Honeypot } from "@/components/forms/honeypot";
import { InlineOutcome } from "@/components/forms/inline-outcome";
import { lazyValidator } from "@/components/forms/lazy-validator";
import { SubmitButton, type SubmitNote } from "@/components/forms/submit-button";
import { TextField } from "@/components/forms/text-field";
import { usePublicForm } from "@/components/forms/use-public-form";

import { submitContactAction } from "./actions";

const loadValidator = lazyValidator(() =>
  import("@/lib/schemas/contact.schema").then((schemas) => schemas.contactFormErrors),
);

const SUCCESS_MESSAGE = "Thank you! Your message has been sent.";

/**
 * The contact form. With JavaScript it validates with the shared schema before sending, shows
 * the result as a toast, resets after success and keeps everything typed after a failure.
 * Without JavaScript the same <form> posts to the server action and the page the server sends
 * back shows the field errors, the typed values and the outcome from the action's state.
 */
export function ContactForm({
  className,
  note,
}: {
  className?: string;
  /** The privacy line beside the submit button, rendered by the route. */
  note?: SubmitNote;
}) {
  const form = usePublicForm({
    action: submitContactAction,
    fields: contactFields,
    loadValidator,
    successMessage: SUCCESS_MESSAGE,
    permalink: "/contact",
  });
  return (
    <form key={form.formKey} {...form.formProps} className={cx("relative grid gap-6", className)}>
      <div className="grid gap-6 sm:grid-cols-2">
        <TextField
          {...form.field("name")}
          label="Name"
          required
          type="text"
          autoComplete="name"
          placeholder="Your Name"
          className="grid content-start gap-2"
        />
        <TextField
          {...form.field("email")}
          label="Email"
          required
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          placeholder="Your Email"
          className="grid content-start gap-2"
        />
      </div>
      <TextField
        {...form.field("message")}
        label="Message"
        required
        multiline
        rows={6}
        placeholder="Tell us about your project"
      />

      <Honeypot id={form.honeypotId} />

      <InlineOutcome
        state={form.state}
        successMessage={SUCCESS_MESSAGE}
        toastFailed={form.toastFailed}
      />

      <SubmitButton
        isPending={form.isPending}
        label="Send Message"
        pendingLabel="Sending..."
        note={note}
      />
    </form>
  );
}
