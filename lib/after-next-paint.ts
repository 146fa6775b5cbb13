/** A page in the background gets no frames: the work then runs after this long anyway. */
const NO_FRAME_MS = 200;

/**
 * Runs `work` once the browser has painted the frame it is working on, so what a click, a key or a
 * focus shows at once (a pressed tab, a flipped switch, a busy label, a focus ring) reaches the
 * screen before the work it starts (a navigation, a server action, a form's check, fetching the
 * validator), whose first steps run on the same thread. The one way to defer such work, for the
 * dashboard and the public forms alike. Returns a function that cancels it.
 */
export function afterNextPaint(work: () => void): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancel();
    work();
  };
  let afterFrame: ReturnType<typeof setTimeout> | undefined;
  // A frame's animation callbacks run just before its paint; a task queued there runs after it.
  const frame = requestAnimationFrame(() => {
    afterFrame = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, NO_FRAME_MS);
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(afterFrame);
    clearTimeout(fallback);
  }
  return cancel;
}
