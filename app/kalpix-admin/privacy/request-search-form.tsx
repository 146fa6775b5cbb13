import type { FieldErrors } from "@/lib/schemas/action-result";
import { PRIVACY_EMAIL_MAX, privacyNameLimits } from "@/lib/schemas/privacy-request.schema";
import { Button } from "@/components/ui/button";
import { privacyPath } from "@/components/admin/admin-pages";
import { TextField } from "@/components/forms/text-field";
import { Icon } from "@/components/page/icon";

/** A GET form, so the query is in the URL and the server renders the answer without JS. */
export function RequestSearchForm({
  values,
  fieldErrors,
  message,
}: {
  values: { email: string; name: string };
  fieldErrors: FieldErrors;
  message: string | null;
}) {
  return (
    <form
      action={privacyPath}
      method="get"
      role="search"
      aria-labelledby="find-person-heading"
      className="grid gap-4 rounded-3xl border border-border bg-card p-6 sm:p-8"
    >
      <h2 id="find-person-heading" className="font-display text-xl font-bold">
        Find a person
      </h2>
      {message ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/60 bg-destructive/10 px-4 py-3 text-sm font-medium"
        >
          {message}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-2">
        <TextField
          id="privacy-email"
          name="email"
          type="email"
          label="E-mail address"
          defaultValue={values.email}
          maxLength={PRIVACY_EMAIL_MAX}
          autoComplete="off"
          spellCheck={false}
          description="Finds their enquiries and the notifications about them."
          error={fieldErrors["email"]?.[0]}
        />
        <TextField
          id="privacy-name"
          name="name"
          label="Name"
          defaultValue={values.name}
          maxLength={privacyNameLimits.max}
          autoComplete="off"
          description="Most reviews carry no e-mail address (only those sent through an invitation do): give the name they were signed with, or part of it."
          error={fieldErrors["name"]?.[0]}
        />
      </div>
      <Button type="submit" variant="brand" className="w-fit">
        <Icon name="search" />
        Search
      </Button>
    </form>
  );
}
