"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";

import { adminMessages } from "@/lib/schemas/admin-messages";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/forms/use-resilient-action";
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
  const [isPending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          disabled={isPending}
          className="text-muted-foreground hover:text-destructive"
        >
          <Icon name="trash" />
          <span className="sr-only">Delete review by {reviewer}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminMessages.deleteConfirm}</AlertDialogTitle>
          <AlertDialogDescription>
            The review by {reviewer} is removed for good, from the dashboard and from the public
            pages.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              startTransition(async () => {
                const result = await callAction(
                  () => deleteReviewAction(id),
                  () => ({ ok: false, message: adminMessages.deleteFailed }),
                );
                // A deletion's answer carries the reloaded list (see handleModeration).
                if (result.ok) toast.success(result.message);
                else toast.error(result.message);
              });
            }}
          >
            Delete
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
