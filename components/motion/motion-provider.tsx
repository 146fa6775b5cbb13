"use client";

import { LazyMotion, MotionConfig } from "motion/react";

// The animation features load in their own chunk after the page is interactive; `strict` stops
// anyone importing the heavy `motion` component by accident instead of `m`.
const loadFeatures = () => import("./motion-features").then((mod) => mod.default);

export function MotionProvider({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
