import { Button } from "@/components/ui/button";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";

import { NotFoundLogger } from "./not-found-logger";

export function NotFoundView() {
  return (
    <section className="relative isolate grid min-h-svh place-items-center overflow-hidden pt-(--header-height)">
      <div aria-hidden="true" className="hero-backdrop absolute inset-0 -z-10" />
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-gradient font-display text-[clamp(6rem,4rem+12vw,12rem)] leading-none font-bold tracking-tighter">
          404
        </h1>
        <p className="mt-4 font-display text-2xl font-semibold sm:text-3xl">Oops! Page not found</p>
        <p className="mt-3 max-w-md text-muted-foreground">
          The page you were looking for has moved or never existed. Everything we do is one click
          away.
        </p>
        <Button asChild size="lg" className="mt-10">
          <Link href="/">
            <Icon name="arrow-left" />
            Return to Home
          </Link>
        </Button>
      </div>
      <NotFoundLogger />
    </section>
  );
}
