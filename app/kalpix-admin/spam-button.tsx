"use client";

import { useTransition } from "react";
import { toast } from "sonner";

import type { ActionResult } from "@/lib/schemas/action-result";
import { Button } from "@/components/ui/button";
import { callAction } from "@/components/forms/use-resilient-action";

/**
 * One click moves a row into spam ("Spam") or out of it ("Not spam"). As with the switches
 * (action-switch.tsx): the action's toast, `failed` for a request that never reached the server,
 * and `aria-disabled` rather than `disabled` while the action is on its way, so keyboard focus
 * stays on the button. A success carries the reloaded list (see handleModeration), which the row
 * has left for the other one.
 */
export function SpamButton({
  spam,
  label,
  move,
  failed,
}: {
  /** Whether the row is spam now. */
  spam: boolean;
  /** Which row, for assistive technology: "message from Asha" names "Spam: message from Asha". */
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
          if (result.ok) toast.success(result.message);
          else toast.error(result.message);
        });
      }}
    >
      {spam ? "Not spam" : "Spam"}
    </Button>
  );
}
