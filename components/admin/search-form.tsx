import { Search } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SEARCH_MAX_LENGTH, type AdminTab } from "@/lib/admin/list-params";

/**
 * One search box for both tabs: a GET form, so the term lands in the URL (kept when switching
 * tabs, shareable, and working without JavaScript). A new search starts at page 1.
 */
export function SearchForm({ action, tab, q }: { action: string; tab: AdminTab; q: string }) {
  return (
    <form action={action} method="get" role="search" className="flex w-full max-w-xl items-end gap-2">
      {tab !== "submissions" ? <input type="hidden" name="tab" value={tab} /> : null}
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
        />
      </div>
      <Button type="submit" variant="brand" className="h-11">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
