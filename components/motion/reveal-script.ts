// Observing mutations while the parser runs would call back per node (~30 ms before first paint),
// so it starts after DOMContentLoaded. Web Animations leave attributes alone, so hydration matches.
const REVEAL = {
  durationMs: 600,
  staggerMs: 100,
  threshold: 0.2,
  easing: "cubic-bezier(0.22, 1, 0.36, 1)",
  sectionOffsetPx: 24,
  itemOffsetPx: 16,
} as const;

export const revealScript = `(function(){var d=document,W=window,seen=new WeakSet(),io;
if(!("IntersectionObserver" in W)||!("MutationObserver" in W)||!Element.prototype.animate){return}
var still=W.matchMedia&&matchMedia("(prefers-reduced-motion: reduce)").matches;
function play(el,dy,delay){var from={opacity:0},to={opacity:1};if(!still){from.transform="translateY("+dy+"px)";to.transform="none"}
el.animate([from,to],{duration:${REVEAL.durationMs},delay:delay,easing:${JSON.stringify(REVEAL.easing)},fill:"both"})}
function show(el){var kind=el.getAttribute("data-reveal");if(kind==="item"){return}
if(kind==="list"){var items=el.querySelectorAll('[data-reveal="item"]'),i=0;for(;i<items.length;i++){play(items[i],${REVEAL.itemOffsetPx},i*${REVEAL.staggerMs})}return}
play(el,${REVEAL.sectionOffsetPx},0)}
io=new IntersectionObserver(function(entries){for(var i=0;i<entries.length;i++){var e=entries[i];if(e.isIntersecting){io.unobserve(e.target);show(e.target)}}},{threshold:${REVEAL.threshold}});
function watch(el){if(seen.has(el)){return}seen.add(el);if(el.getAttribute("data-reveal")!=="item"){io.observe(el)}}
function scan(root){if(root.nodeType!==1){return}if(root.hasAttribute("data-reveal")){watch(root)}var all=root.querySelectorAll("[data-reveal]");for(var i=0;i<all.length;i++){watch(all[i])}}
function start(){scan(d.documentElement);
new MutationObserver(function(records){for(var i=0;i<records.length;i++){var added=records[i].addedNodes;for(var j=0;j<added.length;j++){scan(added[j])}}}).observe(d.documentElement,{childList:true,subtree:true})}
if(d.readyState==="loading"){d.addEventListener("DOMContentLoaded",start)}else{start()}})();`;
