/**
 * A link to a page of this site: plain server-rendered HTML. ClientNavigation (one listener on
 * the document) turns a click on it into a client-side navigation and prefetches on intent, as
 * next/link would, without a client component to hydrate for every link on the page.
 */
export function SiteLink({
  href,
  children,
  ...props
}: React.ComponentProps<"a"> & { href: string }) {
  return (
    <a {...props} href={href} data-site-link="">
      {children}
    </a>
  );
}
