"use client";

import { useEffect, useLayoutEffect, useRef } from "react";
import { usePathname } from "next/navigation";

// Where the visitor was on each address of this visit, for Back and Forward.
const positions = new Map<string, number>();
const address = () => location.pathname + location.search + location.hash;

/**
 * A link opens its page at the top; Back and Forward return to where the visitor was. Both jump,
 * though in-page scrolling is smooth. The browser's own restore comes before the new page is in,
 * so it stops short on a longer page: this one waits for the page.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);
  const traversal = useRef<{ to: string; top: number } | null>(null);

  useEffect(() => {
    const manual = () => (history.scrollRestoration = "manual");
    // Leaving for another document: a return that reloads the page gets the browser's restore.
    const auto = () => (history.scrollRestoration = "auto");
    const remember = () => positions.set(address(), window.scrollY);
    const onTraverse = () => {
      const top = positions.get(address()) ?? 0;
      if (location.pathname === previous.current) {
        window.scrollTo({ top, left: 0, behavior: "instant" });
        return;
      }
      traversal.current = { to: location.pathname, top };
    };
    manual();
    addEventListener("scroll", remember, { passive: true });
    addEventListener("popstate", onTraverse);
    addEventListener("pagehide", auto);
    addEventListener("pageshow", manual);
    return () => {
      removeEventListener("scroll", remember);
      removeEventListener("popstate", onTraverse);
      removeEventListener("pagehide", auto);
      removeEventListener("pageshow", manual);
      auto();
    };
  }, []);

  // Before the new page's first paint, so it never shows at the old page's scroll position.
  useLayoutEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const restore = traversal.current?.to === pathname ? traversal.current.top : 0;
    traversal.current = null;
    window.scrollTo({ top: restore, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
