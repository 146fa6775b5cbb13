"use client";

import { useId, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { toast } from "sonner";

import { afterNextPaint } from "@/lib/after-next-paint";
import type { ActionResult } from "@/lib/schemas/action-result";
import { Switch } from "@/components/ui/switch";
import { callAction } from "@/components/forms/use-resilient-action";

/**
 * A switch whose every flip is a server action: it shows the new state at once, toasts the
 * action's message, reloads the list on success and falls back to the saved state on failure,
 * including a request that never reached the server (then `failed` is the toast). The action is
 * sent once the flip has been painted: sending it is work the click need not wait for.
 * While the action is on its way the switch is `aria-disabled` and ignores flips, rather than
 * `disabled`: a disabled control drops the keyboard focus, so a staff member flipping switches
 * with the keyboard would be sent back to the top of the page after each one.
 */
export function ActionSwitch({
  checked: saved,
  label,
  change,
  failed,
}: {
  checked: boolean;
  /** The accessible name, e.g. "Approved: review by Asha". */
  label: string;
  change: (next: boolean) => Promise<ActionResult>;
  failed: string;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const [optimistic, setOptimistic] = useState<boolean | null>(null);
  const checked = optimistic ?? saved;
  const busy = isPending || optimistic !== null;
  const labelId = useId();

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={checked}
        // Until the action has answered, from the flip on.
        aria-disabled={busy || undefined}
        aria-labelledby={labelId}
        onCheckedChange={(next) => {
          if (busy) return;
          setOptimistic(next);
          afterNextPaint(() =>
            startTransition(async () => {
              const result = await callAction(
                () => change(next),
                () => ({ ok: false, message: failed }),
              );
              if (result.ok) {
                toast.success(result.message);
                router.refresh();
              } else {
                toast.error(result.message);
              }
              setOptimistic(null);
            }),
          );
        }}
      />
      <span id={labelId} className="sr-only">
        {label}
      </span>
      <span aria-hidden="true" className="text-xs text-muted-foreground">
        {checked ? "Yes" : "No"}
      </span>
    </div>
  );
}
