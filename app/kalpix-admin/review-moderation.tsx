"use client";

import { useId, useRef, useState } from "react";
import { toast } from "sonner";

import { rejectionReasons, type RejectionReason } from "@/content/reviews";
import { adminMessages } from "@/lib/schemas/admin-messages";
import { replyLimits } from "@/lib/schemas/review-invitation-limits";
import { Button } from "@/components/ui/button";
import { ConfirmedAction } from "@/components/admin/confirmed-action";
import { useToastedAction } from "@/components/admin/use-toasted-action";

import { deleteReplyAction, rejectReviewAction, saveReplyAction } from "./actions";

const REASONS = Object.entries(rejectionReasons) as [RejectionReason, string][];

/** Only the fixed reasons about content: the list is the review policy's. */
export function RejectControl({ id, reviewer }: { id: string; reviewer: string }) {
  const selectId = useId();
  const [reason, setReason] = useState<RejectionReason | "">("");
  const { isPending, run } = useToastedAction();
  return (
    <div className="flex w-full flex-wrap items-center gap-1.5">
      <label htmlFor={selectId} className="sr-only">
        Reason to reject the review by {reviewer}
      </label>
      <select
        id={selectId}
        value={reason}
        onChange={(event) => setReason(event.target.value as RejectionReason | "")}
        // A set width: a select is otherwise as wide as its longest reason, past a phone's edge.
        className="h-8 w-40 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-xs focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <option value="">Reject because…</option>
        {REASONS.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <Button
        type="button"
        variant="outline"
        size="sm"
        aria-disabled={reason === "" || isPending || undefined}
        aria-label={`Reject the review by ${reviewer}`}
        className="h-8 px-3 text-xs aria-disabled:opacity-60"
        onClick={() => {
          if (reason === "") {
            toast.error("Choose why the review is rejected first.");
            return;
          }
          run(() => rejectReviewAction(id, reason), adminMessages.rejectFailed);
        }}
      >
        Reject
      </Button>
    </div>
  );
}

export function ReplyEditor({
  reviewId,
  reviewer,
  reply,
}: {
  reviewId: string;
  reviewer: string;
  reply: string | null;
}) {
  const fieldId = useId();
  const details = useRef<HTMLDetailsElement>(null);
  const { isPending, run } = useToastedAction();
  // Done with it: the reply now shows above, and the editor folds away.
  const close = () => {
    if (details.current) details.current.open = false;
  };
  return (
    <details ref={details} className="group w-full text-sm">
      <summary className="w-fit cursor-pointer rounded-md text-xs font-semibold text-brand hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none">
        {reply ? "Edit public reply" : "Write a public reply"}
        <span className="sr-only"> to the review by {reviewer}</span>
      </summary>
      <form
        className="mt-2 grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          const body = new FormData(event.currentTarget).get("reply");
          run(() => saveReplyAction(reviewId, body), adminMessages.replyFailed, close);
        }}
      >
        <label htmlFor={fieldId} className="text-xs text-muted-foreground">
          Shown under the review with today’s date, signed with the agency’s name.
        </label>
        <textarea
          id={fieldId}
          name="reply"
          rows={3}
          required
          minLength={replyLimits.min}
          maxLength={replyLimits.max}
          defaultValue={reply ?? ""}
          className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm" className="h-8 px-3 text-xs" disabled={isPending}>
            {reply ? "Save reply" : "Publish reply"}
          </Button>
          {reply ? (
            <ConfirmedAction
              trigger={(isDeleting) => (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="h-8 px-3 text-xs hover:text-destructive"
                  disabled={isPending || isDeleting}
                >
                  Delete reply
                </Button>
              )}
              title="Delete the public reply?"
              description={`The agency's reply under the review by ${reviewer} is removed from the public pages for good.`}
              confirm="Delete reply"
              run={() => deleteReplyAction(reviewId)}
              failed={adminMessages.replyDeleteFailed}
              onDone={close}
            />
          ) : null}
        </div>
      </form>
    </details>
  );
}
