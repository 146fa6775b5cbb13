import type * as React from "react";

import { plainButtonClass, type ButtonSize, type ButtonVariant } from "./button-variants";

/**
 * The `Button` for client islands on public pages: the same looks, without cva, Radix Slot and
 * tailwind-merge (about 11 KB of JavaScript before the largest paint). No `asChild`, and
 * `className` may only add utilities the variant and size do not set.
 */
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
