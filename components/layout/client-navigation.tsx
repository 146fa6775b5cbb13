"use client";

import { useEffect } from "react";
import { useRouter } from "next/navigation";

import { siteLinkTarget } from "./site-link-target";

// Prefetches on intent (hover, touch, focus), not on view, which would download pages never opened.
export function ClientNavigation() {
  const router = useRouter();

  useEffect(() => {
    const prefetched = new Set<string>();
    const prefetch = (event: Event) => {
      const target = siteLinkTarget(event.target, window.location);
      if (!target || prefetched.has(target.page)) return;
      prefetched.add(target.page);
      // Waits for idle: a tap's click follows its touchstart within frames and must not queue behind.
      const page = target.page;
      if (typeof requestIdleCallback === "function") {
        requestIdleCallback(() => router.prefetch(page), { timeout: 300 });
      } else setTimeout(() => router.prefetch(page), 0);
    };
    const navigate = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = siteLinkTarget(event.target, window.location);
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
