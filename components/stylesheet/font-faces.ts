const FALLBACK = "ui-sans-serif, system-ui, Segoe UI, Roboto, Arial, sans-serif";

// Arial's metrics stretched to each face's, so swapping the web font in moves no line. Linux and
// Android have no Arial: Liberation Sans and Arimo share its metrics, Roboto its average width.
const ARIAL_LIKE = ["Arial", "Liberation Sans", "Arimo", "Roboto"]
  .map((name) => `local("${name}")`)
  .join(",");
const FACES = [
  { family: "inter", variable: "--font-inter", ascent: 89.79, descent: 22.36, size: 107.89 },
  {
    family: "bricolage",
    variable: "--font-bricolage",
    ascent: 83.54,
    descent: 24.25,
    size: 111.32,
  },
] as const;

/** The two preloaded faces, their Arial fallbacks and the variables globals.css reads. */
export function fontFaces(urls: { inter: string; bricolage: string }): string {
  const faces = FACES.map(
    ({ family, ascent, descent, size }) =>
      `@font-face{font-family:${family};src:url(${urls[family]})format("woff2");font-display:swap;font-weight:400 700}` +
      `@font-face{font-family:"${family} Fallback";src:${ARIAL_LIKE};ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%;size-adjust:${size}%}`,
  ).join("");
  const variables = FACES.map(
    ({ family, variable }) => `${variable}:"${family}","${family} Fallback",${FALLBACK}`,
  ).join(";");
  return `${faces}:root{${variables}}`;
}
