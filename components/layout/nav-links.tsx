"use client";

import { usePathname } from "next/navigation";

import { isActivePath } from "./nav-utils";

type NavItem = { href: string; label: string; hideBelowXs: boolean };

/** The main nav's links; the only part that needs the current path (aria-current on the active one). */
export function NavLinks({ nav }: { nav: readonly NavItem[] }) {
  const pathname = usePathname();
  return nav.map((item) => {
    const isActive = isActivePath(pathname, item.href);
    return (
      // A SiteLink's markup: ClientNavigation handles the click and the prefetch.
      <a
        key={item.href}
        href={item.href}
        data-site-link=""
        aria-current={isActive ? "page" : undefined}
        // `nav-link` (globals.css) styles the active one by its aria-current.
        // Below 360 px only the logo and the menu fit; the menu holds every section.
        className={
          item.hideBelowXs
            ? "nav-link hidden xs:inline-flex"
            : "nav-link hidden min-[22.5rem]:inline-flex"
        }
      >
        {item.label}
      </a>
    );
  });
}
