// Without JavaScript the splash could never be skipped and would replay on every page, the hero's
// backdrop would wait out a splash that never shows, and the header would never learn that the
// page has scrolled under it.
const NO_SCRIPT_CSS = `.splash{display:none!important}.hero-backdrop{animation:none!important}.site-header{border-color:var(--border);background-color:color-mix(in oklab,var(--background) 85%,transparent);backdrop-filter:blur(24px)}`;

// Belongs in <head>: a <style> in the body is invalid HTML.
export function NoScriptStyles() {
  return (
    <noscript>
      <style>{NO_SCRIPT_CSS}</style>
    </noscript>
  );
}
