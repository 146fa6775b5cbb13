"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { usePathname } from "next/navigation";

import { cn } from "@/lib/utils";
import { Button } from "@/components/ui/button";

import { Logo } from "./logo";
import { isActivePath, isScrolledPast } from "./nav-utils";

type NavItem = { href: string; label: string; hideBelowXs: boolean };

export function SiteHeader({
  brandName,
  nav,
  scrollThresholdPx,
}: {
  brandName: string;
  nav: readonly NavItem[];
  scrollThresholdPx: number;
}) {
  const pathname = usePathname();
  const [isScrolled, setIsScrolled] = useState(false);

  useEffect(() => {
    const update = () => setIsScrolled(isScrolledPast(window.scrollY, scrollThresholdPx));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [scrollThresholdPx]);

  return (
    <header
      data-scrolled={isScrolled}
      className={cn(
        "fixed inset-x-0 top-0 z-40 border-b border-transparent transition-[background-color,box-shadow,border-color,backdrop-filter] duration-300",
        isScrolled && "border-border bg-background/70 shadow-[0_10px_40px_-20px_rgb(0_0_0/0.8)] backdrop-blur-xl",
      )}
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-4">
        <Link
          href="/"
          aria-label={`${brandName}, home`}
          className="rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <Logo name={brandName} />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          {nav.map((item) => {
            const isActive = isActivePath(pathname, item.href);
            return (
              <Link
                key={item.href}
                href={item.href}
                aria-current={isActive ? "page" : undefined}
                className={cn(
                  "relative rounded-full px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none",
                  item.hideBelowXs && "hidden xs:inline-flex",
                  isActive && "bg-white/[0.07] text-foreground",
                )}
              >
                {item.label}
              </Link>
            );
          })}
          <Button asChild size="sm" className="ml-2 hidden sm:inline-flex">
            <Link href="/contact">Contact Us</Link>
          </Button>
        </nav>
      </div>
    </header>
  );
}
