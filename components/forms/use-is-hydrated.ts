import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

// React re-renders its caller synchronously right after hydration: call it in a small component.
export function useIsHydrated() {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
