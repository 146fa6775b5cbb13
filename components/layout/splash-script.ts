import { timings } from "@/content/site";

export const SPLASH_SESSION_KEY = "kalpix:splash-seen";
const SPLASH_STATE_STYLE_ID = "kalpix-splash-state";

/**
 * Runs in <head> before the splash is parsed. It never shows anything itself: the splash is CSS.
 * It only turns the splash off for the rest of the browser session (and under reduced motion),
 * and lets a click or Escape dismiss it early. Whenever the splash is leaving or off, the hero's
 * light stops waiting for it (globals.css paints it only once the splash starts to fade).
 * While the splash covers the page, the hero's entrance (`hero-in`, over by 1.4 s) would play
 * unseen: it would restyle the page on every frame of the load, and hold the heading back from the
 * first frame, which makes the browser's largest paint (LCP) wait for it. So on a first visit the
 * hero has no entrance while the splash shows, and is painted whole in the first frame. The hold
 * is lifted when the splash is dismissed, or switched off once its own fade is over, and the
 * entrances that this brings back are played to their end at once, so the hero never replays.
 * Heroes that arrive later (a client-side navigation) enter as always.
 *
 * The state lives in a constructed stylesheet adopted by the document, not in the DOM: React owns
 * <html> and <head> and throws foreign attributes and nodes away whenever it renders the root on
 * the client (Next does when a page falls back to client rendering), which would bring the
 * splash back. A <style> element is the fallback for browsers without adoptedStyleSheets.
 */
export const splashScript = `(function(){var K=${JSON.stringify(SPLASH_SESSION_KEY)},d=document,state="",held=false,sheet,el;
try{sheet=new CSSStyleSheet();d.adoptedStyleSheets=d.adoptedStyleSheets.concat([sheet])}catch(e){sheet=null;el=d.createElement("style");el.id=${JSON.stringify(SPLASH_STATE_STYLE_ID)};d.head.appendChild(el)}
function write(css){if(sheet){sheet.replaceSync(css)}else{el.textContent=css}}
function set(v){state=v;write((v==="off"?".splash{display:none!important}":".splash{animation:splash-out .3s ease forwards!important;pointer-events:none}")+".hero-backdrop{animation:none!important}");if(held){held=false;if(d.getAnimations){d.getAnimations().forEach(function(a){if(a.animationName==="hero-in"){a.finish()}})}}}
try{if(matchMedia("(prefers-reduced-motion: reduce)").matches||sessionStorage.getItem(K)){set("off");return}sessionStorage.setItem(K,"1")}catch(e){}
held=true;write(".animate-hero-in{animation:none}");
function off(){set("off");removeEventListener("keydown",key,true);d.removeEventListener("click",click,true)}
function dismiss(){if(state){return}set("leaving");setTimeout(off,300)}
function key(e){if(e.key==="Escape"){dismiss()}}
function click(e){var t=e.target;if(t&&t.closest&&t.closest("[data-splash-root]")){dismiss()}}
addEventListener("keydown",key,true);d.addEventListener("click",click,true);
setTimeout(off,${timings.splashVisibleMs + timings.splashFadeMs});})();`;
