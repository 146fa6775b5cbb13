"use client";

import { useEffect, useRef } from "react";

import { SEARCH_MAX_LENGTH, type AdminStatus, type AdminTab } from "@/lib/admin/list-params";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Icon } from "@/components/page/icon";

import { useAdminListIntent } from "./list-intent";

const TYPING_PAUSE_MS = 300;

export function SearchForm({
  action,
  tab,
  status,
  q,
  source,
}: {
  action: string;
  tab: AdminTab;
  status: AdminStatus;
  q: string;
  source: string;
}) {
  const list = useAdminListIntent();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  function searchAfterPause(term: string) {
    clearTimeout(timer.current);
    // Replaces the history entry so Back is not flooded with keystrokes.
    timer.current = setTimeout(() => {
      list.go({ q: term }, { history: "replace", scroll: false });
    }, TYPING_PAUSE_MS);
  }

  function searchNow(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    clearTimeout(timer.current);
    const value = new FormData(event.currentTarget).get("q");
    list.go({ q: typeof value === "string" ? value : "" }, { history: "push", scroll: false });
  }

  return (
    <form
      action={action}
      method="get"
      role="search"
      onSubmit={searchNow}
      aria-busy={list.isPending}
      className="flex w-full max-w-xl items-end gap-2"
    >
      {tab !== "submissions" ? <input type="hidden" name="tab" value={tab} /> : null}
      {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
      {source ? <input type="hidden" name="source" value={source} /> : null}
      <div className="grid flex-1 gap-1.5">
        <Label htmlFor="admin-search">Search</Label>
        <Input
          id="admin-search"
          name="q"
          type="search"
          defaultValue={q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={tab === "reviews" ? "Name or comment" : "Name, email or reference"}
          className="h-11"
          onChange={(event) => searchAfterPause(event.currentTarget.value)}
        />
      </div>
      <Button type="submit" variant="brand" className="h-11">
        <Icon name="search" />
        Search
      </Button>
    </form>
  );
}
