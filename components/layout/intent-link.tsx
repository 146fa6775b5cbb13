"use client";

import { useContext } from "react";
import Link from "next/link";
// What useRouter() reads, without its throw when no app router is mounted (unit tests render
// these links on their own).
import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";

type IntentLinkProps = React.ComponentProps<typeof Link>;

/**
 * next/link that prefetches on intent (pointer over, touch, keyboard focus) instead of as soon as
 * the link scrolls into view. Viewport prefetching downloads the JavaScript and data of every
 * linked page on load (the contact form's validation, the portfolio's drag code ...): on a phone
 * that is bytes and main-thread time the visitor may never use. Intent still gives the next page
 * a head start of a few hundred milliseconds before the click.
 */
export function IntentLink({ href, onPointerEnter, onTouchStart, onFocus, ...props }: IntentLinkProps) {
  const router = useContext(AppRouterContext);
  const prefetch = () => {
    if (router && typeof href === "string" && href.startsWith("/")) router.prefetch(href);
  };
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
