import * as React from "react";

import { cx } from "@/lib/cx";

function Input({ className, type, ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cx(
        "flex h-12 w-full min-w-0 rounded-xl border border-input bg-background/60 px-4 py-2 text-base text-foreground shadow-xs outline-none selection:bg-brand/40 placeholder:text-muted-foreground read-only:cursor-default read-only:border-dashed read-only:bg-white/[0.03] read-only:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
        className,
      )}
      {...props}
    />
  );
}

export { Input };
