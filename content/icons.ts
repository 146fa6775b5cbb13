/**
 * Icon names content may use. content/ stays free of React, so it names an icon and
 * components/page/icon.tsx maps the name to a lucide-react component.
 */
export const iconNames = [
  "bot",
  "share",
  "monitor",
  "cpu",
  "box",
  "clapperboard",
  "megaphone",
  "pen",
  "cart",
  "pointer",
  "sparkles",
  "trending",
  "code",
  "palette",
  "target",
  "workflow",
  "award",
  "users",
  "shield",
  "folder",
  "wallet",
  "undo",
  "repeat",
  "calendar",
  "lock",
  "key",
  "globe",
  "clock",
  "search",
  "gauge",
  "train",
  "plane",
  "car",
  "station",
] as const;

export type IconName = (typeof iconNames)[number];
