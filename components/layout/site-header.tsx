import { Button } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";

import { HeaderFrame } from "./header-frame";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";
import { SiteMenu } from "./site-menu";

type NavItem = { href: string; label: string; hideBelowXs: boolean };

// A server component: only HeaderFrame and NavLinks run on the client, to keep the bundle small.
export function SiteHeader({
  brandName,
  nav,
  menu,
  scrollThresholdPx,
}: {
  brandName: string;
  nav: readonly NavItem[];
  menu: readonly { href: string; label: string }[];
  scrollThresholdPx: number;
}) {
  return (
    <HeaderFrame scrollThresholdPx={scrollThresholdPx} className="site-header">
      <div className="container-page flex h-(--header-height) items-center justify-between gap-2 xs:gap-4">
        <Link
          href="/"
          aria-label={`${brandName}, home`}
          className="shrink-0 rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <Logo name={brandName} />
        </Link>
        <div className="flex items-center gap-1">
          <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
            <NavLinks nav={nav} />
            <Button asChild size="sm" className="ml-2 hidden sm:inline-flex">
              <Link href="/contact">Contact Us</Link>
            </Button>
          </nav>
          <SiteMenu items={menu} />
        </div>
      </div>
    </HeaderFrame>
  );
}
