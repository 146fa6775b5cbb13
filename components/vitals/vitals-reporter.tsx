"use client";

import { useEffect } from "react";

let started = false;

// Loaded after `load` so it never delays paint; web-vitals still reads the buffered entries.
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
