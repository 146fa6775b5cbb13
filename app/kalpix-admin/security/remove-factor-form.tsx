"use client";

import { Button } from "@/components/ui/button";
import { AuthNotice } from "@/components/auth/auth-notice";
import { submitWith, useResilientActionState } from "@/components/forms/use-resilient-action";

import { removeFactorAction } from "./actions";
import { unreachable } from "./unreachable";

export function RemoveFactorForm({ factorId, label }: { factorId: string; label: string }) {
  const { state, formAction, submit, isPending } = useResilientActionState(
    removeFactorAction,
    unreachable,
  );
  return (
    <form
      action={formAction}
      onSubmit={submitWith(submit)}
      className="grid justify-items-end gap-2"
    >
      <input type="hidden" name="factorId" value={factorId} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        disabled={isPending}
        aria-label={`Remove ${label}`}
      >
        {isPending ? "Removing ..." : "Remove"}
      </Button>
      <AuthNotice error={state && !state.ok ? state.message : undefined} />
    </form>
  );
}
