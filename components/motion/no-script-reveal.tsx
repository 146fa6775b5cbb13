// Belongs in <head>: a <style> in the body is invalid HTML.
export function NoScriptReveal() {
  return (
    <noscript>
      <style>{`[data-reveal]{opacity:1!important;transform:none!important}`}</style>
    </noscript>
  );
}
