/** The zone every staff date is shown in, named where a file or a page must say it. */
export const ADMIN_TIME_ZONE = { id: "Asia/Kolkata", label: "India time", offset: "UTC+5:30" };

// India time for all staff, so the server render and every browser show the same time.
const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: ADMIN_TIME_ZONE.id,
});

const spreadsheetFormat = new Intl.DateTimeFormat("en-CA", {
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: ADMIN_TIME_ZONE.id,
});

/** "2026-01-02 08:34": sortable, and read as a date and time by spreadsheets. */
export function formatAdminSpreadsheetTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const part = Object.fromEntries(
    spreadsheetFormat.formatToParts(date).map(({ type, value }) => [type, value]),
  );
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function formatAdminDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
}

export const COMMENT_PREVIEW_LENGTH = 80;

export function truncateText(text: string, max: number = COMMENT_PREVIEW_LENGTH): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  // A sentence's own full stop or comma before the ellipsis would read as four dots.
  return `${(lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut).trimEnd().replace(/[.,;:]+$/, "")}…`;
}
