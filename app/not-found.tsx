import type { Metadata } from "next";

import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteLink as Link } from "@/components/layout/site-link";
import { SiteShell } from "@/components/layout/site-shell";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

/**
 * Next renders this file in two places. As the page of its `/_not-found` route it is the 404 page
 * of every unknown path and every unknown slug (the dynamic routes set `dynamicParams = false`),
 * and, like every page, it is handed `params`. As the root layout's not-found boundary it gets no
 * props, and that element is written into the RSC payload of every page of the site: the whole
 * shell there cost each page about 8 KB (header, footer and skip link a second time) and a script
 * request for the logger. No notFound() on the site is ever reached (an unknown slug is routed to
 * `/_not-found` before its page), so the boundary only needs a bare fallback;
 * e2e/not-found.spec.ts guards both sides.
 */
export default function RootNotFound({ params }: { params?: Promise<unknown> }) {
  if (!params) return <BareNotFound />;
  return (
    <SiteShell>
      <NotFoundView />
    </SiteShell>
  );
}

/**
 * Next also hands this boundary to the (site) layout, which has no not-found file of its own, so it
 * may land inside the shell's <main>: hence a plain <div>. Only utility classes the site already
 * uses, so the stylesheet every page loads does not grow for it.
 */
function BareNotFound() {
  return (
    <div className="container-page py-24 text-center">
      <h1 className="font-display text-5xl font-bold">404</h1>
      <p className="mt-4">Oops! Page not found</p>
      <Link href="/" className="mt-10 inline-block underline">
        Return to Home
      </Link>
    </div>
  );
}
