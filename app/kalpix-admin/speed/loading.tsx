import { site } from "@/content/site";
import { AdminFrame } from "@/components/admin/admin-frame";
import { SpeedHeading } from "@/components/admin/vitals/speed-heading";
import { SpeedReportLoading } from "@/components/admin/vitals/speed-report-loading";

/** Shown the moment the page is opened, while the access check and the report's query run. */
export default function SpeedLoading() {
  return (
    <AdminFrame brandName={site.name} email={null} current="speed">
      <div className="flex flex-col gap-8">
        <SpeedHeading />
        <SpeedReportLoading />
      </div>
    </AdminFrame>
  );
}
