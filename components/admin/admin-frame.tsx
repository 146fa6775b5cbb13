import Link from "next/link";

import { Button } from "@/components/ui/button";
import { Logo } from "@/components/layout/logo";
import { Icon } from "@/components/page/icon";

import { ADMIN_PAGES, type AdminPage } from "./admin-pages";

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
        <div className="container-page flex flex-wrap items-center gap-x-4 gap-y-2 py-3 md:h-16 md:flex-nowrap md:py-0">
          <Link
            href="/"
            className="rounded-lg focus-visible:ring-[3px] focus-visible:ring-ring/60 focus-visible:outline-none"
          >
            <Logo name={brandName} />
            <span className="sr-only">: the public site</span>
          </Link>
          {current ? (
            <nav
              aria-label="Admin"
              className="order-last flex w-full flex-wrap items-center gap-1 md:order-none md:ml-4 md:w-auto"
            >
              {ADMIN_PAGES.map((page) => (
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
          <div className="ml-auto flex items-center gap-3">
            {email ? (
              <span className="hidden text-sm text-muted-foreground lg:inline">{email}</span>
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

// A POST, so a link or prefetch cannot sign staff out.
function LogoutButton() {
  return (
    <form action="/auth/sign-out" method="post">
      <Button type="submit" variant="outline" size="sm">
        <Icon name="log-out" />
        Logout
      </Button>
    </form>
  );
}
