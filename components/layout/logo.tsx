import { useId } from "react";

import { cn } from "@/lib/utils";

/** The Kalpix mark: a "K" whose upper arm ends in a spark, on the brand gradient. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = `kx-grad-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={cn("size-9 shrink-0", className)}
    >
      <defs>
        <linearGradient
          id={gradientId}
          x1="0"
          y1="0"
          x2="40"
          y2="40"
          gradientUnits="userSpaceOnUse"
        >
          <stop offset="0" stopColor="#8b7cf6" />
          <stop offset="0.6" stopColor="#f0705a" />
          <stop offset="1" stopColor="#ffb454" />
        </linearGradient>
      </defs>
      <rect width="40" height="40" rx="11" fill={`url(#${gradientId})`} />
      <rect x="10.5" y="9.5" width="5" height="21" rx="2.5" fill="#fff" />
      <path d="M17.5 20.5 L28 30" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path d="M17.5 19.5 L23 14" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M29.5 6.5 Q30.2 10.3 34 11 Q30.2 11.7 29.5 15.5 Q28.8 11.7 25 11 Q28.8 10.3 29.5 6.5 Z"
        fill="#fff"
      />
    </svg>
  );
}

export function Logo({ name, className }: { name: string; className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2.5", className)}>
      <LogoMark />
      <span className="font-display text-xl font-bold tracking-tight">{name}</span>
    </span>
  );
}
