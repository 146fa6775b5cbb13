"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition } from "react";
import { Search } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminListHref, SEARCH_MAX_LENGTH, type AdminStatus, type AdminTab } from "@/lib/admin/list-params";

const TYPING_PAUSE_MS = 300;

/**
 * One search box for both tabs. It searches as staff type (after a short pause, replacing the URL
 * so Back is not flooded with keystrokes), and it is a GET form as well, so the term lands in the
 * URL, is kept when switching tabs, and works without JavaScript. A new search starts at page 1.
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
  useEffect(() => () => clearTimeout(timer.current), []);

  const hrefFor = (term: string) =>
    adminListHref(action, { tab, status, q: term.trim().slice(0, SEARCH_MAX_LENGTH), cursor: null });

  function searchAfterPause(term: string) {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      startTransition(() => router.replace(hrefFor(term), { scroll: false }));
    }, TYPING_PAUSE_MS);
  }

  function searchNow(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    const term = new FormData(event.currentTarget).get("q");
    startTransition(() => router.push(hrefFor(typeof term === "string" ? term : ""), { scroll: false }));
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
