import localFont from "next/font/local";

// Both faces are preloaded: found only once the styles are read, a face arrives after the text it
// sets, and that repaint becomes a phone's LCP (/about: 3.7 s in place of 2.0 s). They are subsets
// of the @fontsource-variable files (Latin, weights 400 to 700, no alternates) made by
// `npm run fonts:subset`: 48 KiB in place of 88. The Google Fonts loader would need the network.
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
