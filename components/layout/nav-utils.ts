/** A nav link is active on its own page and on every page below it (/services/ai-automation -> Services). */
export function isActivePath(pathname: string | null, href: string): boolean {
  if (!pathname) return false;
  if (href === "/") return pathname === "/";
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The header turns translucent once the page is scrolled strictly beyond the threshold (10 px). */
export function isScrolledPast(scrollY: number, thresholdPx: number): boolean {
  return scrollY > thresholdPx;
}
