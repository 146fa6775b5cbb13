import type { Review } from "@/lib/database-rows";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";
import { ReviewComment } from "@/components/admin/review-comment";
import { NotWhileSpam, SpamBadge } from "@/components/admin/spam-badge";
import { StarRating } from "@/components/admin/star-rating";

import { ApprovalSwitch, DeleteReviewButton, ReviewSpamButton } from "./review-controls";

export function ReviewsTable({ rows, emptyText }: { rows: Review[]; emptyText: string }) {
  return (
    <DataTable label="Reviews">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th className="w-40">Name</Th>
          <Th className="w-32">Rating</Th>
          <Th>Comment</Th>
          <Th className="w-28">Approved</Th>
          <Th className="w-36">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>{emptyText}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id} highlight={!row.approved && !row.spam_reason}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.created_at} />
                {row.spam_reason ? <SpamBadge reason={row.spam_reason} /> : null}
              </Td>
              <Td label="Name" className="font-medium break-words">
                {row.name}
              </Td>
              <Td label="Rating">
                <StarRating rating={row.rating} />
              </Td>
              <Td label="Comment">
                <ReviewComment comment={row.comment} />
              </Td>
              <Td label="Approved">
                {row.spam_reason ? (
                  <NotWhileSpam />
                ) : (
                  <ApprovalSwitch id={row.id} approved={row.approved} reviewer={row.name} />
                )}
              </Td>
              <Td label="Actions">
                <div className="flex items-center gap-1">
                  {/* A published review is unapproved first, so the audit trail logs it. */}
                  {row.approved ? null : (
                    <ReviewSpamButton
                      id={row.id}
                      spam={Boolean(row.spam_reason)}
                      reviewer={row.name}
                    />
                  )}
                  <DeleteReviewButton id={row.id} reviewer={row.name} />
                </div>
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
