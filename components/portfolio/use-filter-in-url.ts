import { useSyncExternalStore } from "react";

import { portfolioFilters, type PortfolioFilter } from "@/content/portfolio";

// In the address, so Back from a project, a reload or a shared link shows the same work.
const PARAM = "type";
const changed = new Set<() => void>();

export const filterSlug = (filter: PortfolioFilter) => filter.toLowerCase().replaceAll(" ", "-");

function subscribe(listener: () => void) {
  changed.add(listener);
  addEventListener("popstate", listener);
  return () => {
    changed.delete(listener);
    removeEventListener("popstate", listener);
  };
}

function filterInAddress(): PortfolioFilter {
  const slug = new URLSearchParams(location.search).get(PARAM);
  return portfolioFilters.find((filter) => filterSlug(filter) === slug) ?? "All";
}

// The prerendered page shows everything; a filter in the address applies once it hydrates.
const prerendered = (): PortfolioFilter => "All";

export function useFilterInUrl() {
  const filter = useSyncExternalStore(subscribe, filterInAddress, prerendered);
  function choose(next: PortfolioFilter) {
    const url = new URL(location.href);
    if (next === "All") url.searchParams.delete(PARAM);
    else url.searchParams.set(PARAM, filterSlug(next));
    // Replaced, not pushed: Back leaves the portfolio rather than stepping through filters.
    history.replaceState(null, "", url);
    for (const listener of changed) listener();
  }
  return [filter, choose] as const;
}
