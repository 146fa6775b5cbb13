"use client";

import { createContext, use, useEffect, useRef, useTransition } from "react";
import { useRouter } from "next/navigation";

import {
  adminListHref,
  parseAdminListParams,
  type AdminStatus,
  type AdminTab,
} from "@/lib/admin/list-params";
import { afterNextPaint } from "@/lib/after-next-paint";

type ListState = { tab: AdminTab; status: AdminStatus; q: string; source: string };
type History = "push" | "replace";

type ListIntent = {
  go: (change: Partial<ListState>, options: { history: History; scroll?: boolean }) => void;
  isPending: boolean;
};

const ListIntentContext = createContext<ListIntent | null>(null);

const sameList = (a: ListState, b: ListState) =>
  a.tab === b.tab && a.status === b.status && a.q === b.q && a.source === b.source;

// The page on screen can be a navigation behind: a term typed right after clicking Reviews must
// search the reviews, so every control builds its URL from the newest list asked for.
export function AdminListIntent({
  basePath,
  shown,
  children,
}: {
  basePath: string;
  shown: ListState;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const newest = useRef<ListState>(shown);
  // A replace asked while a push is unseen stays a push: the tab switch keeps its history entry.
  const awaited = useRef<History | null>(null);
  const queued = useRef<(() => void) | null>(null);
  useEffect(() => () => queued.current?.(), []);

  // The router's work waits for the frame showing the pressed control, so the click answers first.
  const navigate = (list: ListState, history: History, scroll = true) => {
    const href = adminListHref(basePath, { ...list, cursor: null });
    queued.current?.();
    queued.current = afterNextPaint(() => {
      queued.current = null;
      startTransition(() => router[history](href, { scroll }));
    });
  };

  useEffect(() => {
    if (awaited.current === null) newest.current = shown;
    else if (sameList(newest.current, shown)) awaited.current = null;
    // Navigations can finish out of order, so the newest list is asked for until it shows.
    else if (!isPending && !queued.current) navigate(newest.current, "replace", false);
  });

  useEffect(() => {
    const forget = () => {
      awaited.current = null;
    };
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);

  const go: ListIntent["go"] = (change, { history, scroll }) => {
    // Parsed as the server parses it, so sameList() can tell when the page shows it.
    const { tab, status, q, source } = parseAdminListParams({ ...newest.current, ...change });
    newest.current = { tab, status, q, source };
    awaited.current = awaited.current === "push" ? "push" : history;
    navigate(newest.current, awaited.current, scroll);
  };

  return <ListIntentContext value={{ go, isPending }}>{children}</ListIntentContext>;
}

export function useAdminListIntent(): ListIntent {
  const intent = use(ListIntentContext);
  if (!intent) throw new Error("useAdminListIntent() is used outside <AdminListIntent>.");
  return intent;
}
