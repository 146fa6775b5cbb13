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
  /** Asks for the newest list with this change, from its first page. */
  go: (change: Partial<ListState>, options: { history: History; scroll?: boolean }) => void;
  /** A list is on its way. */
  isPending: boolean;
};

const ListIntentContext = createContext<ListIntent | null>(null);

const sameList = (a: ListState, b: ListState) =>
  a.tab === b.tab && a.status === b.status && a.q === b.q && a.source === b.source;

/**
 * The list the search box, the tabs, the status and the source filters last asked for, shared by
 * them. On a slow connection the page on screen can be a navigation behind: a term typed right
 * after clicking Reviews must search the reviews, not the tab still shown, so each control builds
 * its URL from the newest tab, status, term and source.
 */
export function AdminListIntent({
  basePath,
  shown,
  children,
}: {
  basePath: string;
  /** The list the page on screen shows. */
  shown: ListState;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const newest = useRef<ListState>(shown);
  // Set while the page does not show the newest list yet. A newer navigation cancels an older
  // one still on its way, so a replace asked for while a push is unseen stays a push: the tab
  // switch keeps its place in the history.
  const awaited = useRef<History | null>(null);
  // Cancels the navigation waiting for the next paint; a newer one replaces it.
  const queued = useRef<(() => void) | null>(null);
  useEffect(() => () => queued.current?.(), []);

  // The router's work starts after the frame that shows the control's own change (the tab or
  // filter pressed), so the click is answered first.
  const navigate = (list: ListState, history: History, scroll = true) => {
    const href = adminListHref(basePath, { ...list, cursor: null });
    queued.current?.();
    queued.current = afterNextPaint(() => {
      queued.current = null;
      startTransition(() => router[history](href, { scroll }));
    });
  };

  useEffect(() => {
    // Nothing asked for: the page shows a pager link's list, or Back's.
    if (awaited.current === null) newest.current = shown;
    else if (sameList(newest.current, shown)) awaited.current = null;
    // Navigations can finish out of order: until the page shows the newest list, it is asked for
    // again, so the newest intent always wins.
    else if (!isPending && !queued.current) navigate(newest.current, "replace", false);
  });

  // Back and Forward are the visitor's newest intent: nothing asked for before them is retried.
  useEffect(() => {
    const forget = () => {
      awaited.current = null;
    };
    window.addEventListener("popstate", forget);
    return () => window.removeEventListener("popstate", forget);
  }, []);

  const go: ListIntent["go"] = (change, { history, scroll }) => {
    // Parsed as the server parses the URL, so the page can be seen to show it.
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
