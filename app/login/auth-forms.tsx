"use client";

import { useId } from "react";
import Link from "next/link";

import { viewTexts, type AuthView } from "@/lib/auth/views";
import type { ActionResult } from "@/lib/schemas/action-result";
import { authMessages, OAUTH_PROVIDERS, type AuthKeptField } from "@/lib/schemas/auth-fields";
import { Button } from "@/components/ui/button";
import { AuthNotice } from "@/components/auth/auth-notice";
import { GitHubIcon, GoogleIcon } from "@/components/auth/provider-icons";
import { TextField } from "@/components/forms/text-field";
import { submitWith, useResilientActionState } from "@/components/forms/use-resilient-action";

import {
  confirmLinkAction,
  forgottenPasswordAction,
  magicLinkAction,
  oauthAction,
  signInAction,
  signUpAction,
  updatePasswordAction,
  verifyOtpAction,
  verifySecondFactorAction,
} from "./actions";

type AuthResult = ActionResult<AuthKeptField>;
type Action = (previous: AuthResult | null, formData: FormData) => Promise<AuthResult>;

const ACTIONS: Record<AuthView, Action> = {
  sign_in: signInAction,
  sign_up: signUpAction,
  forgotten_password: forgottenPasswordAction,
  magic_link: magicLinkAction,
  update_password: updatePasswordAction,
  verify_otp: verifyOtpAction,
  mfa_challenge: verifySecondFactorAction,
  confirm_link: confirmLinkAction,
};

const FIELDS: Record<
  AuthView,
  { email: boolean; password: "current" | "new" | null; token: boolean; code: boolean }
> = {
  sign_in: { email: true, password: "current", token: false, code: false },
  sign_up: { email: true, password: "new", token: false, code: false },
  forgotten_password: { email: true, password: null, token: false, code: false },
  magic_link: { email: true, password: null, token: false, code: false },
  update_password: { email: false, password: "new", token: false, code: false },
  verify_otp: { email: true, password: null, token: true, code: false },
  mfa_challenge: { email: false, password: null, token: false, code: true },
  confirm_link: { email: false, password: null, token: false, code: false },
};

function unreachable(formData: FormData) {
  const email = formData.get("email");
  return {
    ok: false as const,
    message: authMessages.unreachable,
    ...(typeof email === "string" ? { values: { email } } : {}),
  };
}

function noticeOf(state: AuthResult) {
  return state.ok ? { message: state.message } : { error: state.message };
}

/** A real <form> posting to its server action, so it also works without JavaScript. */
export function AuthForm({
  view,
  notice,
  defaultEmail,
  next,
  link,
}: {
  view: AuthView;
  notice?: { error?: string | undefined; message?: string | undefined };
  defaultEmail?: string | undefined;
  /** Where the view goes once signed in: the admin page a link asked for, or the dashboard. */
  next?: string | undefined;
  /** The e-mail link the confirm view spends. */
  link?: { tokenHash: string; type: string } | undefined;
}) {
  const { state, formAction, submit, isPending } = useResilientActionState(
    ACTIONS[view],
    unreachable,
    // Without JavaScript the confirm view answers on its own address, which holds the link.
    view === "confirm_link" ? undefined : `/login?view=${view}`,
  );
  const id = useId();
  const fields = FIELDS[view];
  const texts = viewTexts[view];
  const shown = state ? noticeOf(state) : (notice ?? {});

  return (
    <form
      action={formAction}
      onSubmit={submitWith(submit)}
      className="grid gap-5"
      noValidate={view === "magic_link"}
    >
      <AuthNotice error={shown.error} message={shown.message} />
      {fields.email ? (
        <TextField
          id={`${id}-email`}
          name="email"
          label="Email address"
          required={view !== "magic_link" && "native"}
          type="email"
          autoComplete={view === "verify_otp" ? "email" : "username"}
          placeholder="Your email address"
          defaultValue={state?.values?.email ?? defaultEmail ?? ""}
        />
      ) : null}
      {fields.password ? (
        <TextField
          id={`${id}-password`}
          name="password"
          label={
            view === "sign_in"
              ? "Your Password"
              : view === "sign_up"
                ? "Create a Password"
                : "New password"
          }
          required="native"
          type="password"
          autoComplete={fields.password === "new" ? "new-password" : "current-password"}
          placeholder={fields.password === "new" ? "Your new password" : "Your password"}
        />
      ) : null}
      {fields.token ? (
        <TextField
          id={`${id}-token`}
          name="token"
          label="Code from the e-mail"
          required="native"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code"
        />
      ) : null}
      {fields.code ? (
        <>
          <TextField
            id={`${id}-code`}
            name="code"
            label="Authentication code"
            description="The 6-digit code your authenticator app shows now. Each code works once."
            required="native"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- this view asks for the code alone
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="6-digit code"
          />
        </>
      ) : null}
      {next ? <input type="hidden" name="next" value={next} /> : null}
      {link ? (
        <>
          <input type="hidden" name="token_hash" value={link.tokenHash} />
          <input type="hidden" name="type" value={link.type} />
        </>
      ) : null}
      <Button type="submit" variant="brand" size="lg" disabled={isPending} className="w-full">
        {isPending ? texts.pending : texts.button}
      </Button>
    </form>
  );
}

export function ProviderButtons({
  enabled,
}: {
  enabled: readonly (typeof OAUTH_PROVIDERS)[number]["id"][];
}) {
  const { state, formAction, submit, isPending } = useResilientActionState(
    oauthAction,
    unreachable,
    "/login",
  );
  return (
    <div className="grid gap-3">
      <AuthNotice error={state && !state.ok ? state.message : undefined} />
      {OAUTH_PROVIDERS.filter(({ id }) => enabled.includes(id)).map((provider) => (
        <form key={provider.id} action={formAction} onSubmit={submitWith(submit)}>
          <input type="hidden" name="provider" value={provider.id} />
          <Button type="submit" variant="outline" size="lg" disabled={isPending} className="w-full">
            {provider.id === "google" ? <GoogleIcon /> : <GitHubIcon />}
            {provider.label}
          </Button>
        </form>
      ))}
    </div>
  );
}

export function ViewLink({ view, children }: { view: AuthView; children: React.ReactNode }) {
  return (
    <Link
      href={view === "sign_in" ? "/login" : `/login?view=${view}`}
      className="rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
    >
      {children}
    </Link>
  );
}
