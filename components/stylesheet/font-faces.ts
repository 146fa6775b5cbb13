const FALLBACK = "ui-sans-serif, system-ui, Segoe UI, Roboto, Arial, sans-serif";

// Arial's metrics stretched to each face's, so swapping the web font in moves no line. Linux and
// Android have no Arial: Liberation Sans and Arimo share its metrics, Roboto its average width.
const ARIAL_LIKE = ["Arial", "Liberation Sans", "Arimo", "Roboto"]
  .map((name) => `local("${name}")`)
  .join(",");
// The web faces go by names no installed font has: until the script adds them, a family named
// "inter" would draw a system-installed Inter, unadjusted, in place of the fallback.
const FACES = [
  {
    key: "inter",
    family: "kalpix-inter",
    variable: "--font-inter",
    ascent: 89.79,
    descent: 22.36,
    size: 107.89,
  },
  {
    key: "bricolage",
    family: "kalpix-bricolage",
    variable: "--font-bricolage",
    ascent: 83.54,
    descent: 24.25,
    size: 111.32,
  },
] as const;
const WEIGHT = "400 700";
// A face in later than this after the page is first seen waits for the next page: by then its
// swap would be seen, and on a slow phone it costs a layout of the whole page.
const SWAP_GRACE_MS = 100;
/** Sent on the document when a client navigation has put a new page in place. */
export const NEW_PAGE_EVENT = "kalpix:new-page";

type FontUrls = { inter: string; bricolage: string };

const source = (url: string) => `url(${url}) format("woff2")`;

/** The Arial fallbacks and the variables globals.css reads; the web faces come from fontLoadScript. */
export function fallbackFaces(): string {
  const faces = FACES.map(
    ({ key, ascent, descent, size }) =>
      `@font-face{font-family:"${key} Fallback";src:${ARIAL_LIKE};ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%;size-adjust:${size}%}`,
  ).join("");
  const variables = FACES.map(
    ({ key, family, variable }) => `${variable}:"${family}","${key} Fallback",${FALLBACK}`,
  ).join(";");
  return `${faces}:root{${variables}}`;
}

/** The web faces as CSS: for a page without JavaScript, and a browser without the FontFace API. */
export function webFontFaces(urls: FontUrls): string {
  return FACES.map(
    ({ key, family }) =>
      `@font-face{font-family:${family};src:${source(urls[key])};font-display:swap;font-weight:${WEIGHT}}`,
  ).join("");
}

/**
 * Loads both web faces off the document and adds them together if they are in by the first paint
 * (or just after it); otherwise with the next page, laid out anew then anyway. Blink lays the whole
 * page out again for a face that arrives: on a slow phone, a long task while the visitor reads.
 */
export function fontLoadScript(urls: FontUrls): string {
  const faces = FACES.map(({ key, family }) => [family, source(urls[key])]);
  return `(function(){var d=document,w=window;try{var F=w.FontFace,S=d.fonts,P=w.performance;
var faces=${JSON.stringify(faces)}.map(function(f){return new F(f[0],f[1],{weight:${JSON.stringify(WEIGHT)},display:"swap"})});
function add(){faces.forEach(function(f){if(f.status==="loaded")S.add(f)})}
d.addEventListener(${JSON.stringify(NEW_PAGE_EVENT)},add);
Promise.all(faces.map(function(f){return f.load().catch(function(){})})).then(function(){
var seen=P.getEntriesByName("first-contentful-paint")[0];if(!seen||P.now()-seen.startTime<=${SWAP_GRACE_MS})add()})}
catch(e){var s=d.createElement("style");s.textContent=${JSON.stringify(webFontFaces(urls))};d.head.appendChild(s)}})();`;
}
