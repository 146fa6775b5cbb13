/** Where a SiteLink under `node` leads, when the app router should take it; null otherwise. */
export function siteLinkTarget(
  node: EventTarget | null,
  location: { origin: string; pathname: string; search: string },
): { href: string; page: string; samePage: boolean } | null {
  if (!node || typeof (node as Element).closest !== "function") return null;
  const anchor = (node as Element).closest("a[data-site-link]") as HTMLAnchorElement | null;
  if (!anchor || anchor.hasAttribute("download")) return null;
  const target = anchor.getAttribute("target");
  if (target && target !== "_self") return null;
  const url = new URL(anchor.href, location.origin);
  if (url.origin !== location.origin) return null;
  const page = `${url.pathname}${url.search}`;
  return {
    href: `${page}${url.hash}`,
    page,
    samePage:
      url.hash !== "" && url.pathname === location.pathname && url.search === location.search,
  };
}
