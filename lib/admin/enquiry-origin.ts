import type { FormSubmission } from "@/lib/database-rows";

export type OriginRow = Pick<
  FormSubmission,
  | "landing_page"
  | "referrer_origin"
  | "utm_medium"
  | "utm_campaign"
  | "utm_term"
  | "utm_content"
  | "sent_from"
>;

export function campaignText(row: OriginRow): string | null {
  const parts = [
    row.utm_campaign,
    row.utm_medium && `medium ${row.utm_medium}`,
    row.utm_term && `term ${row.utm_term}`,
    row.utm_content && `content ${row.utm_content}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(" · ") : null;
}

export function originFacts(row: OriginRow): { term: string; value: string }[] {
  const facts: [string, string | null][] = [
    ["Campaign", campaignText(row)],
    ["Landing page", row.landing_page],
    ["Referrer", row.referrer_origin],
    ["Sent from", row.sent_from],
  ];
  return facts.flatMap(([term, value]) => (value ? [{ term, value }] : []));
}
