/** Without JavaScript nothing would ever fade in, so show revealed content as it is. */
export function NoScriptReveal() {
  return (
    <noscript>
      <style>{`[data-reveal]{opacity:1!important;transform:none!important}`}</style>
    </noscript>
  );
}
