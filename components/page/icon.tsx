import type { IconName } from "@/content/icons";
import { cn } from "@/lib/utils";

import { iconPaths } from "./icon-path";
import { type IconShapeName, iconShapes } from "./icon-shapes";

const pathsByName = new Map<IconShapeName, ReturnType<typeof iconPaths>>();
function pathsOf(name: IconShapeName) {
  let paths = pathsByName.get(name);
  if (!paths) {
    paths = iconPaths(iconShapes[name]);
    pathsByName.set(name, paths);
  }
  return paths;
}

/**
 * A lucide icon as plain server-rendered SVG. lucide-react's components are client components:
 * each one is a component to hydrate and carries its shapes in the page's RSC data as props.
 * Stroke, caps and the default 24 px size come from the `icon` class (globals.css), so each
 * instance is one path with all of its shapes (two for the icons with filled dots). Always decorative here: hidden from assistive
 * technology.
 */
export function Icon({ name, className }: { name: IconShapeName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cn("icon", className)}>
      {pathsOf(name).map(({ d, fill }) => (
        <path key={fill ?? "stroke"} d={d} fill={fill} />
      ))}
    </svg>
  );
}

/** Content names an icon; this is the drawing each name stands for. */
const contentIcons = {
  bot: "bot",
  share: "share-2",
  monitor: "monitor-smartphone",
  cpu: "cpu",
  box: "box",
  clapperboard: "clapperboard",
  megaphone: "megaphone",
  pen: "pen-line",
  cart: "shopping-cart",
  pointer: "mouse-pointer-click",
  sparkles: "sparkles",
  trending: "trending-up",
  code: "code-xml",
  palette: "palette",
  target: "target",
  workflow: "workflow",
  award: "award",
  users: "users",
  shield: "shield-check",
  folder: "folder-kanban",
  wallet: "wallet",
  undo: "undo-2",
  repeat: "repeat",
  calendar: "calendar-clock",
  lock: "lock",
  key: "key-round",
  globe: "globe",
  clock: "clock",
  search: "search",
  gauge: "gauge",
  train: "train-front",
  plane: "plane",
  car: "car",
  station: "building-complex",
} as const satisfies Record<IconName, IconShapeName>;

/** The brand icon chip used on every card: decorative, so hidden from assistive technology. */
export function IconChip({ name, className }: { name: IconName; className?: string }) {
  return (
    <span aria-hidden="true" className={cn("icon-chip", className)}>
      <Icon name={contentIcons[name]} className="size-6" />
    </span>
  );
}
