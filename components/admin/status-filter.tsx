"use client";

import Link from "next/link";

import type { AdminStatus, AdminTab } from "@/lib/admin/list-params";
import { cn } from "@/lib/utils";

import { useAdminListIntent } from "./list-intent";

const opensHere = (event: React.MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function StatusFilter({
  label,
  tab,
  options,
}: {
  label: string;
  tab: AdminTab;
  options: { label: string; status: AdminStatus; href: string; current: boolean }[];
}) {
  const list = useAdminListIntent();
  return (
    <nav
      aria-label={label}
      className="flex w-fit flex-wrap items-center gap-1 rounded-xl border border-border bg-card/60 p-1 text-sm"
    >
      {options.map((option) => (
        <Link
          key={option.status}
          href={option.href}
          aria-current={option.current ? "page" : undefined}
          onClick={(event) => {
            if (!opensHere(event)) return;
            event.preventDefault();
            list.go({ tab, status: option.status }, { history: "push" });
          }}
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
