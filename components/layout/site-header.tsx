import { IntentLink as Link } from "@/components/layout/intent-link";

import { Button } from "@/components/ui/button";

import { HeaderFrame } from "./header-frame";
import { Logo } from "./logo";
import { NavLinks } from "./nav-links";

type NavItem = { href: string; label: string; hideBelowXs: boolean };

/**
 * A server component: only the scroll state (HeaderFrame) and the active link (NavLinks) run on
 * the client, so the logo, the button and their styling code stay out of the JavaScript bundle.
 */
export function SiteHeader({
  brandName,
  nav,
  scrollThresholdPx,
}: {
  brandName: string;
  nav: readonly NavItem[];
  scrollThresholdPx: number;
}) {
  return (
    <HeaderFrame
      scrollThresholdPx={scrollThresholdPx}
      className="fixed inset-x-0 top-0 z-40 border-b border-transparent transition-[background-color,box-shadow,border-color,backdrop-filter] duration-300 data-[scrolled=true]:border-border data-[scrolled=true]:bg-background/70 data-[scrolled=true]:shadow-[0_10px_40px_-20px_rgb(0_0_0/0.8)] data-[scrolled=true]:backdrop-blur-xl"
    >
      <div className="container-page flex h-(--header-height) items-center justify-between gap-4">
        <Link
          href="/"
          aria-label={`${brandName}, home`}
          className="rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
        >
          <Logo name={brandName} />
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 sm:gap-2">
          <NavLinks nav={nav} />
          <Button asChild size="sm" className="ml-2 hidden sm:inline-flex">
            <Link href="/contact">Contact Us</Link>
          </Button>
        </nav>
      </div>
    </HeaderFrame>
  );
}
