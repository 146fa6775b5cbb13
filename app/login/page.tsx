import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { site } from "@/content/site";
import { readAuthSettings } from "@/lib/auth/auth-settings";
import { safeNextPath } from "@/lib/auth/safe-next-path";
import { needsCode, readAssurance } from "@/lib/auth/second-factor";
import { getCurrentUser } from "@/lib/auth/session";
import {
  AUTH_ERROR_MESSAGES,
  authErrorMessage,
  parseAuthView,
  UPDATE_PASSWORD_VIEW,
  viewTexts,
  type AuthView,
} from "@/lib/auth/views";
import { authMessages, EMAIL_LINK_TYPES, OAUTH_PROVIDERS } from "@/lib/schemas/auth-fields";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { Logo } from "@/components/layout/logo";

import { AuthForm, ProviderButtons, ViewLink } from "./auth-forms";

export const metadata: Metadata = {
  title: "Admin Login",
  description: `Sign in to the ${site.name} admin area.`,
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function one(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const VIEW_LINKS: Record<AuthView, Array<{ view: AuthView; label: string }>> = {
  sign_in: [
    { view: "magic_link", label: "Send a magic link email" },
    { view: "forgotten_password", label: "Forgot your password?" },
    { view: "sign_up", label: "Don't have an account? Sign up" },
  ],
  sign_up: [{ view: "sign_in", label: "Already have an account? Sign in" }],
  forgotten_password: [
    { view: "magic_link", label: "Send a magic link email" },
    { view: "sign_in", label: "Already have an account? Sign in" },
  ],
  magic_link: [
    { view: "forgotten_password", label: "Forgot your password?" },
    { view: "verify_otp", label: "Have a code from the e-mail? Enter it" },
    { view: "sign_in", label: "Already have an account? Sign in" },
  ],
  update_password: [{ view: "sign_in", label: "Back to sign in" }],
  verify_otp: [
    { view: "magic_link", label: "Send a magic link email" },
    { view: "sign_in", label: "Already have an account? Sign in" },
  ],
  // Signed in already: leaving the code view is signing out (the form below the card).
  mfa_challenge: [],
  confirm_link: [
    { view: "magic_link", label: "Send a magic link email" },
    { view: "sign_in", label: "Already have an account? Sign in" },
  ],
};
const SIGN_UP_CLOSED_LINK = "No account yet? How to get one";

/** The token hash and kind of an e-mail link that /auth/confirm handed over, when both are there. */
function emailLink(params: Record<string, string | string[] | undefined>) {
  const tokenHash = one(params["token_hash"]);
  const type = one(params["type"]);
  if (!tokenHash || !type || !(EMAIL_LINK_TYPES as readonly string[]).includes(type)) return null;
  return { tokenHash, type };
}

export default async function LoginPage({ searchParams }: Props) {
  const params = await searchParams;
  const link = emailLink(params);
  const asked = parseAuthView(params["view"]);
  // The confirm view without a whole link to spend can only fail: the sign-in form says why.
  const linkBroken = asked === "confirm_link" && !link;
  const requested = linkBroken ? "sign_in" : asked;
  let signedIn = false;
  let codeNeeded = false;
  try {
    signedIn = (await getCurrentUser()) !== null;
    if (signedIn) codeNeeded = needsCode(await readAssurance(await createSupabaseServerClient()));
  } catch {
    // Auth unreachable: show the form; submitting it will say so.
  }
  // An authenticator's code is asked after any first factor, whatever view the URL names.
  const view: AuthView = codeNeeded
    ? "mfa_challenge"
    : requested === "mfa_challenge"
      ? "sign_in"
      : requested;
  // Where sign-in goes: the admin page a link asked for, else the dashboard.
  const back = safeNextPath(one(params["next"]));
  const landing = back.startsWith("/login") ? site.adminPath : back;
  const resetting =
    view === "update_password" || (view === "confirm_link" && link?.type === "recovery");
  if (signedIn && !codeNeeded && !resetting) redirect(landing);
  // A reset link of such an account proves the code first, then sets the password.
  const next = requested === "update_password" ? UPDATE_PASSWORD_VIEW : landing;

  const notice = {
    // Only our own wording: the URL carries a code, and anyone can write a link to this page.
    error: linkBroken
      ? AUTH_ERROR_MESSAGES.link_incomplete
      : authErrorMessage(one(params["error"])),
    message:
      one(params["updated"]) === "1" && view === "sign_in"
        ? authMessages.passwordUpdated
        : undefined,
  };
  // Unknown when Auth is unreachable: the form stays, and sending it says what went wrong.
  const settings = await readAuthSettings().catch(() => null);
  const signUpOpen = settings?.signUpOpen ?? true;
  // A button for a provider the project has not switched on could only fail.
  const providers = OAUTH_PROVIDERS.filter(({ id }) => settings?.providers[id] ?? true).map(
    ({ id }) => id,
  );
  const signUpClosed = view === "sign_up" && !signUpOpen;
  const showProviders =
    providers.length > 0 && (view === "sign_in" || (view === "sign_up" && !signUpClosed));
  const links = VIEW_LINKS[view].map((link) =>
    link.view === "sign_up" && !signUpOpen ? { ...link, label: SIGN_UP_CLOSED_LINK } : link,
  );

  return (
    <main
      id="main"
      className="relative isolate flex min-h-dvh items-center justify-center overflow-hidden px-4 py-12"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[28rem] bg-[radial-gradient(60%_60%_at_50%_0%,oklch(0.52_0.22_285/0.35),transparent)]"
      />
      <div className="w-full max-w-md">
        <Link
          href="/"
          className="mx-auto mb-8 flex w-fit rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <Logo name={site.name} />
          <span className="sr-only">: back to the home page</span>
        </Link>
        <div className="rounded-3xl border border-border bg-card/80 p-6 shadow-2xl backdrop-blur sm:p-8">
          <h1 className="text-center font-display text-3xl font-bold tracking-tight">
            Admin Login
          </h1>
          <h2 className="mt-2 text-center text-base font-medium text-muted-foreground">
            {viewTexts[view].heading}
          </h2>
          <div className="mt-8 grid gap-6">
            {showProviders ? (
              <>
                <ProviderButtons enabled={providers} />
                <div className="flex items-center gap-3 text-xs tracking-wider text-muted-foreground uppercase">
                  <span className="h-px flex-1 bg-border" />
                  or with e-mail
                  <span className="h-px flex-1 bg-border" />
                </div>
              </>
            ) : null}
            {view === "confirm_link" ? (
              <p className="text-center text-sm leading-relaxed text-muted-foreground">
                {link?.type === "recovery"
                  ? "You opened the password reset link from your e-mail. Continue to choose a new password."
                  : "You opened a sign-in link from your e-mail. Continue to sign in on this device."}
              </p>
            ) : null}
            {signUpClosed ? (
              <p className="rounded-2xl border border-border bg-white/[0.04] px-5 py-4 text-sm leading-relaxed">
                Sign-ups are closed. Staff accounts are made by an administrator of {site.name}: ask
                one to add you.
              </p>
            ) : (
              <AuthForm
                key={view}
                view={view}
                notice={notice}
                defaultEmail={one(params["email"])}
                next={next}
                link={view === "confirm_link" ? (link ?? undefined) : undefined}
              />
            )}
            {view === "mfa_challenge" ? (
              <div className="grid gap-3 text-center text-sm text-muted-foreground">
                <p>
                  Lost the phone with your authenticator app? An administrator can remove its
                  factor; you then sign in with your password and add a new one.
                </p>
                <form action="/auth/sign-out" method="post">
                  <button
                    type="submit"
                    className="rounded-sm underline-offset-4 hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
                  >
                    Sign out and use another account
                  </button>
                </form>
              </div>
            ) : (
              <nav aria-label="Other ways to sign in" className="flex flex-col items-center gap-2">
                {links.map((link) => (
                  <ViewLink key={link.view} view={link.view}>
                    {link.label}
                  </ViewLink>
                ))}
              </nav>
            )}
          </div>
        </div>
        <p className="mt-6 text-center text-xs text-muted-foreground">
          Staff only. Access is granted by an administrator; signing up alone does not open the
          dashboard.
        </p>
      </div>
    </main>
  );
}
