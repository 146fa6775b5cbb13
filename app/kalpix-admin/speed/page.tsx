import type { Metadata } from "next";

import { site } from "@/content/site";
import { formatVitalDay, parseVitalsDays } from "@/lib/admin/vitals-report";
import { adminPageAccess } from "@/lib/auth/admin-page-access";
import { getWebVitalsReport } from "@/lib/data/web-vitals-report";
import { AccessMessage } from "@/components/admin/access-message";
import { AccessRefused } from "@/components/admin/access-refused";
import { AdminFrame } from "@/components/admin/admin-frame";
import { speedPath } from "@/components/admin/admin-pages";
import { SpeedHeading } from "@/components/admin/vitals/speed-heading";
import { SpeedReport } from "@/components/admin/vitals/speed-report";
import { WindowLinks } from "@/components/admin/vitals/window-links";

export const metadata: Metadata = {
  title: "Speed from real visits",
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function SpeedPage({ searchParams }: Props) {
  const days = parseVitalsDays(await searchParams);
  const access = await adminPageAccess();

  const heading = <SpeedHeading />;

  if (access.status === "unavailable" || access.status === "not-admin") {
    return (
      <AccessRefused
        access={access}
        heading={heading}
        unavailableTitle="The speed report is unavailable"
      >
        Only admins of {site.name} can see the speed report.
      </AccessRefused>
    );
  }

  const report = await getWebVitalsReport(days);

  return (
    <AdminFrame brandName={site.name} email={access.user.email} current="speed">
      <div className="flex flex-col gap-8">
        <div className="grid max-w-3xl gap-3">
          {heading}
          <p className="text-muted-foreground">
            What visitors&apos; browsers measured over the last {days} days
            {report.ok ? `, since ${formatVitalDay(report.data.since)}` : ""}. Each figure is the
            75th percentile (p75): 3 in 4 visits got this or better. Search engines rate a page by
            it.
          </p>
          <WindowLinks basePath={speedPath} days={days} />
        </div>
        {report.ok ? (
          <SpeedReport report={report.data} />
        ) : (
          <AccessMessage kind="error" title="The speed report could not be loaded">
            Nothing was changed. Reload the page to try again; if it keeps failing, the database may
            be down.
          </AccessMessage>
        )}
      </div>
    </AdminFrame>
  );
}
