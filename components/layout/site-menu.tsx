"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

import { isActivePath } from "./nav-utils";

type MenuItem = { href: string; label: string };

/** The phone's way to every section: a `<details>`, so it opens and closes without JavaScript too. */
export function SiteMenu({ items }: { items: readonly MenuItem[] }) {
  const pathname = usePathname();
  const ref = useRef<HTMLDetailsElement>(null);

  // The header stays mounted across client navigations, so a followed link closes the menu here.
  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    const onOutsideClick = (event: MouseEvent) => {
      if (details.open && !details.contains(event.target as Node)) details.open = false;
    };
    details.addEventListener("keydown", onKeyDown);
    document.addEventListener("click", onOutsideClick);
    return () => {
      details.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("click", onOutsideClick);
    };
  }, []);

  return (
    <details ref={ref} className="group relative sm:hidden">
      <summary className="grid size-10 cursor-pointer list-none place-items-center rounded-full border border-border bg-white/[0.04] text-foreground transition-colors group-open:border-brand/60 group-open:bg-brand/15 hover:border-brand/50 focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none [&::-webkit-details-marker]:hidden">
        <span className="sr-only">Menu</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-5 fill-none stroke-current stroke-2 [stroke-linecap:round]"
        >
          <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
          <path d="M6 6l12 12M18 6L6 18" className="hidden group-open:block" />
        </svg>
      </summary>
      <nav
        aria-label="Site sections"
        // Opaque, not a blur: inside the no-script header's own blur, a blurred panel showed the page.
        className="absolute top-[calc(100%+0.75rem)] right-0 w-60 rounded-2xl border border-border bg-popover p-2 shadow-2xl shadow-black/50"
      >
        <ul className="grid gap-0.5">
          {items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                data-site-link=""
                aria-current={isActivePath(pathname, item.href) ? "page" : undefined}
                className="flex rounded-xl px-4 py-3 text-base font-medium text-muted-foreground transition-colors hover:bg-white/[0.05] hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none aria-[current=page]:bg-white/[0.07] aria-[current=page]:text-foreground"
              >
                {item.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </details>
  );
}
