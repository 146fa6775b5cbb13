import { originFacts, type OriginRow } from "@/lib/admin/enquiry-origin";
import type { FormSubmission } from "@/lib/database-rows";
import { enquiryReference } from "@/lib/leads/reference";

type EnquiryOriginRow = OriginRow & Pick<FormSubmission, "id" | "source">;

// Origin values come from the visitor's request, so they are shown as text, never as links.
export function EnquiryOrigin({ row }: { row: EnquiryOriginRow }) {
  const facts = [...originFacts(row), { term: "Reference", value: enquiryReference(row.id) }];
  return (
    <dl className="mt-3 grid gap-1 border-t border-border/60 pt-2 text-xs whitespace-normal text-muted-foreground">
      <div className="flex items-baseline gap-2">
        <dt className="w-24 shrink-0">Source</dt>
        <dd className="min-w-0">
          {row.source ? (
            <span className="rounded-full bg-accent px-2 py-0.5 font-semibold break-all text-foreground">
              {row.source}
            </span>
          ) : (
            "Not recorded"
          )}
        </dd>
      </div>
      {facts.map(({ term, value }) => (
        <div key={term} className="flex items-baseline gap-2">
          <dt className="w-24 shrink-0">{term}</dt>
          <dd className="min-w-0 break-all text-foreground/80">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
