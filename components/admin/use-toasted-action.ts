"use client";

import { useTransition } from "react";
import { toast } from "sonner";

import type { ActionResult } from "@/lib/schemas/action-result";
import { callAction } from "@/components/forms/use-resilient-action";

/** Runs a staff action once at a time and says how it went in a toast; `failed` if it never answers. */
export function useToastedAction() {
  const [isPending, startTransition] = useTransition();
  const run = (action: () => Promise<ActionResult>, failed: string, onDone?: () => void) => {
    if (isPending) return;
    startTransition(async () => {
      const result = await callAction(action, () => ({ ok: false, message: failed }));
      if (result.ok) {
        toast.success(result.message);
        onDone?.();
      } else toast.error(result.message);
    });
  };
  return { isPending, run };
}
