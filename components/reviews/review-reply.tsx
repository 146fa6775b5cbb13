import { replyLabel } from "@/content/reviews";

import { replyDate } from "./review-dates";

/** Staff's words, rendered as text like the review above them. */
export function ReviewReply({ body, updatedAt }: { body: string; updatedAt: string }) {
  return (
    <div className="rounded-xl border-l-2 border-brand/60 bg-white/[0.03] px-4 py-3">
      <p className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
        <span className="font-semibold text-foreground">{replyLabel}</span>
        <time dateTime={updatedAt} className="text-muted-foreground">
          {replyDate(updatedAt)}
        </time>
      </p>
      <p className="mt-1.5 leading-relaxed break-words whitespace-pre-line text-muted-foreground">
        {body}
      </p>
    </div>
  );
}
