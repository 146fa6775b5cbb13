import { rejectionReasons, verifiedMark, type RejectionReason } from "@/content/reviews";
import type { Review } from "@/lib/database-rows";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";
import { ReviewComment } from "@/components/admin/review-comment";
import { NotWhileSpam, SpamBadge } from "@/components/admin/spam-badge";
import { StarRating } from "@/components/admin/star-rating";

import { ApprovalSwitch, DeleteReviewButton, ReviewSpamButton } from "./review-controls";
import { RejectControl, ReplyEditor } from "./review-moderation";

export function ReviewsTable({
  rows,
  emptyText,
  replies = {},
}: {
  rows: Review[];
  emptyText: string;
  /** The public reply under each review, by the review's id. */
  replies?: Record<string, string>;
}) {
  return (
    <DataTable label="Reviews">
      <thead>
        <tr>
          <Th className="w-40">Date</Th>
          <Th className="w-40">Name</Th>
          <Th className="w-32">Rating</Th>
          <Th>Comment</Th>
          <Th className="w-28">Approved</Th>
          <Th className="w-64">Actions</Th>
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
                {row.verified ? (
                  <span className="mt-1 block text-xs font-semibold text-emerald-300">
                    {verifiedMark.label}
                    {row.project ? (
                      <span className="block font-normal text-muted-foreground">{row.project}</span>
                    ) : null}
                  </span>
                ) : null}
              </Td>
              <Td label="Rating">
                <StarRating rating={row.rating} />
              </Td>
              <Td label="Comment">
                <ReviewComment comment={row.comment} />
                {row.rejection_reason ? (
                  <p className="mt-2 text-xs font-semibold text-red-300">
                    Rejected: {rejectionReasons[row.rejection_reason as RejectionReason]}
                  </p>
                ) : null}
                {replies[row.id] ? (
                  <p className="mt-2 border-l-2 border-brand/60 pl-2 text-xs whitespace-pre-line text-muted-foreground">
                    {replies[row.id]}
                  </p>
                ) : null}
                {row.approved ? (
                  <div className="mt-2">
                    <ReplyEditor
                      reviewId={row.id}
                      reviewer={row.name}
                      reply={replies[row.id] ?? null}
                    />
                  </div>
                ) : null}
              </Td>
              <Td label="Approved">
                {row.spam_reason ? (
                  <NotWhileSpam />
                ) : (
                  <ApprovalSwitch id={row.id} approved={row.approved} reviewer={row.name} />
                )}
              </Td>
              <Td label="Actions">
                <div className="flex flex-wrap items-center gap-1.5">
                  {row.spam_reason || row.rejection_reason ? null : (
                    <RejectControl id={row.id} reviewer={row.name} />
                  )}
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
