import { SiteLink as Link } from "@/components/layout/site-link";

import { CurrentYear } from "./current-year";
import { Logo } from "./logo";

type FooterLink = { href: string; label: string };

export function SiteFooter({
  brandName,
  tagline,
  links,
  buildYear,
}: {
  brandName: string;
  tagline: string;
  links: readonly FooterLink[];
  buildYear: number;
}) {
  return (
    <footer className="relative border-t border-border bg-card/40">
      <div className="container-page grid gap-10 py-14 md:grid-cols-[1.4fr_1fr] md:items-start">
        <div className="max-w-md space-y-4">
          <Link href="/" aria-label={`${brandName}, home`} className="inline-block rounded-lg">
            <Logo name={brandName} />
          </Link>
          <p className="text-sm leading-relaxed text-muted-foreground">{tagline}</p>
        </div>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-2 gap-x-8 gap-y-3 text-sm sm:grid-cols-3">
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="footer-link">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="container-page py-6 text-xs text-muted-foreground">
          © <CurrentYear fallback={buildYear} /> {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
