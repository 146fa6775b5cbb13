/**
 * Without JavaScript nothing would ever fade in, so show revealed content as it is. It belongs in
 * the <head>: a <style> in the body is invalid HTML.
 */
export function NoScriptReveal() {
  return (
    <noscript>
      <style>{`[data-reveal]{opacity:1!important;transform:none!important}`}</style>
    </noscript>
  );
}
