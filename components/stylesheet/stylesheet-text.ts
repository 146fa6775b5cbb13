import { builtStylesheet } from "#built-stylesheet";

import bricolage from "@/assets/fonts/bricolage-grotesque-latin-400-700.woff2";
import inter from "@/assets/fonts/inter-latin-400-700.woff2";

import { fallbackFaces, fontLoadScript as loadScript, webFontFaces } from "./font-faces";

// Resolved on the server only (next.config.ts aliases it to no-stylesheet-text.ts in the browser).
export const fontUrls = [inter, bricolage];
export const stylesheetText = fallbackFaces() + builtStylesheet;
export const fontLoadScript = loadScript({ inter, bricolage });
export const noScriptFontFaces = webFontFaces({ inter, bricolage });
