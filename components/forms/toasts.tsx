"use client";

import { useSyncExternalStore } from "react";
import type { ToasterProps } from "sonner";

import type * as SiteToaster from "@/components/ui/sonner";

type ToasterModule = typeof SiteToaster;

// sonner (~11 KB) loads on first use, not with the page: scripts before the largest paint delay it.
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

// So the Toaster's live region is in place before the first toast is announced.
export function preloadToasts() {
  loadToaster().catch(() => {});
}

export async function notify(kind: "success" | "error", message: string): Promise<boolean> {
  try {
    const { toast } = await loadToaster();
    toast[kind](message);
    return true;
  } catch {
    return false;
  }
}

export function LazyToaster(props: ToasterProps) {
  const toaster = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => null,
  );
  return toaster ? <toaster.Toaster {...props} /> : null;
}
