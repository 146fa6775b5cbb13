import type * as React from "react";

import { plainButtonClass, type ButtonSize, type ButtonVariant } from "./button-variants";

// For public client islands: skips cva, Radix Slot and tailwind-merge (~11 KB before LCP).
function PlainButton({
  className,
  variant,
  size,
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return (
    <button
      data-slot="button"
      className={plainButtonClass({ variant, size, className })}
      {...props}
    />
  );
}

export { PlainButton };
