/** A nav link is active on its own page and on every page below it (/services/ai-automation -> Services). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The spec's header rule: scrolled strictly beyond the threshold. */
export function isScrolledPast(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
