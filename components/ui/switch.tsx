import type { ComponentProps } from "react";

import { cn } from "@/lib/utils";

/**
 * An on/off switch: a button with the switch role whose `checked` the caller owns. A plain button
 * rather than a library primitive: a flip renders this one element and its thumb, nothing else.
 *
 * The thumb slides by its margin, not by a transform. A transform transition gets a compositor
 * layer of its own the moment it starts, and a new layer in the middle of the dashboard's table
 * made the flip's frame redraw the whole viewport (a trace at 4x CPU slowdown: damage 390x757 and
 * 3.5-12 ms to draw it, against the switch's own 76x30 and 0.2 ms with a margin). The margin's
 * layout stays inside the button: its size is fixed, and contained so that no ancestor relays out.
 */
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
        "peer inline-flex h-6 w-11 shrink-0 items-center rounded-full border border-transparent shadow-xs transition-[background-color,box-shadow] contain-layout contain-size outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:cursor-not-allowed disabled:opacity-50 aria-disabled:cursor-not-allowed aria-disabled:opacity-50 data-[state=checked]:bg-brand-strong data-[state=unchecked]:bg-input",
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
