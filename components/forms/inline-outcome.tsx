import { memo } from "react";

import type { ActionResult } from "@/lib/schemas/action-result";

import { useIsHydrated } from "./use-is-hydrated";

// Shown only where no toast tells the failure: before hydration, or when sonner could not load.
export const InlineOutcome = memo(function InlineOutcome({
  state,
  toastFailed,
}: {
  state: ActionResult<string> | null;
  toastFailed: boolean;
}) {
  const isHydrated = useIsHydrated();
  const shown = !isHydrated || toastFailed;
  const formError = shown && state && !state.ok && !state.fieldErrors ? state.message : undefined;
  return formError ? (
    <p
      role="alert"
      tabIndex={-1}
      // eslint-disable-next-line jsx-a11y/no-autofocus -- the page a post without JavaScript returns opens at its top
      autoFocus={!isHydrated}
      className="rounded-xl border border-destructive/50 bg-destructive/10 px-4 py-3 font-medium"
    >
      {formError}
    </p>
  ) : null;
});
