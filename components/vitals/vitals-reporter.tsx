"use client";

import { useEffect } from "react";

let started = false;

/**
 * Loads the Core Web Vitals reporter (report-vitals.ts, with web-vitals) in a task after the page's
 * `load` event, so it is never part of what the page needs to paint or to become interactive.
 * web-vitals reads the entries buffered before it arrived.
 */
export function VitalsReporter() {
  useEffect(() => {
    const start = () => {
      if (started) return;
      started = true;
      setTimeout(() => {
        import("./report-vitals").then(
          ({ reportVitals }) => reportVitals(),
          () => {},
        );
      });
    };
    if (document.readyState === "complete") start();
    else addEventListener("load", start, { once: true });
    return () => removeEventListener("load", start);
  }, []);
  return null;
}
