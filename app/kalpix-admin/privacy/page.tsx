import type { Metadata } from "next";

import { site } from "@/content/site";
import { adminPageAccess } from "@/lib/auth/admin-page-access";
import { privacyRequestSchema, readPrivacyRequest } from "@/lib/schemas/privacy-request.schema";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";
import { AccessRefused } from "@/components/admin/access-refused";
import { AdminFrame } from "@/components/admin/admin-frame";

import { ErasureResult } from "./erasure-result";
import { PersonResults } from "./person-results";
import { readErasedCounts, readErasureRecord } from "./request-links";
import { RequestSearchForm } from "./request-search-form";

export const metadata: Metadata = {
  title: "Personal data requests",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PrivacyRequestsPage({ searchParams }: Props) {
  const params = await searchParams;
  const access = await adminPageAccess();

  const heading = (
    <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">
      Personal data requests
    </h1>
  );

  if (access.status === "unavailable" || access.status === "not-admin") {
    return (
      <AccessRefused
        access={access}
        heading={heading}
        unavailableTitle="Data requests are unavailable"
      >
        Only admins of {site.name} answer personal data requests.
      </AccessRefused>
    );
  }

  const erased = readErasedCounts(params);
  // A fresh visit asks nothing yet; a submitted form always sends both fields, empty or not.
  const asked = "email" in params || "name" in params;
  const values = readPrivacyRequest(params);
  const parsed = asked ? privacyRequestSchema.safeParse(values) : null;
  const invalid = parsed && !parsed.success ? parsed.error : null;
  const formMessage = invalid?.issues.find((issue) => issue.path.length === 0)?.message ?? null;

  return (
    <AdminFrame brandName={site.name} email={access.user.email} current="privacy">
      <div className="flex flex-col gap-8">
        <div className="grid max-w-3xl gap-3">
          {heading}
          <p className="text-muted-foreground">
            When someone asks what {site.name} holds about them, for a copy of it, or for it to be
            erased: find them here, send them the JSON export, and erase it all if they ask.
          </p>
        </div>
        {erased ? <ErasureResult counts={erased} record={readErasureRecord(params)} /> : null}
        <RequestSearchForm
          values={values}
          fieldErrors={invalid ? fieldErrorsFromZod(invalid) : {}}
          message={formMessage}
        />
        {parsed?.success ? (
          <PersonResults query={parsed.data} confirm={params["confirm"] === "1"} />
        ) : null}
      </div>
    </AdminFrame>
  );
}
