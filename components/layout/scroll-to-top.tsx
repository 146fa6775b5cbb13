"use client";

import { useEffect, useRef } from "react";
import { usePathname } from "next/navigation";

/** Every route change starts at the top, instantly, even though in-page scrolling is smooth. */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);

  return null;
}
