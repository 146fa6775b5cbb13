// Plain HTML: ClientNavigation's one document listener does next/link's work without hydration.
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
