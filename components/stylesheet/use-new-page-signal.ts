import { useLayoutEffect, useRef } from "react";
import { usePathname } from "next/navigation";

import { NEW_PAGE_EVENT } from "./font-faces";

/** Tells the font script a new page is in place: before its first paint, so it is laid out once. */
export function useNewPageSignal() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.dispatchEvent(new Event(NEW_PAGE_EVENT));
  }, [pathname]);
}
