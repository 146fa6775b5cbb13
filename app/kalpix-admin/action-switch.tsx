"use client";

import { useId, useOptimistic, useTransition } from "react";
import { toast } from "sonner";

import { afterNextPaint } from "@/lib/after-next-paint";
import type { ActionResult } from "@/lib/schemas/action-result";
import { Switch } from "@/components/ui/switch";
import { callAction } from "@/components/forms/use-resilient-action";

/**
 * A switch whose every flip is a server action: it shows the new state at once, toasts the
 * action's message and falls back to the saved state on failure, including a request that never
 * reached the server (then `failed` is the toast). The flipped state stays until the action has
 * answered: a successful answer carries the reloaded list (see handleModeration), so the switch
 * goes from the flip straight to the saved new state, never back to the old one in between.
 * The action is sent once the flip has been painted: sending it is work the click need not wait
 * for. While the action is on its way the switch is `aria-disabled` and ignores flips, rather than
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
  const [isPending, startTransition] = useTransition();
  const [checked, setChecked] = useOptimistic(saved);
  const labelId = useId();

  return (
    <div className="flex items-center gap-2">
      <Switch
        checked={checked}
        // Until the action has answered, from the flip on.
        aria-disabled={isPending || undefined}
        aria-labelledby={labelId}
        onCheckedChange={(next) => {
          if (isPending) return;
          startTransition(async () => {
            setChecked(next);
            await new Promise<void>((painted) => {
              afterNextPaint(painted);
            });
            const result = await callAction(
              () => change(next),
              () => ({ ok: false, message: failed }),
            );
            if (result.ok) toast.success(result.message);
            else toast.error(result.message);
          });
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
