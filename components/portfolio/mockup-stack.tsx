"use client";

import { useEffect, useRef, useState } from "react";
import Image from "next/image";
import { LazyMotion, m, type PanInfo } from "motion/react";

import { mockupCardSizePx, mockupDragSensitivityPx, type Mockup } from "@/content/portfolio";

const loadDragFeatures = () => import("./drag-features").then((mod) => mod.default);

/**
 * Stacked product mockups. The top card is a real button: click, Enter or Space sends it to the
 * back, and so does dragging it further than 180 px. The cards behind it are decoration.
 */
export function MockupStack({ mockups }: { mockups: readonly Mockup[] }) {
  const [order, setOrder] = useState(() => mockups.map((_, index) => index));
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

  const sendTopToBack = () => {
    const container = cardRefs.current.get(top?.id ?? "")?.parentElement;
    shouldFocusTopRef.current = Boolean(container?.contains(document.activeElement));
    setOrder(([first, ...rest]) => (first === undefined ? rest : [...rest, first]));
  };

  const onDragEnd = (_: unknown, info: PanInfo) => {
    if (Math.hypot(info.offset.x, info.offset.y) > mockupDragSensitivityPx) sendTopToBack();
  };

  return (
    <LazyMotion features={loadDragFeatures} strict>
      <div className="flex flex-col items-center gap-6">
        <div
          className="relative aspect-square w-full"
          style={{ maxWidth: mockupCardSizePx }}
          data-testid="mockup-stack"
        >
          {mockups.map((mockup, index) => {
            const depth = order.indexOf(index);
            const isTop = depth === 0;
            return (
              <m.button
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
                className="absolute inset-0 cursor-grab touch-none overflow-hidden rounded-3xl border border-white/10 bg-card shadow-2xl shadow-black/50 outline-none select-none focus-visible:ring-[3px] focus-visible:ring-ring/70 active:cursor-grabbing"
                style={{ zIndex: mockups.length - depth, pointerEvents: isTop ? "auto" : "none" }}
                initial={false}
                animate={{
                  x: depth * 12,
                  y: depth * 10,
                  rotate: depth === 0 ? 0 : (depth % 2 ? 3 : -2) * Math.ceil(depth / 2),
                  scale: 1 - depth * 0.04,
                  opacity: depth > 3 ? 0 : 1 - depth * 0.12,
                }}
                transition={{ type: "spring", stiffness: 260, damping: 26 }}
                drag={isTop}
                dragSnapToOrigin
                dragElastic={0.6}
                whileDrag={{ rotate: 4, scale: 1.02 }}
                onPointerDown={() => {
                  draggedRef.current = false;
                }}
                onDragStart={() => {
                  draggedRef.current = true;
                }}
                onDragEnd={onDragEnd}
                onClick={() => {
                  if (draggedRef.current) {
                    draggedRef.current = false;
                    return;
                  }
                  if (isTop) sendTopToBack();
                }}
              >
                <Image
                  src={mockup.image}
                  alt={isTop ? mockup.alt : ""}
                  width={700}
                  height={700}
                  sizes="350px"
                  draggable={false}
                  loading={depth < 2 ? "eager" : "lazy"}
                  className="pointer-events-none size-full object-cover"
                />
              </m.button>
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
    </LazyMotion>
  );
}
