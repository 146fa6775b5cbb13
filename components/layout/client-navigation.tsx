"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

import { siteLinkTarget } from "./site-link-target";

/**
 * The client side of every SiteLink, for the whole page: a click navigates with the app router
 * (no full page load), and pointing at, touching or focusing a link prefetches its page a few
 * hundred milliseconds before the click (prefetching every link in view would download the
 * JavaScript and data of pages the visitor may never open). Renders nothing; before it runs, the
 * links are ordinary links.
 */
export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const target = siteLinkTarget(event.target, window.location);
      if (!target || prefetched.has(target.page)) return;
      prefetched.add(target.page);
      // The prefetch's own work (tens of milliseconds on a slow phone) waits until the page is
      // idle: a tap's click follows its touchstart within a few frames and must not queue behind it.
      const page = target.page;
      if (typeof requestIdleCallback === "function") {
        requestIdleCallback(() => router.prefetch(page), { timeout: 300 });
      } else setTimeout(() => router.prefetch(page), 0);
    };
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = siteLinkTarget(event.target, window.location);
      // A link to a place on this same page is the browser's own (smooth) scroll.
      if (!target || target.samePage) return;
      event.preventDefault();
      router.push(target.href);
    };
    const options = { passive: true, capture: true };
    document.addEventListener("click", navigate);
    document.addEventListener("pointerover", prefetch, options);
    document.addEventListener("touchstart", prefetch, options);
    document.addEventListener("focusin", prefetch, options);
    return () => {
      document.removeEventListener("click", navigate);
      document.removeEventListener("pointerover", prefetch, options);
      document.removeEventListener("touchstart", prefetch, options);
      document.removeEventListener("focusin", prefetch, options);
    };
  }, [router]);

  return null;
}
