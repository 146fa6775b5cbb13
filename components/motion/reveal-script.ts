// Observing mutations while the parser runs would call back per node (~30 ms before first paint),
// so it starts after DOMContentLoaded. Web Animations leave attributes alone, so hydration matches.
const REVEAL = {
  durationMs: 600,
  staggerMs: 100,
  // A section starts as it comes within a tenth of a screen of the bottom edge: one a phone scrolls
  // into stays blank for no part of its height, and one taller than the screen still starts.
  rootMargin: "0px 0px 10% 0px",
  easing: "cubic-bezier(0.22, 1, 0.36, 1)",
  sectionOffsetPx: 24,
  itemOffsetPx: 16,
} as const;

// The start state lives in an adopted stylesheet the script writes itself, so without JavaScript,
// with reduced motion, in a browser that can't play it or on paper, nothing is ever hidden.
export const revealScript = `(function(){var d=document,W=window,seen=new WeakSet(),io,sheet;
if(!("IntersectionObserver" in W)||!("MutationObserver" in W)||!Element.prototype.animate||!d.adoptedStyleSheets){return}
if(W.matchMedia&&matchMedia("(prefers-reduced-motion: reduce)").matches){return}
try{sheet=new CSSStyleSheet();sheet.replaceSync('@media screen{[data-reveal="section"]{opacity:0;transform:translateY(${REVEAL.sectionOffsetPx}px)}[data-reveal="item"]{opacity:0;transform:translateY(${REVEAL.itemOffsetPx}px)}}');d.adoptedStyleSheets=d.adoptedStyleSheets.concat([sheet])}catch(e){return}
function play(el,dy,delay){el.animate([{opacity:0,transform:"translateY("+dy+"px)"},{opacity:1,transform:"none"}],{duration:${REVEAL.durationMs},delay:delay,easing:${JSON.stringify(REVEAL.easing)},fill:"both"})}
function show(el){var kind=el.getAttribute("data-reveal");if(kind==="item"){return}
if(kind==="list"){var items=el.querySelectorAll('[data-reveal="item"]'),i=0;for(;i<items.length;i++){play(items[i],${REVEAL.itemOffsetPx},i*${REVEAL.staggerMs})}return}
play(el,${REVEAL.sectionOffsetPx},0)}
io=new IntersectionObserver(function(entries){for(var i=0;i<entries.length;i++){var e=entries[i];if(e.isIntersecting){io.unobserve(e.target);show(e.target)}}},{threshold:0,rootMargin:${JSON.stringify(REVEAL.rootMargin)}});
function watch(el){if(seen.has(el)){return}seen.add(el);if(el.getAttribute("data-reveal")!=="item"){io.observe(el)}}
function scan(root){if(root.nodeType!==1){return}if(root.hasAttribute("data-reveal")){watch(root)}var all=root.querySelectorAll("[data-reveal]");for(var i=0;i<all.length;i++){watch(all[i])}}
function start(){scan(d.documentElement);
new MutationObserver(function(records){for(var i=0;i<records.length;i++){var added=records[i].addedNodes;for(var j=0;j<added.length;j++){scan(added[j])}}}).observe(d.documentElement,{childList:true,subtree:true})}
if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",start)}else{start()}})();`;
