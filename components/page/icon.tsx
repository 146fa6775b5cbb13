import {
  Award,
  Bot,
  Box,
  Building2,
  CalendarClock,
  Car,
  Clapperboard,
  Clock,
  CodeXml,
  Cpu,
  FolderKanban,
  Gauge,
  Globe,
  KeyRound,
  Lock,
  Megaphone,
  MonitorSmartphone,
  MousePointerClick,
  Palette,
  PenLine,
  Plane,
  Repeat,
  Search,
  Share2,
  ShieldCheck,
  ShoppingCart,
  Sparkles,
  Target,
  TrainFront,
  TrendingUp,
  Undo2,
  Users,
  Wallet,
  Workflow,
  type LucideIcon,
} from "lucide-react";

import type { IconName } from "@/content/icons";
import { cn } from "@/lib/utils";

const icons = {
  bot: Bot,
  share: Share2,
  monitor: MonitorSmartphone,
  cpu: Cpu,
  box: Box,
  clapperboard: Clapperboard,
  megaphone: Megaphone,
  pen: PenLine,
  cart: ShoppingCart,
  pointer: MousePointerClick,
  sparkles: Sparkles,
  trending: TrendingUp,
  code: CodeXml,
  palette: Palette,
  target: Target,
  workflow: Workflow,
  award: Award,
  users: Users,
  shield: ShieldCheck,
  folder: FolderKanban,
  wallet: Wallet,
  undo: Undo2,
  repeat: Repeat,
  calendar: CalendarClock,
  lock: Lock,
  key: KeyRound,
  globe: Globe,
  clock: Clock,
  search: Search,
  gauge: Gauge,
  train: TrainFront,
  plane: Plane,
  car: Car,
  station: Building2,
} as const satisfies Record<IconName, LucideIcon>;

/** The brand icon chip used on every card: decorative, so hidden from assistive technology. */
export function IconChip({ name, className }: { name: IconName; className?: string }) {
  const Icon = icons[name];
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-grid size-12 shrink-0 place-items-center rounded-xl bg-brand/15 text-brand",
        className,
      )}
    >
      <Icon className="size-6" />
    </span>
  );
}
