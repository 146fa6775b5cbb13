"use client";

import { contactPage, replyPromise } from "@/content/contact";
import { cx } from "@/lib/cx";
import { contactFields } from "@/lib/schemas/contact-limits";
import { lazyValidator } from "@/components/forms/lazy-validator";
import { FreeTextField, NameField } from "@/components/forms/public-fields";
import { PublicForm, type PublicFormProps, type SentNote } from "@/components/forms/public-form";
import { TextField } from "@/components/forms/text-field";
import { usePublicForm } from "@/components/forms/use-public-form";

import { submitContactAction } from "./actions";

const loadValidator = lazyValidator(() =>
  import("@/lib/schemas/contact.schema").then((schemas) => schemas.contactFormErrors),
);

const copy = contactPage.form;

const sentNote: SentNote = {
  another: copy.another,
  body: ({ reference }) => (
    <>
      <p className="text-lg font-semibold">{copy.sent}</p>
      {reference ? (
        <p>
          {copy.reference}{" "}
          <strong className="font-mono tracking-wide whitespace-nowrap">{reference}</strong>.{" "}
          {copy.quote}
        </p>
      ) : null}
      <p className="text-muted-foreground">{replyPromise}</p>
    </>
  ),
};

export function ContactForm({ className, note }: PublicFormProps) {
  const form = usePublicForm({
    action: submitContactAction,
    fields: contactFields,
    loadValidator,
    successMessage: "Thank you! Your message has been sent.",
    permalink: "/contact",
  });
  return (
    <PublicForm
      form={form}
      className={cx("relative grid gap-6", className)}
      submitLabel="Send Message"
      pendingLabel="Sending..."
      note={note}
      sentNote={sentNote}
    >
      <div className="grid gap-6 sm:grid-cols-2">
        <NameField {...form.field("name")} className="grid content-start gap-2" />
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
      <FreeTextField
        {...form.field("message")}
        label="Message"
        rows={6}
        placeholder="Tell us about your project"
      />
    </PublicForm>
  );
}
