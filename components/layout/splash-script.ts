import { timings } from "@/content/site";

export const SPLASH_SESSION_KEY = "kalpix:splash-seen";

/**
 * Runs in <head> before the splash is parsed. It never shows anything itself: the splash is CSS.
 * It only turns the splash off for the rest of the browser session (and under reduced motion),
 * and lets a click or Escape dismiss it early. Kept tiny and dependency-free on purpose.
 */
export const splashScript = `(function(){var d=document.documentElement,K=${JSON.stringify(SPLASH_SESSION_KEY)};
try{if(matchMedia("(prefers-reduced-motion: reduce)").matches||sessionStorage.getItem(K)){d.setAttribute("data-splash","off");return}sessionStorage.setItem(K,"1")}catch(e){}
function off(){d.setAttribute("data-splash","off");removeEventListener("keydown",key,true);document.removeEventListener("click",click,true)}
function dismiss(){if(d.getAttribute("data-splash")){return}d.setAttribute("data-splash","leaving");setTimeout(off,300)}
function key(e){if(e.key==="Escape"){dismiss()}}
function click(e){var t=e.target;if(t&&t.closest&&t.closest("[data-splash-root]")){dismiss()}}
addEventListener("keydown",key,true);document.addEventListener("click",click,true);
setTimeout(off,${timings.splashVisibleMs + timings.splashFadeMs});})();`;
