import type * as React from "react";

/*
 * The public forms' label, input and textarea: the same elements and classes as
 * components/ui/{label,input,textarea}.tsx (a test keeps them equal), without `className`, so
 * nothing needs tailwind-merge, which the ui versions' `cn` would bring into the form's
 * JavaScript before the largest paint.
 */

const fieldClass =
  "w-full rounded-xl border border-input bg-background/60 px-4 text-base text-foreground shadow-xs transition-[color,border-color,box-shadow] outline-none selection:bg-brand/40 placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive aria-invalid:ring-destructive/30";

export function FieldLabel(props: Omit<React.ComponentProps<"label">, "className">) {
  return (
    // eslint-disable-next-line jsx-a11y/label-has-associated-control -- htmlFor comes from the caller
    <label
      data-slot="label"
      className="flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
      {...props}
    />
  );
}

export function FieldInput(props: Omit<React.ComponentProps<"input">, "className">) {
  return <input data-slot="input" className={`flex h-12 min-w-0 py-2 ${fieldClass}`} {...props} />;
}

export function FieldTextarea(props: Omit<React.ComponentProps<"textarea">, "className">) {
  return (
    <textarea
      data-slot="textarea"
      className={`flex field-sizing-content min-h-32 py-3 ${fieldClass}`}
      {...props}
    />
  );
}
