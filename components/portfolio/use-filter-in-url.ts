import { useState, useSyncExternalStore } from "react";

import { portfolioFilters, type PortfolioFilter } from "@/content/portfolio";
import { afterNextPaint } from "@/lib/after-next-paint";

// In the address, so Back from a project, a reload or a shared link shows the same work.
const PARAM = "type";

const filterSlug = (filter: PortfolioFilter) => filter.toLowerCase().replaceAll(" ", "-");

function subscribe(listener: () => void) {
  addEventListener("popstate", listener);
  return () => removeEventListener("popstate", listener);
}

function filterInAddress(): PortfolioFilter {
  const slug = new URLSearchParams(location.search).get(PARAM);
  return portfolioFilters.find((filter) => filterSlug(filter) === slug) ?? "All";
}

// The prerendered page shows everything; a filter in the address applies once it hydrates.
const prerendered = (): PortfolioFilter => "All";

export function useFilterInUrl() {
  const inAddress = useSyncExternalStore(subscribe, filterInAddress, prerendered);
  const [chosen, setChosen] = useState<PortfolioFilter | null>(null);
  function choose(next: PortfolioFilter) {
    setChosen(next);
    // After the pressed button's paint: Next's router re-renders for an address it is told of.
    afterNextPaint(() => {
      const url = new URL(location.href);
      if (next === "All") url.searchParams.delete(PARAM);
      else url.searchParams.set(PARAM, filterSlug(next));
      // Replaced, not pushed: Back leaves the portfolio rather than stepping through filters.
      history.replaceState(null, "", url);
    });
  }
  return [chosen ?? inAddress, choose] as const;
}
