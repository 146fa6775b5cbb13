"use client";

import { startTransition, useEffect, useRef, useState } from "react";

import { mockupCardSizePx, mockupDragSensitivityPx, type Mockup } from "@/content/portfolio";
import { StaticImage } from "@/components/ui/static-image";

const DRAG_START_PX = 4;

function draggedTransform(x: number, y: number) {
  return `translate(${x}px, ${y}px) rotate(4deg) scale(1.02)`;
}

// A springy settle, close to the spring (stiffness 260, damping 26) it replaces.
const SETTLE_TRANSITION = "transform 0.5s cubic-bezier(0.22, 1.2, 0.36, 1), opacity 0.5s ease";

function restingTransform(depth: number) {
  const rotate = depth === 0 ? 0 : (depth % 2 ? 3 : -2) * Math.ceil(depth / 2);
  return `translate(${depth * 12}px, ${depth * 10}px) rotate(${rotate}deg) scale(${1 - depth * 0.04})`;
}

// The drag writes the transform straight to the element: a render per pointer move would queue up
// and all be flushed inside the release, the moment the visitor waits for.
export function MockupStack({ mockups }: { mockups: readonly Mockup[] }) {
  const [order, setOrder] = useState(() => mockups.map((_, index) => index));
  const dragStartRef = useRef<{ x: number; y: number; id: number } | null>(null);
  const draggedRef = useRef(false);
  const shouldFocusTopRef = useRef(false);
  const cardRefs = useRef(new Map<string, HTMLButtonElement>());
  const topIndex = order[0] ?? 0;
  const top = mockups[topIndex];

  useEffect(() => {
    if (!shouldFocusTopRef.current || !top) return;
    shouldFocusTopRef.current = false;
    cardRefs.current.get(top.id)?.focus({ preventScroll: true });
  }, [top]);

  // A transition, so the frame that answers the click or drop paints before every card restyles.
  const sendTopToBack = () => {
    const container = cardRefs.current.get(top?.id ?? "")?.parentElement;
    shouldFocusTopRef.current = Boolean(container?.contains(document.activeElement));
    startTransition(() =>
      setOrder(([first, ...rest]) => (first === undefined ? rest : [...rest, first])),
    );
  };

  const onPointerDown = (event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    draggedRef.current = false;
    dragStartRef.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: React.PointerEvent<HTMLButtonElement>) => {
    const start = dragStartRef.current;
    if (!start || start.id !== event.pointerId) return;
    const x = event.clientX - start.x;
    const y = event.clientY - start.y;
    if (!draggedRef.current && Math.hypot(x, y) < DRAG_START_PX) return;
    // A finger moving mostly up or down is scrolling the page (touch-pan-y), not dragging the card.
    if (!draggedRef.current && event.pointerType !== "mouse" && Math.abs(y) > Math.abs(x)) {
      dragStartRef.current = null;
      return;
    }
    draggedRef.current = true;
    const card = event.currentTarget;
    card.style.transition = "none";
    card.style.transform = draggedTransform(x, y);
  };
  const onPointerEnd = (event: React.PointerEvent<HTMLButtonElement>) => {
    const start = dragStartRef.current;
    if (!start || start.id !== event.pointerId) return;
    dragStartRef.current = null;
    if (!draggedRef.current) return;
    const card = event.currentTarget;
    const distance = Math.hypot(event.clientX - start.x, event.clientY - start.y);
    // Restored before the card moves again, so it glides from where it was let go.
    card.style.transition = SETTLE_TRANSITION;
    if (event.type === "pointerup" && distance > mockupDragSensitivityPx) sendTopToBack();
    else card.style.transform = restingTransform(0);
  };

  return (
    <div className="flex flex-col items-center gap-6">
      <div
        // Narrower than its column: the cards beneath sit offset to the right of the one on top.
        className="relative aspect-square w-[calc(100%-2.5rem)]"
        style={{ maxWidth: mockupCardSizePx }}
        data-testid="mockup-stack"
      >
        {mockups.map((mockup, index) => {
          const depth = order.indexOf(index);
          const isTop = depth === 0;
          return (
            <button
              key={mockup.id}
              ref={(node: HTMLButtonElement | null) => {
                if (node) cardRefs.current.set(mockup.id, node);
                else cardRefs.current.delete(mockup.id);
              }}
              type="button"
              data-mockup={mockup.id}
              data-top={isTop || undefined}
              aria-hidden={isTop ? undefined : true}
              tabIndex={isTop ? 0 : -1}
              aria-label={isTop ? `${mockup.text}: send to back` : undefined}
              className="absolute inset-0 cursor-grab touch-pan-y overflow-hidden rounded-3xl border border-white/10 bg-card shadow-2xl shadow-black/50 outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/70 active:cursor-grabbing"
              style={{
                zIndex: mockups.length - depth,
                pointerEvents: isTop ? "auto" : "none",
                opacity: depth > 3 ? 0 : 1 - depth * 0.12,
                transform: restingTransform(depth),
                transition: SETTLE_TRANSITION,
              }}
              onPointerDown={isTop ? onPointerDown : undefined}
              onPointerMove={isTop ? onPointerMove : undefined}
              onPointerUp={isTop ? onPointerEnd : undefined}
              onPointerCancel={isTop ? onPointerEnd : undefined}
              onClick={() => {
                if (draggedRef.current) {
                  draggedRef.current = false;
                  return;
                }
                if (isTop) sendTopToBack();
              }}
            >
              <StaticImage
                src={mockup.image}
                alt={isTop ? mockup.alt : ""}
                width={700}
                height={700}
                sizes="350px"
                draggable={false}
                loading={depth < 2 ? "eager" : "lazy"}
                // The card on top is the page's largest image.
                fetchPriority={index === 0 ? "high" : undefined}
                className="pointer-events-none size-full object-cover"
              />
            </button>
          );
        })}
      </div>
      <p className="text-center text-sm text-muted-foreground" aria-live="polite">
        <span className="font-semibold text-foreground">{top?.text}</span>
        <span aria-hidden="true"> · </span>
        <span>
          {topIndex + 1} of {mockups.length}
        </span>
      </p>
    </div>
  );
}
