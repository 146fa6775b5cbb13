import { footerLegalLinks, type FooterGroup } from "@/content/footer";
import { SiteLink as Link } from "@/components/layout/site-link";

import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

export function SiteFooter({
  brandName,
  tagline,
  groups,
  legalLinks = footerLegalLinks,
  buildYear,
}: {
  brandName: string;
  tagline: string;
  groups: readonly FooterGroup[];
  /** The bottom row's links, beside the copyright. */
  legalLinks?: FooterGroup["links"];
  buildYear: number;
}) {
  return (
    <footer className="relative border-t border-border bg-card/40">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.2fr_1fr] md:items-start lg:grid-cols-[1.6fr_1fr]">
        <div className="max-w-md space-y-4">
          <Link href="/" aria-label={`${brandName}, home`} className="inline-block rounded-lg">
            <Logo name={brandName} />
          </Link>
          <p className="text-sm leading-relaxed text-muted-foreground">{tagline}</p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8">
          {groups.map((group) => (
            <div key={group.title}>
              <h2 className="text-xs font-semibold tracking-[0.16em] text-foreground uppercase">
                {group.title}
              </h2>
              <ul className="mt-4 space-y-3 text-sm">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link href={link.href} className="footer-link">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <div className="container-page flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-6 text-xs text-muted-foreground">
          <p>
            © <CurrentYear fallback={buildYear} /> {brandName}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6">
            {legalLinks.map((link) => (
              <li key={link.href}>
                {/* 24 px tall: WCAG 2.2's smallest target. */}
                <Link href={link.href} className="footer-link inline-block py-1">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
