import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

// Busy dims after 300 ms, so a quick action flashes nothing. The thumb slides by margin, not
// transform: a transform's own layer redrew the whole viewport. Positioned and contained, it is
// laid out alone (when not a flex item); isolated, its busy dimming lays out nothing at all.
function Switch({
  checked,
  onCheckedChange,
  className,
  onClick,
  ...props
}: Omit<ComponentProps<"button">, "value" | "onChange"> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
}) {
  const state = checked ? "checked" : "unchecked";
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      data-state={state}
      data-slot="switch"
      className={cn(
        "peer relative isolate inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-[background-color,box-shadow,opacity] contain-layout contain-size outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-disabled:[transition-delay:0s,0s,300ms] data-[state=checked]:bg-brand-strong data-[state=unchecked]:bg-input",
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) onCheckedChange(!checked);
      }}
      {...props}
    >
      <span
        data-state={state}
        data-slot="switch-thumb"
        className="pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-[margin] data-[state=checked]:ms-[calc(100%-1.25rem-1px)] data-[state=unchecked]:ms-0.5"
      />
    </button>
  );
}

export { Switch };
