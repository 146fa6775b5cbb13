import { useLayoutEffect, useRef } from "react";
import { usePathname } from "next/navigation";

import { NEW_PAGE_EVENT } from "./font-faces";

/** Tells the inline font and splash scripts a new page is in place, before its first paint. */
export function useNewPageSignal() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    document.dispatchEvent(new Event(NEW_PAGE_EVENT));
  }, [pathname]);
}
