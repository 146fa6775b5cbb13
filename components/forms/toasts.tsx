"use client";

import { useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

import type * as SiteToaster from "@/components/ui/sonner";

type ToasterModule = typeof SiteToaster;

/*
 * sonner (~11 KB of JavaScript with its styles) is fetched when a visitor first sends a form or
 * when a toast is due, not with the page: every script loaded before the largest paint delays it.
 */
let loaded: ToasterModule | null = null;
let loading: Promise<ToasterModule> | undefined;
const listeners = new Set<() => void>();

function loadToaster(): Promise<ToasterModule> {
  loading ??= import("@/components/ui/sonner").then(
    (toaster) => {
      loaded = toaster;
      listeners.forEach((listener) => listener());
      return toaster;
    },
    (error: unknown) => {
      // Offline, or a deploy replaced the chunk: the next call tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts fetching the toasts, so the Toaster's live region is in place before the first toast. */
export function preloadToasts() {
  loadToaster().catch(() => {});
}

/**
 * Shows a toast, fetching sonner first if needed. Resolves false when sonner cannot be fetched
 * (the connection dropped before the visitor touched the form), so the caller can say it
 * another way.
 */
export async function notify(kind: "success" | "error", message: string): Promise<boolean> {
  try {
    const { toast } = await loadToaster();
    toast[kind](message);
    return true;
  } catch {
    return false;
  }
}

/** Where the toasts appear: nothing until sonner has been fetched, then the site's Toaster. */
export function LazyToaster(props: ToasterProps) {
  const toaster = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return toaster ? <toaster.Toaster {...props} /> : null;
}
