"use client";

import { IntentLink as Link } from "@/components/layout/intent-link";
import { usePathname } from "next/navigation";

import { isActivePath } from "./nav-utils";

type NavItem = { href: string; label: string; hideBelowXs: boolean };

const base =
  "relative rounded-full px-3 py-2 text-sm font-medium transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none";

/** The main nav's links; the only part that needs the current path (aria-current on the active one). */
export function NavLinks({ nav }: { nav: readonly NavItem[] }) {
  const pathname = usePathname();
  return nav.map((item) => {
    const isActive = isActivePath(pathname, item.href);
    const className = [
      base,
      isActive ? "bg-white/[0.07] text-foreground" : "text-muted-foreground",
      item.hideBelowXs ? "hidden xs:inline-flex" : "",
    ].join(" ");
    return (
      <Link
        key={item.href}
        href={item.href}
        aria-current={isActive ? "page" : undefined}
        className={className}
      >
        {item.label}
      </Link>
    );
  });
}
