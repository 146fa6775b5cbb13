// What the browser's bundle gets in place of the stylesheet: the server render already wrote it.
export const fontUrls: string[] = [];
export const stylesheetText = "";
export const builtStylesheet = "";
export const fontLoadScript = "";
export const noScriptFontFaces = "";
