import * as React from "react";

import { cx } from "@/lib/cx";

// A native <label>: Radix's Label only adds double-click text-selection handling, which
// `select-none` already gives, and cost the form pages about 11 KiB of JavaScript.
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- htmlFor comes from the caller
    <label
      data-slot="label"
      className={cx(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
