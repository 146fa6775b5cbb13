import type { Metadata } from "next";

import { NotFoundView } from "@/components/layout/not-found-view";
import { SiteLink as Link } from "@/components/layout/site-link";
import { SiteShell } from "@/components/layout/site-shell";

export const metadata: Metadata = {
  title: "Page not found",
  robots: { index: false, follow: true },
};

// As the `/_not-found` page it gets `params` and the full shell; as the root not-found boundary it
// gets none and is written into every page's RSC payload, so it stays bare (e2e/not-found.spec.ts).
export default function RootNotFound({ params }: { params?: Promise<unknown> }) {
  if (!params) return <BareNotFound />;
  return (
    <SiteShell>
      <NotFoundView />
    </SiteShell>
  );
}

/** May land inside the shell's <main>, hence a <div>; only classes the site already uses. */
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
