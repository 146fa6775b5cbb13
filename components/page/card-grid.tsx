import { cn } from "@/lib/utils";

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 xl:grid-cols-4",
} as const;

/** A responsive list of cards; one column on phones, up to `cols` on wide screens. */
export function CardGrid({
  cols = 3,
  className,
  children,
}: {
  cols?: keyof typeof columns;
  className?: string;
  children: React.ReactNode;
}) {
  return <ul className={cn("grid gap-5", columns[cols], className)}>{children}</ul>;
}
