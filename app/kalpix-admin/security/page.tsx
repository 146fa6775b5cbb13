import type { Metadata } from "next";

import { site } from "@/content/site";
import { adminPageAccess } from "@/lib/auth/admin-page-access";
import {
  listAuthenticatorApps,
  readAssurance,
  type AuthenticatorApp,
} from "@/lib/auth/second-factor";
import { confirmedFactorIds } from "@/lib/data/factor-approvals";
import { createSupabaseServerClient } from "@/lib/supabase/server";
import { AccessRefused } from "@/components/admin/access-refused";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AuthNotice } from "@/components/auth/auth-notice";
import { Icon } from "@/components/page/icon";

import { EnrolmentForm } from "./enrolment-form";
import { RemoveFactorForm } from "./remove-factor-form";

export const metadata: Metadata = {
  title: "Account security",
  robots: { index: false, follow: false },
};

const dateFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SecurityPage({ searchParams }: Props) {
  const removed = (await searchParams)["removed"] === "1";
  const access = await adminPageAccess({ enrolling: true });
  const heading = (
    <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Account security</h1>
  );
  if (access.status === "unavailable" || access.status === "not-admin") {
    return (
      <AccessRefused
        access={access}
        heading={heading}
        unavailableTitle="Security settings are unavailable"
      >
        Only admins of {site.name} manage their second factor here.
      </AccessRefused>
    );
  }

  let apps: AuthenticatorApp[] | null = null;
  let confirmed = new Set<string>();
  let proven = false;
  try {
    const supabase = await createSupabaseServerClient();
    apps = await listAuthenticatorApps(supabase);
    const ids = await confirmedFactorIds(supabase);
    if (!ids.ok) throw new Error("confirmed apps not read");
    confirmed = ids.data;
    proven = (await readAssurance(supabase))?.verified === true;
  } catch (error) {
    apps = null;
    console.error("Authenticator apps could not be listed:", error);
  }
  const unconfirmed = (apps ?? []).filter((app) => !confirmed.has(app.id));
  const mustEnrol = access.status === "needs-enrolment";

  return (
    <AdminFrame brandName={site.name} email={access.user.email} current="security">
      <div className="flex max-w-3xl flex-col gap-8">
        <div className="grid gap-3">
          {heading}
          <p className="text-muted-foreground">
            A second factor keeps enquiries and reviews closed to anyone who learns your password:
            after it, each sign-in asks for the 6-digit code your authenticator app shows.
          </p>
        </div>
        {removed ? <AuthNotice message="Authenticator app removed." /> : null}
        {unconfirmed.length > 0 ? (
          <p
            role="alert"
            className="rounded-2xl border border-coral/60 bg-coral/10 px-5 py-4 text-sm font-medium"
          >
            An authenticator app was added to this account without the code we e-mail, so it opens
            nothing. If you did not add it, someone knows your password: remove the app below, then
            change your password.
          </p>
        ) : null}
        {mustEnrol ? (
          <p
            role="alert"
            className="rounded-2xl border border-coral/60 bg-coral/10 px-5 py-4 text-sm font-medium"
          >
            An authenticator app is required for admins of {site.name}. Add one below to open the
            dashboard.
          </p>
        ) : null}

        <section
          aria-labelledby="apps-heading"
          className="rounded-3xl border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="apps-heading" className="flex items-center gap-2 font-display text-xl font-bold">
            <Icon name="shield-check" className="size-5 text-brand" />
            Authenticator apps
          </h2>
          {apps === null ? (
            <p role="alert" className="mt-4 text-sm text-muted-foreground">
              The sign-in service is not reachable, so your apps cannot be listed. Please reload in
              a moment.
            </p>
          ) : apps.length === 0 ? (
            <p className="mt-4 text-sm text-muted-foreground">
              None yet: this account signs in with its password alone.
            </p>
          ) : (
            <ul className="mt-4 divide-y divide-border">
              {apps.map((app) => {
                const label = app.name ?? "Authenticator app";
                return (
                  <li
                    key={app.id}
                    className="flex flex-wrap items-center justify-between gap-4 py-4"
                  >
                    <div className="flex items-center gap-3">
                      <Icon name="smartphone" className="size-5 text-muted-foreground" />
                      <div>
                        <p className="font-medium">{label}</p>
                        <p className="text-sm text-muted-foreground">
                          Added {dateFormat.format(new Date(app.addedAt))}
                          {confirmed.has(app.id) ? null : " · not confirmed by e-mail"}
                        </p>
                      </div>
                    </div>
                    <RemoveFactorForm factorId={app.id} label={label} />
                  </li>
                );
              })}
            </ul>
          )}
        </section>

        <section
          aria-labelledby="add-heading"
          className="rounded-3xl border border-border bg-card p-6 sm:p-8"
        >
          <h2 id="add-heading" className="font-display text-xl font-bold">
            Add an authenticator app
          </h2>
          <div className="mt-6">
            <EnrolmentForm
              first={(apps?.length ?? 0) === 0}
              needsMailCode={!proven}
              dashboardHref={site.adminPath}
            />
          </div>
          <p className="mt-6 border-t border-border pt-4 text-sm text-muted-foreground">
            Lost your phone? Ask an administrator to reset your account: its apps are removed and
            you get a new password, then you add a new app here.
          </p>
        </section>
      </div>
    </AdminFrame>
  );
}
