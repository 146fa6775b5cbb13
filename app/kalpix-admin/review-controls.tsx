"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { Trash2 } from "lucide-react";
import { toast } from "sonner";

import { deleteReviewAction, setReviewApprovalAction } from "./actions";
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
import { Switch } from "@/components/ui/switch";
import { callAction } from "@/components/forms/use-resilient-action";
import { adminMessages } from "@/lib/schemas/admin";

/** The Approved switch: flips approval, says how it went, and reloads the list. */
export function ApprovalSwitch({ id, approved, reviewer }: { id: string; approved: boolean; reviewer: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? approved;
  const labelId = useId();

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={checked}
        disabled={isPending}
        aria-labelledby={labelId}
        onCheckedChange={(next) => {
          setOptimistic(next);
          startTransition(async () => {
            const result = await callAction(() => setReviewApprovalAction(id, next), () => ({ ok: false }));
            if (result.ok) {
              toast.success(adminMessages.statusUpdated);
              router.refresh();
            } else {
              toast.error(adminMessages.statusFailed);
            }
            setOptimistic(null);
          });
        }}
      />
      <span id={labelId} className="sr-only">
        Approved: review by {reviewer}
      </span>
      <span aria-hidden="true" className="text-xs text-muted-foreground">
        {checked ? "Yes" : "No"}
      </span>
    </div>
  );
}

/** The delete icon, behind an accessible confirmation dialog. */
export function DeleteReviewButton({ id, reviewer }: { id: string; reviewer: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [open, setOpen] = useState(false);

  return (
    <AlertDialog open={open} onOpenChange={setOpen}>
      <AlertDialogTrigger asChild>
        <Button variant="ghost" size="icon" disabled={isPending} className="text-muted-foreground hover:text-destructive">
          <Trash2 aria-hidden="true" />
          <span className="sr-only">Delete review by {reviewer}</span>
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{adminMessages.deleteConfirm}</AlertDialogTitle>
          <AlertDialogDescription>
            The review by {reviewer} is removed for good, from the dashboard and from the public pages.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={() => {
              startTransition(async () => {
                const result = await callAction(() => deleteReviewAction(id), () => ({ ok: false }));
                if (result.ok) {
                  toast.success(adminMessages.deleted);
                  router.refresh();
                } else {
                  toast.error(adminMessages.deleteFailed);
                }
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
