import { cn } from "@/lib/utils";
import { StaggerList } from "@/components/motion/stagger-list";

const columns = {
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 xl:grid-cols-4",
} as const;

/** A responsive list of cards, staggered in; one column on phones, up to `cols` on wide screens. */
export function CardGrid({
  cols = 3,
  className,
  children,
}: {
  cols?: keyof typeof columns;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <StaggerList className={cn("grid gap-5", columns[cols], className)}>{children}</StaggerList>
  );
}
