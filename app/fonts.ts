import localFont from "next/font/local";

// Preloaded: found only once the styles are read, a face repaints its text and becomes a phone's
// LCP. Local subsets (`npm run fonts:subset`), as the Google Fonts loader would need the network.
export const inter = localFont({
  src: "../assets/fonts/inter-latin-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
  preload: true,
  fallback: ["ui-sans-serif", "system-ui", "Segoe UI", "Roboto", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});

export const bricolage = localFont({
  src: "../assets/fonts/bricolage-grotesque-latin-400-700.woff2",
  variable: "--font-bricolage",
  weight: "400 700",
  display: "swap",
  preload: true,
  fallback: ["ui-sans-serif", "system-ui", "Segoe UI", "Roboto", "Arial", "sans-serif"],
  adjustFontFallback: "Arial",
});
