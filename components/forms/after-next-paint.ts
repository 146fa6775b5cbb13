/**
 * Runs `work` once the browser has painted the frame in progress, so what a click or a key shows
 * at once (a focus ring, a checked star, a busy label) is on screen before the work starts, and the
 * work lands in a frame nobody is waiting for. A hidden tab paints no frames: there the work runs
 * after `fallbackMs` at the latest.
 */
export function afterNextPaint(work: () => void, fallbackMs = 1000) {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    work();
  };
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
