"use client";

import { useTransition } from "react";
import { toast } from "sonner";

import type { ActionResult } from "@/lib/schemas/action-result";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/forms/use-resilient-action";

/** `aria-disabled`, not `disabled`, while pending, so keyboard focus stays on the button. */
export function SpamButton({
  spam,
  label,
  move,
  failed,
}: {
  spam: boolean;
  label: string;
  move: (spam: boolean) => Promise<ActionResult>;
  failed: string;
}) {
  const [isPending, startTransition] = useTransition();
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      aria-label={`${spam ? "Not spam" : "Spam"}: ${label}`}
      aria-disabled={isPending || undefined}
      className="h-8 px-3 text-xs aria-disabled:cursor-wait aria-disabled:opacity-60"
      onClick={() => {
        if (isPending) return;
        startTransition(async () => {
          const result = await callAction(
            () => move(!spam),
            () => ({ ok: false, message: failed }),
          );
          if (!result.ok) {
            toast.error(result.message);
            return;
          }
          // One click moves a row out of sight: the toast offers the way back.
          toast.success(result.message, {
            action: {
              label: "Undo",
              onClick: () =>
                void callAction(
                  () => move(spam),
                  () => ({ ok: false, message: failed }),
                ).then((undone) =>
                  undone.ok ? toast.success(undone.message) : toast.error(undone.message),
                ),
            },
          });
        });
      }}
    >
      {spam ? "Not spam" : "Spam"}
    </Button>
  );
}
