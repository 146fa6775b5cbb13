import { COMMENT_PREVIEW_LENGTH, truncateText } from "@/lib/admin/format";

/** The comment, truncated in the table, with the full text one click away (works without JS). */
export function ReviewComment({ comment }: { comment: string }) {
  if (comment.length <= COMMENT_PREVIEW_LENGTH) return <p className="break-words">{comment}</p>;
  return (
    <details className="group">
      <summary className="cursor-pointer list-none break-words marker:hidden">
        <span className="group-open:hidden">{truncateText(comment)}</span>
        <span className="ml-1 text-xs font-semibold text-brand group-open:hidden">
          Show full comment
        </span>
        <span className="hidden text-xs font-semibold text-brand group-open:inline">
          Hide full comment
        </span>
      </summary>
      <p className="mt-1 break-words whitespace-pre-line">{comment}</p>
    </details>
  );
}
