"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";

// Loaded only on the routes that toast from outside a form of their own (the admin dashboard); the
// public forms mount their own Toaster, so no public page downloads it without a form.
const Toaster = dynamic(() => import("@/components/ui/sonner").then((mod) => mod.Toaster), {
  ssr: false,
});

export function RouteToaster({ pathPrefixes }: { pathPrefixes: readonly string[] }) {
  const pathname = usePathname();
  const matches = pathPrefixes.some(
    (prefix) => pathname === prefix || pathname?.startsWith(`${prefix}/`),
  );
  return matches ? <Toaster position="bottom-right" /> : null;
}
