"use client";

import { useDeferredValue } from "react";

import {
  isSectionShown,
  mockupsSectionId,
  portfolioFilters,
  type PortfolioSection,
} from "@/content/portfolio";
import { cx } from "@/lib/cx";

import { useFilterInUrl } from "./use-filter-in-url";

type ProjectCardSlot = { key: string; category: string; card: React.ReactNode };

export function PortfolioBrowser({
  label,
  sections,
  projectsHeading,
  projectCards,
}: {
  label: string;
  sections: Record<Exclude<PortfolioSection, "projects">, React.ReactNode>;
  projectsHeading: React.ReactNode;
  projectCards: readonly ProjectCardSlot[];
}) {
  const [filter, setFilter] = useFilterInUrl();
  // Deferred: hiding sections lays out the whole page, so the pressed button paints first.
  const shownFilter = useDeferredValue(filter);

  const shown = (section: PortfolioSection) => isSectionShown(shownFilter, section);
  // Cards stay mounted and are hidden: remounting rebuilt their markup and images on every change.
  const isCardShown = (slot: ProjectCardSlot) =>
    shownFilter === "All" || slot.category === shownFilter;

  return (
    <>
      <div className="blurred-bar sticky top-(--header-height) z-30 border-b border-border bg-background/85 backdrop-blur-md">
        <div
          role="group"
          aria-label={label}
          className="container-page flex [scrollbar-width:none] gap-2 overflow-x-auto py-3"
        >
          {portfolioFilters.map((name) => {
            const isSelected = name === filter;
            return (
              <button
                key={name}
                type="button"
                aria-pressed={isSelected}
                onClick={() => setFilter(name)}
                className={cx(
                  "shrink-0 rounded-full border px-4 py-2 text-sm font-semibold whitespace-nowrap transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60",
                  isSelected
                    ? "border-transparent bg-brand text-[#0c0b12] shadow-lg shadow-brand/25"
                    : "border-border bg-white/[0.03] text-muted-foreground hover:border-brand/40 hover:text-foreground",
                )}
              >
                {name}
              </button>
            );
          })}
        </div>
      </div>
      <div
        id={mockupsSectionId}
        data-section="mockups"
        hidden={!shown("mockups")}
        className="scroll-mt-[calc(var(--header-height)+4rem)]"
      >
        {sections.mockups}
      </div>
      <section
        data-section="projects"
        aria-labelledby="featured-projects"
        hidden={!shown("projects")}
        className="container-page py-20 sm:py-28"
      >
        {projectsHeading}
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {projectCards.map((slot) => (
            <li key={slot.key} hidden={!isCardShown(slot)}>
              {slot.card}
            </li>
          ))}
        </ul>
      </section>
      <div data-section="videos" hidden={!shown("videos")}>
        {sections.videos}
      </div>
      <div data-section="copy" hidden={!shown("copy")}>
        {sections.copy}
      </div>
    </>
  );
}
