import { cn } from "@/lib/utils";

/** The Kalpix mark: a "K" whose upper arm ends in a spark, on the brand gradient (globals.css). */
export function LogoMark({ className }: { className?: string }) {
  return <span aria-hidden="true" className={cn("logo-mark size-9 shrink-0", className)} />;
}

export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="font-display text-xl font-bold tracking-tight">{name}</span>
    </span>
  );
}
