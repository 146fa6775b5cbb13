import { timings } from "@/content/site";

export const SPLASH_SESSION_KEY = "kalpix:splash-seen";
export const SPLASH_STATE_STYLE_ID = "kalpix-splash-state";

/**
 * Runs in <head> before the splash is parsed. It never shows anything itself: the splash is CSS.
 * It only turns the splash off for the rest of the browser session (and under reduced motion),
 * and lets a click or Escape dismiss it early.
 *
 * State goes into a <style> element of its own rather than an attribute on <html>: React owns
 * <html> and drops foreign attributes whenever it renders the root on the client, while it leaves
 * unknown nodes in <head> alone.
 */
export const splashScript = `(function(){var K=${JSON.stringify(SPLASH_SESSION_KEY)},s=document.createElement("style"),state="";
s.id=${JSON.stringify(SPLASH_STATE_STYLE_ID)};document.head.appendChild(s);
function set(v){state=v;s.setAttribute("data-state",v);s.textContent=v==="off"?".splash{display:none!important}":".splash{animation:splash-out .3s ease forwards!important;pointer-events:none}"}
try{if(matchMedia("(prefers-reduced-motion: reduce)").matches||sessionStorage.getItem(K)){set("off");return}sessionStorage.setItem(K,"1")}catch(e){}
function off(){set("off");removeEventListener("keydown",key,true);document.removeEventListener("click",click,true)}
function dismiss(){if(state){return}set("leaving");setTimeout(off,300)}
function key(e){if(e.key==="Escape"){dismiss()}}
function click(e){var t=e.target;if(t&&t.closest&&t.closest("[data-splash-root]")){dismiss()}}
addEventListener("keydown",key,true);document.addEventListener("click",click,true);
setTimeout(off,${timings.splashVisibleMs + timings.splashFadeMs});})();`;
