import { memo } from "react";

import type { ActionResult } from "@/lib/schemas/action-result";

import { useIsHydrated } from "./use-is-hydrated";

// Shown only where no toast tells the outcome: before hydration, or when sonner could not load.
export const InlineOutcome = memo(function InlineOutcome({
  state,
  successMessage,
  toastFailed,
}: {
  state: ActionResult<string> | null;
  successMessage: string;
  toastFailed: boolean;
}) {
  const isHydrated = useIsHydrated();
  const shown = !isHydrated || toastFailed;
  const formError = shown && state && !state.ok && !state.fieldErrors ? state.message : undefined;
  return (
    <>
      <div role="status" className="empty:hidden">
        {shown && state?.ok ? (
          <p className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 font-medium">
            {successMessage}
          </p>
        ) : null}
      </div>
      {formError ? (
        <p
          role="alert"
          className="rounded-xl border border-destructive/50 bg-destructive/10 px-4 py-3 font-medium"
        >
          {formError}
        </p>
      ) : null}
    </>
  );
});
