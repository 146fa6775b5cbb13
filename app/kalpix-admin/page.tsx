import type { Metadata } from "next";
import { after } from "next/server";

import { site } from "@/content/site";
import {
  ADMIN_STATUSES,
  adminListHref,
  parseAdminListParams,
  type AdminListParams,
  type AdminTab,
  type Cursor,
} from "@/lib/admin/list-params";
import { emptyText, STATUS_LABELS, type StatusCounts } from "@/lib/admin/list-text";
import { adminPageAccess } from "@/lib/auth/admin-page-access";
import { listRecentAudit } from "@/lib/data/admin-audit";
import {
  getDashboardCounts,
  listReviewsForAdmin,
  listSubmissionsForAdmin,
  listSubmissionSources,
  type DashboardCounts,
} from "@/lib/data/admin-lists";
import { purgeExpiredPersonalData } from "@/lib/data/privacy";
import { listReviewReplies } from "@/lib/data/review-replies";
import { deliverStaffNotifications } from "@/lib/notifications/deliver";
import { buttonVariants } from "@/components/ui/button";
import { AccessMessage } from "@/components/admin/access-message";
import { AccessRefused } from "@/components/admin/access-refused";
import { AdminFrame } from "@/components/admin/admin-frame";
import { AdminTabs } from "@/components/admin/admin-tabs";
import { AdminListIntent } from "@/components/admin/list-intent";
import { Pagination } from "@/components/admin/pagination";
import { RecentActivity } from "@/components/admin/recent-activity";
import { SearchForm } from "@/components/admin/search-form";
import { SourceFilter } from "@/components/admin/source-filter";
import { StatusFilter } from "@/components/admin/status-filter";
import { Icon } from "@/components/page/icon";

import { ReviewsTable } from "./reviews-table";
import { SubmissionsTable } from "./submissions-table";

export const metadata: Metadata = {
  title: "Admin Dashboard",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function AdminDashboardPage({ searchParams }: Props) {
  const params = parseAdminListParams(await searchParams);
  const access = await adminPageAccess();

  const heading = (
    <h1 className="font-display text-3xl font-bold tracking-tight sm:text-4xl">Admin Dashboard</h1>
  );

  if (access.status === "unavailable" || access.status === "not-admin") {
    return (
      <AccessRefused
        access={access}
        heading={heading}
        unavailableTitle="The dashboard is unavailable"
      >
        You are signed in as {("user" in access ? access.user.email : null) ?? "this account"},
        which is not an admin of {site.name}. Ask an administrator to grant access, or log out and
        sign in with an admin account.
      </AccessRefused>
    );
  }

  // A staff visit also retries waiting notifications and purges expired data (after the page is sent).
  after(() => Promise.all([deliverStaffNotifications(), purgeExpiredPersonalData()]));
  const hrefFor = (next: Partial<AdminListParams>) =>
    adminListHref(site.adminPath, { ...params, ...next });
  const [counts, activity] = await Promise.all([
    getDashboardCounts({ q: params.q, source: params.source }),
    listRecentAudit(),
  ]);
  const statusCounts = counts.ok ? countsByStatus(counts.data) : null;
  // Under a search the counts are of what matches, not the whole queue.
  const matching = params.q || params.source ? " matching" : "";

  return (
    <AdminFrame brandName={site.name} email={access.user.email} current="dashboard">
      <div className="flex flex-col gap-6">
        {heading}
        <AdminListIntent
          basePath={site.adminPath}
          shown={{ tab: params.tab, status: params.status, q: params.q, source: params.source }}
        >
          <SearchForm
            action={site.adminPath}
            tab={params.tab}
            status={params.status}
            q={params.q}
            source={params.source}
          />
          <AdminTabs
            active={params.tab}
            labels={{
              submissions: counts.ok
                ? `Form Submissions (${counts.data.newSubmissions} new${matching})`
                : "Form Submissions",
              reviews: counts.ok
                ? `Reviews (${counts.data.pendingReviews} pending${matching})`
                : "Reviews",
            }}
          >
            <ActiveList params={params} hrefFor={hrefFor} counts={statusCounts?.[params.tab]} />
          </AdminTabs>
        </AdminListIntent>
        <RecentActivity entries={activity.ok ? activity.data : null} />
      </div>
    </AdminFrame>
  );
}

const LIST_NOT_LOADED =
  "Nothing was changed. Reload the page to try again; if it keeps failing, the database may be down.";

/** Each tab's statuses with their counts under the list's search and source; All is every non-spam row. */
function countsByStatus(counts: DashboardCounts): Record<AdminTab, StatusCounts> {
  return {
    submissions: {
      all: counts.newSubmissions + counts.handledSubmissions,
      new: counts.newSubmissions,
      handled: counts.handledSubmissions,
      spam: counts.spamSubmissions,
    },
    reviews: {
      all: counts.pendingReviews + counts.approvedReviews + counts.rejectedReviews,
      pending: counts.pendingReviews,
      approved: counts.approvedReviews,
      rejected: counts.rejectedReviews,
      spam: counts.spamReviews,
    },
  };
}

async function ActiveList({
  params,
  hrefFor,
  counts,
}: {
  params: AdminListParams;
  hrefFor: (next: Partial<AdminListParams>) => string;
  counts: StatusCounts | undefined;
}) {
  const [loaded, sources] = await Promise.all([
    params.tab === "reviews" ? listReviewsForAdmin(params) : listSubmissionsForAdmin(params),
    params.tab === "submissions" ? listSubmissionSources() : null,
  ]);
  if (!loaded.ok) {
    return (
      <AccessMessage kind="error" title="The list could not be loaded">
        {LIST_NOT_LOADED}
      </AccessMessage>
    );
  }
  const result = loaded.data;
  const replies =
    result.table === "reviews"
      ? await listReviewReplies(result.rows.filter((row) => row.approved).map((row) => row.id))
      : null;
  const first = result.rows[0];
  const last = result.rows.at(-1);
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StatusFilter
          label={params.tab === "reviews" ? "Review status" : "Submission status"}
          tab={params.tab}
          options={ADMIN_STATUSES[params.tab].map((status) => ({
            // Spam waits for nobody and is in no other count: its own says a caught enquiry is there.
            label:
              status === "spam" && counts?.spam !== undefined
                ? `${STATUS_LABELS[status]} (${counts.spam})`
                : STATUS_LABELS[status],
            status,
            href: hrefFor({ status, cursor: null }),
            current: status === params.status,
          }))}
        />
        {params.tab === "submissions" ? (
          <div className="flex flex-wrap items-center gap-3">
            <SourceFilter
              action={site.adminPath}
              status={params.status}
              q={params.q}
              source={params.source}
              options={sources?.ok ? sources.data : null}
            />
            <a
              href={adminListHref(`${site.adminPath}/export/submissions.csv`, {
                ...params,
                tab: "submissions",
                cursor: null,
              })}
              className={buttonVariants({ variant: "outline", size: "sm" })}
            >
              <Icon name="download" />
              Export CSV
            </a>
          </div>
        ) : null}
      </div>
      {result.table === "reviews" ? (
        <ReviewsTable
          rows={result.rows}
          emptyText={emptyText(params, counts)}
          replies={
            replies?.ok
              ? Object.fromEntries(replies.data.map((reply) => [reply.review_id, reply.body]))
              : {}
          }
        />
      ) : (
        <SubmissionsTable rows={result.rows} emptyText={emptyText(params, counts)} />
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
