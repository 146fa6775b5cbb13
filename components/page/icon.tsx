import type { IconName } from "@/content/icons";
import { cx } from "@/lib/cx";

import { iconPaths, type LucideIconName } from "./icon-paths";

// Plain SVG instead of lucide-react, whose icons are client components to hydrate; `cx`, not `cn`,
// keeps tailwind-merge out of the public pages' client bundles.
export function Icon({ name, className }: { name: LucideIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={cx("icon", className)}>
      {iconPaths[name].map(({ d, fill }) => (
        <path key={d} d={d} fill={fill} />
      ))}
    </svg>
  );
}

export const contentIcons = {
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
} as const satisfies Record<IconName, LucideIconName>;

export function IconChip({ name, className }: { name: IconName; className?: string }) {
  return (
    <span aria-hidden="true" className={cx("icon-chip", className)}>
      <Icon name={contentIcons[name]} className="size-6" />
    </span>
  );
}
