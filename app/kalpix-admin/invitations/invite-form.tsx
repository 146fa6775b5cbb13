"use client";

import { useEffect } from "react";

import { invitationLimits } from "@/lib/schemas/review-invitation-limits";
import { Button } from "@/components/ui/button";
import { invitationsPath } from "@/components/admin/admin-pages";
import { AuthNotice } from "@/components/auth/auth-notice";
import { TextField } from "@/components/forms/text-field";
import { submitWith, useResilientActionState } from "@/components/forms/use-resilient-action";
import { Icon } from "@/components/page/icon";

import { inviteClientAction } from "./actions";

const unreachable = () => ({
  ok: false as const,
  message: "The server did not answer, so nothing was sent. Please try again.",
});

export function InviteForm() {
  const { state, formAction, submit, isPending } = useResilientActionState(
    inviteClientAction,
    unreachable,
    invitationsPath,
  );
  const errors = state && !state.ok ? (state.fieldErrors ?? {}) : {};
  const values = state && !state.ok ? state.values : undefined;
  const sent = state?.ok ? state.message : null;
  // The new, empty form replaced the button that had the focus: start the next client's name.
  useEffect(() => {
    if (sent && document.activeElement === document.body)
      document.getElementById("invite-name")?.focus();
  }, [sent]);
  return (
    <form
      // A new form after each invitation sent: the fields empty for the next client.
      key={state?.ok ? state.message : "form"}
      action={formAction}
      onSubmit={submitWith(submit)}
      aria-labelledby="invite-heading"
      className="grid gap-5 rounded-3xl border border-border bg-card p-6 sm:p-8"
    >
      <div className="grid gap-1.5">
        <h2 id="invite-heading" className="font-display text-xl font-bold">
          Invite a client
        </h2>
        <p className="text-sm text-muted-foreground">
          Invite every client when a project ends, whatever you expect them to say. They get an
          e-mail with a personal link that works once; nobody is asked for a rating first.
        </p>
      </div>
      <div role="status" className="empty:hidden">
        {state?.ok ? (
          <p className="rounded-xl border border-emerald-400/40 bg-emerald-400/10 px-4 py-3 text-sm font-medium">
            {state.message}
          </p>
        ) : null}
      </div>
      <AuthNotice error={state && !state.ok && !state.fieldErrors ? state.message : undefined} />
      <div className="grid items-start gap-4 md:grid-cols-3">
        <TextField
          id="invite-name"
          name="name"
          label="Client's name"
          required
          defaultValue={values?.name}
          maxLength={invitationLimits.name.max}
          autoComplete="off"
          error={errors["name"]?.[0]}
        />
        <TextField
          id="invite-email"
          name="email"
          type="email"
          label="E-mail address"
          required
          defaultValue={values?.email}
          maxLength={254}
          autoComplete="off"
          spellCheck={false}
          error={errors["email"]?.[0]}
        />
        <TextField
          id="invite-project"
          name="project"
          label="Project or service (optional)"
          defaultValue={values?.project}
          maxLength={invitationLimits.project.max}
          autoComplete="off"
          description="Shown beside their review."
          error={errors["project"]?.[0]}
        />
      </div>
      <div>
        <Button type="submit" disabled={isPending}>
          <Icon name="mail" />
          {isPending ? "Sending ..." : "Send invitation"}
        </Button>
      </div>
    </form>
  );
}
