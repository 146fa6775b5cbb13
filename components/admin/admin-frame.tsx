import Link from "next/link";
import { LogOut } from "lucide-react";

import { site } from "@/content/site";
import { securityPath } from "@/lib/auth/second-factor-paths";

import { Logo } from "@/components/layout/logo";
import { Button } from "@/components/ui/button";

const PAGES = [
  { id: "dashboard", label: "Dashboard", href: site.adminPath },
  { id: "security", label: "Security", href: securityPath },
] as const;
type AdminPage = (typeof PAGES)[number]["id"];

/**
 * The dashboard's own chrome (outside the public layout): brand, the admin pages (for staff who
 * may open them: `current` names the one shown), who is signed in, Logout.
 */
export function AdminFrame({
  brandName,
  email,
  current,
  children,
}: {
  brandName: string;
  email: string | null;
  current?: AdminPage;
  children: React.ReactNode;
}) {
  return (
    <div className="min-h-dvh">
      <header className="border-b border-border bg-card/60 backdrop-blur">
        <div className="container-page flex h-16 items-center justify-between gap-4">
          <Link
            href="/"
            className="rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <Logo name={brandName} />
            <span className="sr-only">: the public site</span>
          </Link>
          <div className="flex items-center gap-3">
            {current ? (
              <nav aria-label="Admin" className="flex items-center gap-1">
                {PAGES.map((page) => (
                  <Link
                    key={page.id}
                    href={page.href}
                    aria-current={page.id === current ? "page" : undefined}
                    className="rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none aria-[current=page]:bg-muted aria-[current=page]:font-medium aria-[current=page]:text-foreground"
                  >
                    {page.label}
                  </Link>
                ))}
              </nav>
            ) : null}
            {email ? (
              <span className="hidden text-sm text-muted-foreground sm:inline">{email}</span>
            ) : null}
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" className="container-page py-8 sm:py-12">
        {children}
      </main>
    </div>
  );
}

/** A POST to the sign-out route: works without JavaScript and cannot be triggered by a link. */
function LogoutButton() {
  return (
    <form action="/auth/sign-out" method="post">
      <Button type="submit" variant="outline" size="sm">
        <LogOut aria-hidden="true" />
        Logout
      </Button>
    </form>
  );
}
