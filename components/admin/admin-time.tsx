import { formatAdminDate } from "@/lib/admin/format";

/** A timestamp as the admin area shows it, with the machine-readable instant. */
export function AdminTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatAdminDate(iso)}</time>;
}
