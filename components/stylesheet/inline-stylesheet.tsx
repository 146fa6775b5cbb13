"use client";

import { useRef } from "react";
import { useServerInsertedHTML } from "next/navigation";
import { fontUrls, stylesheetText } from "#stylesheet-text";
import { preload } from "react-dom";

// Written into the server's HTML only, so neither the RSC data nor the browser's bundle carries it.
export function InlineStylesheet() {
  const written = useRef(false);
  for (const href of fontUrls) preload(href, { as: "font", type: "font/woff2", crossOrigin: "" });
  useServerInsertedHTML(() => {
    if (written.current) return null;
    written.current = true;
    // eslint-disable-next-line react/no-danger -- the build's own stylesheet, no user input
    return <style data-site-stylesheet="" dangerouslySetInnerHTML={{ __html: stylesheetText }} />;
  });
  return null;
}
