"use client";

import { useRef } from "react";
import { useServerInsertedHTML } from "next/navigation";
import { fontLoadScript, fontUrls, noScriptFontFaces, stylesheetText } from "#stylesheet-text";
import { preload } from "react-dom";

import { useNewPageSignal } from "./use-new-page-signal";

// Written into the server's HTML only, so neither the RSC data nor the browser's bundle carries
// the stylesheet or the script that loads the web faces (or their CSS for a page without scripts).
export function InlineStylesheet() {
  const written = useRef(false);
  useNewPageSignal();
  for (const href of fontUrls) preload(href, { as: "font", type: "font/woff2", crossOrigin: "" });
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    return (
      <>
        {/* eslint-disable-next-line react/no-danger -- the build's own stylesheet, no user input */}
        <style data-site-stylesheet="" dangerouslySetInnerHTML={{ __html: stylesheetText }} />
        {/* eslint-disable-next-line react/no-danger -- built from the font files' URLs, no user input */}
        <script dangerouslySetInnerHTML={{ __html: fontLoadScript }} />
        <noscript>
          {/* eslint-disable-next-line react/no-danger -- built from the font files' URLs, no user input */}
          <style dangerouslySetInnerHTML={{ __html: noScriptFontFaces }} />
        </noscript>
      </>
    );
  });
  return null;
}
