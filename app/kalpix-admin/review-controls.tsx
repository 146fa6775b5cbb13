"use client";

import { adminMessages } from "@/lib/schemas/admin-messages";
import { Button } from "@/components/ui/button";
import { ConfirmedAction } from "@/components/admin/confirmed-action";
import { Icon } from "@/components/page/icon";

import { ActionSwitch } from "./action-switch";
import { deleteReviewAction, setReviewApprovalAction, setReviewSpamAction } from "./actions";
import { SpamButton } from "./spam-button";

export function ApprovalSwitch({
  id,
  approved,
  reviewer,
}: {
  id: string;
  approved: boolean;
  reviewer: string;
}) {
  return (
    <ActionSwitch
      checked={approved}
      label={`Approved: review by ${reviewer}`}
      change={(next) => setReviewApprovalAction(id, next)}
      failed={adminMessages.statusFailed}
    />
  );
}

export function ReviewSpamButton({
  id,
  spam,
  reviewer,
}: {
  id: string;
  spam: boolean;
  reviewer: string;
}) {
  return (
    <SpamButton
      spam={spam}
      label={`review by ${reviewer}`}
      move={(next) => setReviewSpamAction(id, next)}
      failed={adminMessages.reviewSpamFailed}
    />
  );
}

export function DeleteReviewButton({ id, reviewer }: { id: string; reviewer: string }) {
  return (
    <ConfirmedAction
      trigger={(isPending) => (
        <Button
          variant="ghost"
          size="icon"
          disabled={isPending}
          className="text-muted-foreground hover:text-destructive"
        >
          <Icon name="trash" />
          <span className="sr-only">Delete review by {reviewer}</span>
        </Button>
      )}
      title={adminMessages.deleteConfirm}
      description={`The review by ${reviewer} is removed for good, from the dashboard and from the public pages.`}
      confirm="Delete"
      // A deletion's answer carries the reloaded list (see handleModeration).
      run={() => deleteReviewAction(id)}
      failed={adminMessages.deleteFailed}
    />
  );
}
