import { cn } from "@/lib/utils";
import { Reveal } from "@/components/motion/reveal";

// Reveal takes no ARIA props, hence the plain <section> around it.
export function PageSection({
  labelledBy,
  className,
  children,
}: {
  labelledBy: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-labelledby={labelledBy}
      className={cn("container-page py-20 sm:py-28", className)}
    >
      <Reveal>{children}</Reveal>
    </section>
  );
}
