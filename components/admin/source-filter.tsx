"use client";

import { useState } from "react";

import type { AdminStatus, SourceCount } from "@/lib/admin/list-params";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

import { useAdminListIntent } from "./list-intent";

// Nothing happens until Apply: moving through the options with the keyboard must not reload the list.
export function SourceFilter({
  action,
  status,
  q,
  source,
  options,
}: {
  action: string;
  status: AdminStatus;
  q: string;
  source: string;
  options: SourceCount[] | null;
}) {
  const list = useAdminListIntent();
  // Controlled, and reset to each new page's source: an uncontrolled select fell back to "All
  // sources" when a refresh replaced the chosen option (its count changed) under it.
  const [picked, setPicked] = useState(source);
  const [shownSource, setShownSource] = useState(source);
  if (source !== shownSource) {
    setShownSource(source);
    setPicked(source);
  }
  const choices = options ?? [];
  const listed = choices.some((option) => option.source === source);

  function applyNow(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get("source");
    list.go({ source: typeof value === "string" ? value : "" }, { history: "push", scroll: false });
  }

  return (
    <form
      action={action}
      method="get"
      onSubmit={applyNow}
      className="flex flex-wrap items-center gap-2 text-sm"
    >
      {status !== "all" ? <input type="hidden" name="status" value={status} /> : null}
      {q ? <input type="hidden" name="q" value={q} /> : null}
      <Label htmlFor="admin-source">Source</Label>
      <select
        id="admin-source"
        name="source"
        value={picked}
        onChange={(event) => setPicked(event.target.value)}
        className="h-9 max-w-56 min-w-0 rounded-xl border border-input bg-background/60 px-3 text-sm text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <option value="">All sources</option>
        {source && !listed ? <option value={source}>{source}</option> : null}
        {choices.map((option) => (
          <option key={option.source} value={option.source}>
            {`${option.source} (${option.enquiries})`}
          </option>
        ))}
      </select>
      <Button type="submit" variant="outline" size="sm">
        Apply
      </Button>
    </form>
  );
}
