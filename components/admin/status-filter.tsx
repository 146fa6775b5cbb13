import Link from "next/link";

import { cn } from "@/lib/utils";

/**
 * The list's status filter as links (the state lives in the URL, and it works without
 * JavaScript); the current one is marked for assistive technology too.
 */
export function StatusFilter({
  label,
  options,
}: {
  label: string;
  options: { label: string; href: string; current: boolean }[];
}) {
  return (
    <nav
      aria-label={label}
      className="flex w-fit flex-wrap items-center gap-1 rounded-xl border border-border bg-card/60 p-1 text-sm"
    >
      {options.map((option) => (
        <Link
          key={option.label}
          href={option.href}
          aria-current={option.current ? "page" : undefined}
          className={cn(
            "rounded-lg px-3 py-1.5 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
            option.current && "bg-brand/20 text-foreground",
          )}
        >
          {option.label}
        </Link>
      ))}
    </nav>
  );
}
