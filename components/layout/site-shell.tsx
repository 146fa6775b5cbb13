import { footerNav, headerNav, site, timings } from "@/content/site";
import { NoScriptReveal } from "@/components/motion/no-script-reveal";

import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main and footer of every public page (and of the 404 page). */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-sm font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <SiteHeader
        brandName={site.name}
        nav={headerNav}
        scrollThresholdPx={timings.headerScrollThresholdPx}
      />
      <main id="main" className="min-h-svh">
        {children}
      </main>
      <SiteFooter
        brandName={site.name}
        tagline={site.tagline}
        links={footerNav}
        buildYear={new Date().getFullYear()}
      />
      <ScrollToTop />
      <NoScriptReveal />
    </>
  );
}
