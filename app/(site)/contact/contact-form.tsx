"use client";

import { contactFields } from "@/lib/schemas/contact-fields";
import { cx } from "@/lib/cx";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import {
  FieldError,
  Honeypot,
  lazyValidator,
  InlineOutcome,
  SubmitButton,
} from "@/components/forms/form-parts";
import { usePublicForm } from "@/components/forms/use-public-form";

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
  const form = usePublicForm({
    action: submitContactAction,
    fields: contactFields,
    loadValidator,
    successMessage: SUCCESS_MESSAGE,
    permalink: "/contact",
  });
  const name = form.field("name");
  const email = form.field("email");
  const message = form.field("message");

  return (
    <form key={form.formKey} {...form.formProps} className={cx("relative grid gap-6", className)}>
      <div className="grid gap-6 sm:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={name.id}>Name</Label>
          <Input
            id={name.id}
            name="name"
            type="text"
            autoComplete="name"
            placeholder="Your Name"
            aria-required="true"
            defaultValue={form.initialValues?.name}
            {...name.describedBy}
          />
          <FieldError id={name.errorId} message={name.error} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={email.id}>Email</Label>
          <Input
            id={email.id}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            placeholder="Your Email"
            aria-required="true"
            defaultValue={form.initialValues?.email}
            {...email.describedBy}
          />
          <FieldError id={email.errorId} message={email.error} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={message.id}>Message</Label>
        <Textarea
          id={message.id}
          name="message"
          rows={6}
          placeholder="Tell us about your project"
          aria-required="true"
          defaultValue={form.initialValues?.message}
          {...message.describedBy}
        />
        <FieldError id={message.errorId} message={message.error} />
      </div>

      <Honeypot id={form.honeypotId} />

      <InlineOutcome
        state={form.state}
        successMessage={SUCCESS_MESSAGE}
        toastFailed={form.toastFailed}
      />

      <SubmitButton isPending={form.isPending} label="Send Message" pendingLabel="Sending..." />
    </form>
  );
}
