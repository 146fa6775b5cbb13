import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False in the server HTML and during hydration, true once React runs in the browser. React
 * re-renders a component using it synchronously right after hydration, so call it in the small
 * component that needs it, not in a whole form.
 */
export function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
