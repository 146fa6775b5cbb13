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
const WEIGHT = "400 700";

type FontUrls = { inter: string; bricolage: string };

/** The Arial fallbacks and the variables globals.css reads; the web faces come from fontLoadScript. */
export function fallbackFaces(): string {
  const faces = FACES.map(
    ({ family, ascent, descent, size }) =>
      `@font-face{font-family:"${family} Fallback";src:${ARIAL_LIKE};ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%;size-adjust:${size}%}`,
  ).join("");
  const variables = FACES.map(
    ({ family, variable }) => `${variable}:"${family}","${family} Fallback",${FALLBACK}`,
  ).join(";");
  return `${faces}:root{${variables}}`;
}

/** The web faces as CSS, for a page without JavaScript. */
export function webFontFaces(urls: FontUrls): string {
  return FACES.map(
    ({ family }) =>
      `@font-face{font-family:${family};src:url(${urls[family]})format("woff2");font-display:swap;font-weight:${WEIGHT}}`,
  ).join("");
}

/**
 * Loads both web faces off the document and adds them together. Blink lays the whole page out
 * again each time a face arrives; on a slow phone the two came apart and cost two such layouts.
 */
export function fontLoadScript(urls: FontUrls): string {
  const faces = FACES.map(({ family }) => [family, `url(${urls[family]}) format("woff2")`]);
  return `(function(){var d=document,F=window.FontFace;if(typeof F!=="function"||!d.fonts||!d.fonts.add){return}
var faces=${JSON.stringify(faces)}.map(function(f){return new F(f[0],f[1],{weight:${JSON.stringify(WEIGHT)},display:"swap"})});
function add(){faces.forEach(function(f){d.fonts.add(f)})}
Promise.all(faces.map(function(f){return f.load()})).then(add,add)})();`;
}
