import { cn } from "@/lib/utils";

/** Eyebrow, h2 and intro of a page section; `id` lets the section name itself after the heading. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "start",
  className,
}: {
  id?: string;
  eyebrow?: string;
  title: string;
  intro?: React.ReactNode;
  align?: "start" | "center";
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      {eyebrow ? (
        <p className="mb-4 text-sm font-semibold tracking-[0.16em] text-brand uppercase">
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className="text-display-md font-bold">
        {title}
      </h2>
      {intro ? <p className="mt-5 text-lg leading-relaxed text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
