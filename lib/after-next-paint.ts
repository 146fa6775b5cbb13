/** A page in the background gets no frames: the work then runs after this long anyway. */
const NO_FRAME_MS = 200;

// Waits a paint so what a click shows at once (a pressed tab, a busy label) comes before its work.
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
