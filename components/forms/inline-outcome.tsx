import { memo } from "react";

import type { ActionResult } from "@/lib/schemas/action-result";

import { useIsHydrated } from "./use-is-hydrated";

/**
 * Without JavaScript there are no toasts: the page the server returns says how it went. Once
 * hydrated, the toasts speak instead, so the text never appears twice, unless the toast could not
 * be shown (sonner is fetched on first use, and the connection can drop before that). A failure
 * with field errors is told at the fields alone.
 */
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
