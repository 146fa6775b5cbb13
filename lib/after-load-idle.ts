/** How long an idle callback may wait once the page has loaded. */
const IDLE_TIMEOUT_MS = 2000;

// For work a visitor never waits on: kept out of the load's network and its long tasks.
export function afterLoadIdle(work: () => void): () => void {
  let cancelIdle: (() => void) | undefined;
  const run = () => {
    if (typeof requestIdleCallback === "function") {
      const id = requestIdleCallback(work, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => cancelIdleCallback(id);
    } else {
      const id = setTimeout(work, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  if (document.readyState === "complete") run();
  else addEventListener("load", run, { once: true });
  return () => {
    removeEventListener("load", run);
    cancelIdle?.();
  };
}
