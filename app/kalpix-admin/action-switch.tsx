"use client";

import { useId, useOptimistic, useTransition } from "react";
import { toast } from "sonner";

import { afterNextPaint } from "@/lib/after-next-paint";
import type { ActionResult } from "@/lib/schemas/action-result";
import { Switch } from "@/components/ui/switch";
import { callAction } from "@/components/forms/use-resilient-action";

// `aria-disabled`, not `disabled`, while the action runs: a disabled control drops the keyboard
// focus, sending a keyboard user back to the top of the page after each flip.
export function ActionSwitch({
  checked: saved,
  label,
  change,
  failed,
}: {
  checked: boolean;
  label: string;
  change: (next: boolean) => Promise<ActionResult>;
  failed: string;
}) {
  const [isPending, startTransition] = useTransition();
  const [checked, setChecked] = useOptimistic(saved);
  const labelId = useId();

  return (
    // Not flex: Chromium never lays out a flex item alone, so the switch's contained boxes could not.
    <div className="whitespace-nowrap">
      <Switch
        checked={checked}
        aria-disabled={isPending || undefined}
        aria-labelledby={labelId}
        className="align-middle"
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
      {/* Sized and contained: its Yes turning No relays out this box, not the whole table. */}
      <span
        aria-hidden="true"
        className="relative ms-2 inline-block h-4 w-6 align-middle text-xs leading-4 text-muted-foreground contain-layout contain-size"
      >
        {checked ? "Yes" : "No"}
      </span>
    </div>
  );
}
