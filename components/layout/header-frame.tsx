"use client";

import { useEffect, useState } from "react";

import { isScrolledPast } from "./nav-utils";

export function HeaderFrame({
  scrollThresholdPx,
  className,
  children,
}: {
  scrollThresholdPx: number;
  className: string;
  children: React.ReactNode;
}) {
  const [isScrolled, setIsScrolled] = useState(false);

  useEffect(() => {
    const update = () => setIsScrolled(isScrolledPast(window.scrollY, scrollThresholdPx));
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [scrollThresholdPx]);

  return (
    <header data-scrolled={isScrolled} className={className}>
      {children}
    </header>
  );
}
