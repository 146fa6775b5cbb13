"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { Search } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  adminListHref,
  SEARCH_MAX_LENGTH,
  type AdminStatus,
  type AdminTab,
} from "@/lib/admin/list-params";

const TYPING_PAUSE_MS = 300;

/**
 * One search box for both tabs. It searches as staff type (after a short pause, replacing the URL
 * so Back is not flooded with keystrokes), and it is a GET form as well, so the term lands in the
 * URL, is kept when switching tabs, and works without JavaScript. A new search starts at the newest
 * rows.
 */
export function SearchForm({
  action,
  tab,
  status,
  q,
}: {
  action: string;
  tab: AdminTab;
  status: AdminStatus;
  q: string;
}) {
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The last term asked for. Navigations can finish out of order on a slow connection: until the
  // page shows this term, the list is asked for it again, so the newest term always wins.
  const wanted = useRef<string | null>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  const normalize = (term: string) => term.trim().slice(0, SEARCH_MAX_LENGTH);
  const hrefFor = (term: string) =>
    adminListHref(action, { tab, status, q: normalize(term), cursor: null });

  useEffect(() => {
    if (isPending || wanted.current === null) return;
    const term = wanted.current;
    // Shown: done. Later navigations (Back, a tab) are the visitor's own and are left alone.
    if (normalize(term) === q) wanted.current = null;
    else startTransition(() => router.replace(hrefFor(term), { scroll: false }));
  });

  function searchAfterPause(term: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      wanted.current = term;
      startTransition(() => router.replace(hrefFor(term), { scroll: false }));
    }, TYPING_PAUSE_MS);
  }

  function searchNow(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    const value = new FormData(event.currentTarget).get("q");
    const term = typeof value === "string" ? value : "";
    wanted.current = term;
    startTransition(() => router.push(hrefFor(term), { scroll: false }));
  }

  return (
    <form
      action={action}
      method="get"
      role="search"
      onSubmit={searchNow}
      aria-busy={isPending}
      className="flex w-full max-w-xl items-end gap-2"
    >
      {tab !== "submissions" ? <input type="hidden" name="tab" value={tab} /> : null}
      {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="admin-search">Search</Label>
        <Input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={tab === "reviews" ? "Name or comment" : "Name or email"}
          className="h-11"
          onChange={(event) => searchAfterPause(event.currentTarget.value)}
        />
      </div>
      <Button type="submit" variant="brand" className="h-11">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
