import { timings } from "@/content/site";
import { NEW_PAGE_EVENT } from "@/components/stylesheet/font-faces";

export const SPLASH_SESSION_KEY = "kalpix:splash-seen";
const SPLASH_STATE_STYLE_ID = "kalpix-splash-state";

// Tab skips it too: focus would otherwise move on, unseen, under it.
// The hero's entrance is held while the splash covers it, else it would delay LCP unseen, and stays
// held until the next page, so it never replays: finding its animations would cost a style pass.
// State lives in an adopted stylesheet, not the DOM: React drops foreign nodes and attributes on
// <html>/<head> when it renders the root on the client, which would bring the splash back.
export const splashScript = `(function(){var K=${JSON.stringify(SPLASH_SESSION_KEY)},d=document,state="",held=false,sheet,el;
try{sheet=new CSSStyleSheet();d.adoptedStyleSheets=d.adoptedStyleSheets.concat([sheet])}catch(e){sheet=null;el=d.createElement("style");el.id=${JSON.stringify(SPLASH_STATE_STYLE_ID)};d.head.appendChild(el)}
function write(css){if(sheet){sheet.replaceSync(css)}else{el.textContent=css}}
function css(){return(state==="off"?".splash{display:none!important}":state?".splash{animation:splash-out .3s ease forwards!important;pointer-events:none}":"")+(state?".hero-backdrop{animation:none!important}":"")+(held?".animate-hero-in{animation:none}":"")}
function set(v){state=v;write(css())}
try{if(matchMedia("(prefers-reduced-motion: reduce)").matches||sessionStorage.getItem(K)){set("off");return}sessionStorage.setItem(K,"1")}catch(e){}
held=true;write(css());
d.addEventListener(${JSON.stringify(NEW_PAGE_EVENT)},function(){held=false;write(css())},{once:true});
function off(){set("off");removeEventListener("keydown",key,true);d.removeEventListener("click",click,true)}
function dismiss(){if(state){return}set("leaving");setTimeout(off,300)}
function key(e){if(e.key==="Escape"||e.key==="Tab"){dismiss()}}
function click(e){var t=e.target;if(t&&t.closest&&t.closest("[data-splash-root]")){dismiss()}}
addEventListener("keydown",key,true);d.addEventListener("click",click,true);
setTimeout(off,${timings.splashVisibleMs + timings.splashFadeMs});})();`;
