"use client";

import { startTransition, useDeferredValue, useEffect, useRef, useState } from "react";

import type { Video } from "@/content/portfolio";
import { PlainButton } from "@/components/ui/plain-button";
import { StaticImage } from "@/components/ui/static-image";
import { Icon } from "@/components/page/icon";

/**
 * Thumbnails that open one native modal <dialog>: showModal() traps focus and makes the rest of
 * the page inert, Escape closes it, and focus returns to the thumbnail. The <video> exists only
 * while the dialog is open, so nothing loads before and playback stops on close.
 * The click paints the dialog's frame first and mounts the player in the render after it; closing
 * hides the dialog at once and takes the player down afterwards: a player is the costliest
 * element to create and to destroy, and neither needs to hold up the frame the visitor waits for.
 */
export function VideoShowcase({ videos }: { videos: readonly Video[] }) {
  const [active, setActive] = useState<Video | null>(null);
  const playing = useDeferredValue(active);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (active && !dialog.open) {
      dialog.showModal();
      closeRef.current?.focus();
    }
    if (!active && dialog.open) dialog.close();
  }, [active]);

  // Close, Escape and the backdrop all close the <dialog> itself; its close event then takes the
  // player down in a transition.
  const close = () => dialogRef.current?.close();

  // A click on the backdrop lands on the <dialog> itself: treat it like Close. (Keyboard users
  // have Escape and the Close button, so this is a pointer-only convenience.)
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) dialog.close();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, []);

  return (
    <>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {videos.map((video) => (
          <li key={video.id}>
            <button
              type="button"
              onClick={() => setActive(video)}
              className="group relative block w-full overflow-hidden rounded-2xl border border-border bg-card text-left outline-none focus-visible:ring-[3px] focus-visible:ring-ring/70"
              aria-haspopup="dialog"
            >
              <StaticImage
                src={video.thumbnail}
                alt=""
                width={1280}
                height={720}
                sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                className="aspect-video w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]"
              />
              <span
                aria-hidden="true"
                className="absolute top-1/2 left-1/2 grid size-16 -translate-1/2 place-items-center rounded-full bg-white/90 text-[#0c0b12] shadow-xl transition-transform group-hover:scale-110"
              >
                <Icon name="play" className="ml-1 size-7 fill-current" />
              </span>
              <span className="flex items-center justify-between gap-3 px-5 py-4">
                <span className="font-semibold">
                  <span className="sr-only">Play </span>
                  {video.title}
                </span>
                <span className="rounded-full bg-brand/15 px-2.5 py-1 text-xs font-semibold text-brand">
                  {video.category}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <dialog
        ref={dialogRef}
        aria-labelledby="video-dialog-title"
        onClose={() => startTransition(() => setActive(null))}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-3xl border border-white/10 bg-card p-0 text-foreground shadow-2xl backdrop:bg-black/75 backdrop:backdrop-blur-sm"
      >
        {active ? (
          <div className="p-4 sm:p-6">
            <div className="mb-4 flex items-center justify-between gap-4">
              <h3 id="video-dialog-title" className="text-lg font-semibold">
                {active.title}
              </h3>
              <PlainButton ref={closeRef} type="button" variant="outline" size="sm" onClick={close}>
                <Icon name="x" />
                Close
              </PlainButton>
            </div>
            {playing?.id === active.id ? (
              <video
                key={active.id}
                src={active.videoUrl}
                poster={active.thumbnail}
                controls
                autoPlay
                muted
                playsInline
                preload="auto"
                data-testid="video-player"
                className="aspect-video w-full rounded-2xl bg-black"
              >
                <p>{active.alt}</p>
              </video>
            ) : (
              <div className="aspect-video w-full rounded-2xl bg-black" />
            )}
          </div>
        ) : null}
      </dialog>
    </>
  );
}
