import Image from "next/image";
import { IntentLink as Link } from "@/components/layout/intent-link";
import { ArrowUpRight } from "lucide-react";

import type { Project } from "@/content/portfolio";

/**
 * A featured project: screenshot, category, title, description and a 'Learn More' link.
 * The spec loads the first card's image eagerly and the rest lazily (`isEager`).
 */
export function ProjectCard({
  project,
  cue,
  isEager = false,
}: {
  project: Project;
  cue: string;
  isEager?: boolean;
}) {
  const href = `/portfolio/${project.slug}`;
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-3xl border border-border bg-card transition-colors hover:border-brand/40">
      <div className="overflow-hidden border-b border-border bg-[#0c0b12]">
        <Image
          src={project.image}
          alt={project.alt}
          width={1600}
          height={1000}
          sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
          loading={isEager ? "eager" : "lazy"}
          className="aspect-[8/5] w-full object-cover transition-transform duration-700 group-hover:scale-[1.03]"
        />
      </div>
      <div className="flex flex-1 flex-col p-7">
        <p className="text-xs font-semibold tracking-[0.16em] text-brand uppercase">
          {project.category}
        </p>
        <h3 className="mt-3 text-2xl font-semibold tracking-tight">{project.title}</h3>
        <p className="mt-3 leading-relaxed text-muted-foreground">{project.description}</p>
        <Link
          href={href}
          className="mt-auto inline-flex items-center gap-1.5 self-start pt-6 text-sm font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-3xl focus-visible:after:ring-[3px] focus-visible:after:ring-ring/60"
        >
          {cue}
          <span className="sr-only"> about {project.title}</span>
          <ArrowUpRight
            aria-hidden="true"
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
          />
        </Link>
      </div>
    </article>
  );
}
