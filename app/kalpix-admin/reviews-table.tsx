import type { Review } from "@/lib/database-rows";
import { AdminTime } from "@/components/admin/admin-time";
import { DataTable, EmptyRow, Td, Th, Tr } from "@/components/admin/data-table";
import { ReviewComment } from "@/components/admin/review-comment";
import { StarRating } from "@/components/admin/star-rating";

import { ApprovalSwitch, DeleteReviewButton } from "./review-controls";

/**
 * Tab 'Reviews': Date, Name, Rating, Comment (truncated), Approved (a switch), Actions (delete).
 * Reviews awaiting moderation stand out.
 */
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
          <Th className="w-20">Actions</Th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <EmptyRow colSpan={6}>{emptyText}</EmptyRow>
        ) : (
          rows.map((row) => (
            <Tr key={row.id} highlight={!row.approved}>
              <Td label="Date" className="whitespace-nowrap text-muted-foreground">
                <AdminTime iso={row.created_at} />
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
                <ApprovalSwitch id={row.id} approved={row.approved} reviewer={row.name} />
              </Td>
              <Td label="Actions">
                <DeleteReviewButton id={row.id} reviewer={row.name} />
              </Td>
            </Tr>
          ))
        )}
      </tbody>
    </DataTable>
  );
}
