import { footerGroups } from "@/content/footer";
import { headerNav, menuNav, site, timings } from "@/content/site";

import { ClientNavigation } from "./client-navigation";
import { ScrollToTop } from "./scroll-to-top";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** Header, main and footer of every public page (and of the 404 page). */
export function SiteShell({ children }: { children: React.ReactNode }) {
  return (
    <>
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <SiteHeader
        brandName={site.name}
        nav={headerNav}
        menu={menuNav}
        scrollThresholdPx={timings.headerScrollThresholdPx}
      />
      <main id="main" className="min-h-svh">
        {children}
      </main>
      <SiteFooter
        brandName={site.name}
        tagline={site.tagline}
        groups={footerGroups}
        buildYear={new Date().getFullYear()}
      />
      <ScrollToTop />
      <ClientNavigation />
    </>
  );
}
