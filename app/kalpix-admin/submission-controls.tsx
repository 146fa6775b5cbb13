"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "sonner";

import { Switch } from "@/components/ui/switch";
import { callAction } from "@/components/forms/use-resilient-action";
import { adminMessages } from "@/lib/schemas/admin";

import { setSubmissionHandledAction } from "./actions";

/** The Handled switch: marks an enquiry dealt with (or new again), says how it went, reloads the list. */
export function HandledSwitch({ id, handled, sender }: { id: string; handled: boolean; sender: string }) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? handled;
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
            const result = await callAction(() => setSubmissionHandledAction(id, next), () => ({ ok: false }));
            if (result.ok) {
              toast.success(next ? adminMessages.markedHandled : adminMessages.markedNew);
              router.refresh();
            } else {
              toast.error(adminMessages.handledFailed);
            }
            setOptimistic(null);
          });
        }}
      />
      <span id={labelId} className="sr-only">
        Handled: message from {sender}
      </span>
      <span aria-hidden="true" className="text-xs text-muted-foreground">
        {checked ? "Yes" : "No"}
      </span>
    </div>
  );
}
