import { ADMIN_TIME_ZONE } from "@/lib/admin/format";

// Reviews and replies are dated in the agency's own time zone, as the dashboard shows them.
const TIME_ZONE = ADMIN_TIME_ZONE.id;

const dayFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const monthFormat = new Intl.DateTimeFormat("en-GB", {
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

export const replyDate = (iso: string) => dayFormat.format(new Date(iso));
export const reviewMonth = (iso: string) => monthFormat.format(new Date(iso));
