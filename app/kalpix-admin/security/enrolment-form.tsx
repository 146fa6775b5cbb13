"use client";

import { useId } from "react";
import Link from "next/link";

import { Button } from "@/components/ui/button";
import { AuthNotice } from "@/components/auth/auth-notice";
import { TextField } from "@/components/forms/text-field";
import { submitWith, useResilientActionState } from "@/components/forms/use-resilient-action";

import { confirmEnrolmentAction, sendEnrolmentCodeAction, startEnrolmentAction } from "./actions";
import { unreachable } from "./unreachable";

/** The raw SVG supabase-js hands over holds `#` and quotes, which end or break a data URL. */
function qrImageSource(qrCode: string): string {
  const svg = qrCode.slice(qrCode.indexOf(",") + 1);
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const useMailCodeRequest = () => useResilientActionState(sendEnrolmentCodeAction, unreachable);

/** The first app of an account proves its mailbox first: a code e-mailed to the account's address. */
function MailCodeRequest({ sent }: { sent: ReturnType<typeof useMailCodeRequest> }) {
  return (
    <form
      action={sent.formAction}
      onSubmit={submitWith(sent.submit)}
      className="grid max-w-md gap-3"
    >
      <h3 className="font-semibold">Step 1 of 2: prove this is your account</h3>
      <p className="text-sm text-muted-foreground">
        We e-mail a 6-digit code to your address, so a password alone can never add an app.
      </p>
      <AuthNotice
        error={sent.state && !sent.state.ok ? sent.state.message : undefined}
        message={sent.state?.ok ? sent.state.message : undefined}
      />
      <Button
        type="submit"
        variant={sent.state?.ok ? "outline" : "brand"}
        disabled={sent.isPending}
        className="w-fit"
      >
        {sent.isPending
          ? "Sending ..."
          : sent.state?.ok
            ? "E-mail me a new code"
            : "E-mail me a code"}
      </Button>
    </form>
  );
}

export function EnrolmentForm({
  first,
  needsMailCode,
  dashboardHref,
}: {
  first: boolean;
  needsMailCode: boolean;
  dashboardHref: string;
}) {
  const id = useId();
  const sent = useMailCodeRequest();
  const start = useResilientActionState(startEnrolmentAction, unreachable);
  const confirm = useResilientActionState(confirmEnrolmentAction, unreachable);
  const enrolment = start.state?.ok ? start.state.values : undefined;

  if (confirm.state?.ok) {
    return (
      <div className="grid gap-4">
        <AuthNotice message={confirm.state.message} />
        <Button asChild variant="brand" className="w-fit">
          <Link href={dashboardHref}>Open the dashboard</Link>
        </Button>
      </div>
    );
  }

  if (!enrolment?.factorId || !enrolment.qrCode || !enrolment.secret) {
    return (
      <div className="grid gap-6">
        {needsMailCode ? <MailCodeRequest sent={sent} /> : null}
        <form
          action={start.formAction}
          onSubmit={submitWith(start.submit)}
          className="grid max-w-md gap-4"
        >
          {needsMailCode ? <h3 className="font-semibold">Step 2 of 2: set up the app</h3> : null}
          <AuthNotice error={start.state && !start.state.ok ? start.state.message : undefined} />
          {needsMailCode ? (
            <TextField
              id={`${id}-mail-code`}
              name="mailCode"
              label="Code from the e-mail"
              required="native"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="6-digit code"
            />
          ) : null}
          <TextField
            id={`${id}-name`}
            name="name"
            label="Name (optional)"
            maxLength={60}
            placeholder={first ? "My phone" : "My second phone"}
            autoComplete="off"
          />
          <Button
            type="submit"
            variant={needsMailCode && !sent.state?.ok ? "outline" : "brand"}
            disabled={start.isPending}
            className="w-fit"
          >
            {start.isPending ? "Preparing ..." : "Set up an authenticator app"}
          </Button>
        </form>
      </div>
    );
  }

  return (
    <div className="grid gap-6 md:grid-cols-[auto_1fr] md:items-start">
      <figure className="grid justify-items-center gap-3">
        {/* A data URL: next/image has nothing to optimise, and no request leaves the page. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img
          src={qrImageSource(enrolment.qrCode)}
          alt="QR code to scan with your authenticator app"
          width={208}
          height={208}
          className="rounded-2xl bg-white p-2"
        />
        <figcaption className="text-sm text-muted-foreground">
          Scan with Google Authenticator, 1Password, Authy or any TOTP app.
        </figcaption>
      </figure>
      <form
        action={confirm.formAction}
        onSubmit={submitWith(confirm.submit)}
        className="grid max-w-md gap-4"
      >
        <AuthNotice
          error={
            confirm.state && !confirm.state.ok && !confirm.state.fieldErrors
              ? confirm.state.message
              : undefined
          }
        />
        <div className="grid gap-2">
          <p className="text-sm font-medium" id={`${id}-secret-label`}>
            Can&apos;t scan? Type this key into the app instead
          </p>
          <code
            aria-labelledby={`${id}-secret-label`}
            className="rounded-xl border border-border bg-muted px-3 py-2 font-mono text-sm tracking-wider break-all select-all"
          >
            {enrolment.secret}
          </code>
        </div>
        <input type="hidden" name="factorId" value={enrolment.factorId} />
        <TextField
          id={`${id}-code`}
          name="code"
          label="Code from the app"
          error={
            confirm.state && !confirm.state.ok
              ? confirm.state.fieldErrors?.["code"]?.[0]
              : undefined
          }
          required="native"
          inputMode="numeric"
          autoComplete="one-time-code"
          placeholder="6-digit code"
        />
        <Button type="submit" variant="brand" disabled={confirm.isPending} className="w-fit">
          {confirm.isPending ? "Verifying ..." : "Verify and turn on"}
        </Button>
      </form>
    </div>
  );
}
