import * as React from "react";

import { cx } from "@/lib/cx";

function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return (
    <textarea
      data-slot="textarea"
      className={cx(
        "flex field-sizing-content min-h-32 w-full rounded-xl border border-input bg-background/60 px-4 py-3 text-base text-foreground shadow-xs outline-none selection:bg-brand/40 placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50",
        "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50",
        "aria-invalid:border-destructive aria-invalid:ring-destructive/30",
        className,
      )}
      {...props}
    />
  );
}

export { Textarea };
