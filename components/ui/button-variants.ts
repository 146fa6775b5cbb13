import { clsx } from "clsx";

// No list sets a utility another sets too, so plain joining matches tailwind-merge without it.
// No `:active` style: restyling the button on press and release made every click answer later.
export const buttonBase =
  "inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold whitespace-nowrap transition-[color,background-color,border-color,box-shadow] outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";

export const buttonVariantClasses = {
  default:
    "bg-primary text-primary-foreground shadow-[0_8px_30px_-12px] shadow-brand/60 hover:bg-primary/90",
  brand:
    "bg-brand-strong text-white shadow-[0_10px_40px_-12px] shadow-brand-strong/80 hover:bg-brand-strong/90",
  outline:
    "border border-input bg-background/40 backdrop-blur-sm hover:border-foreground/40 hover:bg-accent",
  secondary: "bg-secondary text-secondary-foreground hover:bg-secondary/80",
  ghost: "hover:bg-accent hover:text-accent-foreground",
  // Darker than the destructive token (used for error text on the dark canvas) so white text reaches 4.5:1.
  destructive: "bg-[oklch(0.52_0.2_25)] text-white hover:bg-[oklch(0.47_0.19_25)]",
  link: "text-brand underline-offset-4 hover:underline",
} as const;

export const buttonSizeClasses = {
  default: "h-10 px-5 text-sm",
  sm: "h-9 px-4 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "size-10 text-sm",
} as const;

export type ButtonVariant = keyof typeof buttonVariantClasses;
export type ButtonSize = keyof typeof buttonSizeClasses;

// Without tailwind-merge, `className` must not override what these classes set.
export function plainButtonClass({
  variant = "default",
  size = "default",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  return clsx(buttonBase, buttonVariantClasses[variant], buttonSizeClasses[size], className);
}
