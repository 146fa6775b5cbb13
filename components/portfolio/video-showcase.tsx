"use client";

import { memo, startTransition, useCallback, useEffect, useRef, useState } from "react";
import { createPortal } from "react-dom";

import type { Video } from "@/content/portfolio";
import { afterNextPaint } from "@/lib/after-next-paint";
import { PlainButton } from "@/components/ui/plain-button";
import { StaticImage } from "@/components/ui/static-image";
import { Icon } from "@/components/page/icon";

// "opening" shows the overlay alone for one frame: turning the dialog modal restyles the whole
// page (50 ms+ on a phone), so it waits until after the frame that answers the click.
type Phase = "closed" | "opening" | "open" | "closing";

const FADE_MS = 150;

// The <video> exists only while the dialog is open: nothing loads early, playback stops on close.
export function VideoShowcase({ videos }: { videos: readonly Video[] }) {
  const [active, setActive] = useState<Video | null>(null);
  const [phase, setPhase] = useState<Phase>("closed");
  const dialogRef = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const overlayRef = useRef<HTMLDivElement>(null);

  const open = useCallback((video: Video) => {
    // The blurred bars under the overlay turn opaque (globals.css): drawn under it, a blur costs a frame.
    document.documentElement.dataset.overlay = "";
    setActive(video);
    setPhase("opening");
  }, []);

  // Set on the elements, not through a render, and transparent rather than hidden, so the answering
  // frame restyles two elements and lays out nothing; leaving modal (a page restyle) waits a task.
  const requestClose = useCallback(() => {
    const dialog = dialogRef.current;
    if (!dialog?.open || dialog.dataset.closing !== undefined) return;
    dialog.dataset.closing = "";
    overlayRef.current?.setAttribute("data-fading", "");
    afterNextPaint(() => dialog.close());
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (phase === "opening") {
      return afterNextPaint(() => {
        if (!dialog.open) dialog.showModal();
        closeRef.current?.focus();
        setPhase("open");
      });
    }
    if (phase === "closing") {
      const faded = setTimeout(() => setPhase("closed"), FADE_MS);
      return () => clearTimeout(faded);
    }
  }, [phase]);

  const onCancel = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    requestClose();
  };

  // Taking the player down is the costly part, so it waits in a transition.
  const onClose = (event: React.SyntheticEvent<HTMLDialogElement>) => {
    delete event.currentTarget.dataset.closing;
    delete document.documentElement.dataset.overlay;
    setPhase("closing");
    startTransition(() => setActive(null));
  };

  useEffect(() => () => void delete document.documentElement.dataset.overlay, []);

  // A click on the backdrop lands on the <dialog> itself.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === dialog) requestClose();
    };
    dialog.addEventListener("click", onClick);
    return () => dialog.removeEventListener("click", onClick);
  }, [requestClose]);

  return (
    <>
      <VideoThumbnails videos={videos} onOpen={open} />
      {phase === "closed" ? null : <Overlay ref={overlayRef} fading={phase === "closing"} />}
      <dialog
        ref={dialogRef}
        aria-labelledby="video-dialog-title"
        onCancel={onCancel}
        onClose={onClose}
        className="m-auto w-[min(56rem,calc(100vw-2rem))] rounded-3xl border border-white/10 bg-card p-0 text-foreground shadow-2xl backdrop:bg-transparent data-closing:opacity-0"
      >
        {active ? (
          <div className="p-4 sm:p-6">
            <div className="mb-4 flex items-center justify-between gap-4">
              <h3 id="video-dialog-title" className="text-lg font-semibold">
                {active.title}
              </h3>
              <PlainButton
                ref={closeRef}
                type="button"
                variant="outline"
                size="sm"
                onClick={requestClose}
              >
                <Icon name="x" />
                Close
              </PlainButton>
            </div>
            {phase === "open" || phase === "closing" ? (
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

// Stands in for ::backdrop so it can show before the dialog turns modal; its own layer, so fading
// it repaints nothing beneath, and it keeps the pointer until gone so hover waits for the fade.
function Overlay({ ref, fading }: { ref: React.Ref<HTMLDivElement>; fading: boolean }) {
  return createPortal(
    <div
      ref={ref}
      aria-hidden="true"
      data-fading={fading ? "" : undefined}
      style={{ transitionDuration: `${FADE_MS}ms` }}
      className="fixed inset-0 z-50 bg-black/75 transition-opacity will-change-transform data-fading:opacity-0"
    />,
    document.body,
  );
}

const VideoThumbnails = memo(function VideoThumbnails({
  videos,
  onOpen,
}: {
  videos: readonly Video[];
  onOpen: (video: Video) => void;
}) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {videos.map((video) => (
        <li key={video.id}>
          <button
            type="button"
            onClick={() => onOpen(video)}
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
  );
});
