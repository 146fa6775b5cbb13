import { builtStylesheet } from "#built-stylesheet";

import bricolage from "@/assets/fonts/bricolage-grotesque-latin-400-700.woff2";
import inter from "@/assets/fonts/inter-latin-400-700.woff2";

import * as faces from "./font-faces";

// Resolved on the server only (next.config.ts aliases it to no-stylesheet-text.ts in the browser).
const urls = { inter, bricolage };
export const fontUrls = Object.values(urls);
export const stylesheetText = faces.fallbackFaces() + builtStylesheet;
export const fontLoadScript = faces.fontLoadScript(urls);
export const noScriptFontFaces = faces.webFontFaces(urls);
