import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AccessMessage } from "@/components/admin/access-message";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { Pagination } from "@/components/admin/pagination";
import { SearchForm } from "@/components/admin/search-form";
import { SubmissionsTable } from "@/components/admin/submissions-table";
import { site } from "@/content/site";
import { adminListHref, parseAdminListParams, type AdminListParams, type Cursor } from "@/lib/admin/list-params";
import { getAdminAccess } from "@/lib/auth/session";
import { listReviewsForAdmin, listSubmissionsForAdmin } from "@/lib/data/admin-lists";

import { ReviewsTable } from "./reviews-table";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The dashboard. It checks the session and is_admin() itself (the proxy's redirect can be
 * bypassed), then renders only the active tab's page of rows, searched in the database.
 */
export default async function AdminDashboardPage({ searchParams }: Props) {
  const params = parseAdminListParams(await searchParams);
  const access = await getAdminAccess();
  if (access.status === "signed-out") redirect("/login");

  const heading = <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>;

  if (access.status === "unavailable") {
    return (
      <AdminFrame brandName={site.name} email={null}>
        {heading}
        <div className="mt-10">
          <AccessMessage kind="error" title="The dashboard is unavailable">
            {access.message} Nothing was changed. Please try again in a moment.
          </AccessMessage>
        </div>
      </AdminFrame>
    );
  }

  if (access.status === "not-admin") {
    return (
      <AdminFrame brandName={site.name} email={access.user.email}>
        {heading}
        <div className="mt-10">
          <AccessMessage kind="forbidden" title="Not authorized">
            <p>
              You are signed in as {access.user.email ?? "this account"}, which is not an admin of {site.name}. Ask an
              administrator to grant access, or log out and sign in with an admin account.
            </p>
          </AccessMessage>
        </div>
      </AdminFrame>
    );
  }

  const hrefFor = (next: Partial<AdminListParams>) => adminListHref(site.adminPath, { ...params, ...next });

  return (
    <AdminFrame brandName={site.name} email={access.user.email}>
      <div className="flex flex-col gap-6">
        {heading}
        <SearchForm action={site.adminPath} tab={params.tab} q={params.q} />
        <AdminTabs
          active={params.tab}
          hrefs={{
            submissions: hrefFor({ tab: "submissions", cursor: null }),
            reviews: hrefFor({ tab: "reviews", cursor: null }),
          }}
        >
          <ActiveList params={params} hrefFor={hrefFor} />
        </AdminTabs>
      </div>
    </AdminFrame>
  );
}

async function ActiveList({
  params,
  hrefFor,
}: {
  params: AdminListParams;
  hrefFor: (next: Partial<AdminListParams>) => string;
}) {
  const searching = params.q !== "";
  const result = params.tab === "reviews" ? await listReviewsForAdmin(params) : await listSubmissionsForAdmin(params);
  if (!result.ok) {
    return (
      <AccessMessage kind="error" title="The list could not be loaded">
        {result.message}
      </AccessMessage>
    );
  }
  const first = result.rows[0];
  const last = result.rows.at(-1);
  return (
    <div className="grid gap-4">
      {result.table === "reviews" ? (
        <ReviewsTable rows={result.rows} searching={searching} />
      ) : (
        <SubmissionsTable rows={result.rows} searching={searching} />
      )}
      <Pagination
        shown={result.rows.length}
        newestHref={params.cursor ? hrefFor({ cursor: null }) : null}
        newerHref={result.hasNewer && first ? hrefFor({ cursor: cursorAt(first, "newer") }) : null}
        olderHref={result.hasOlder && last ? hrefFor({ cursor: cursorAt(last, "older") }) : null}
      />
    </div>
  );
}

function cursorAt(row: { created_at: string; id: string }, direction: Cursor["direction"]): Cursor {
  return { createdAt: row.created_at, id: row.id, direction };
}
