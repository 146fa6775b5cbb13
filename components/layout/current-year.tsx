"use client";

import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** Static pages are built once; the visitor's clock keeps the copyright year current without a rebuild. */
export function CurrentYear({ fallback }: { fallback: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => fallback,
  );
  return <time dateTime={String(year)}>{year}</time>;
}
