import type { Project } from "@/content/portfolio";
import { StaticImage } from "@/components/ui/static-image";
import { SiteLink as Link } from "@/components/layout/site-link";
import { Icon } from "@/components/page/icon";

/** The first card's image loads eagerly and the rest lazily (`isEager`). */
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
        <StaticImage
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
        <Link href={href} className="card-cue stretched-link self-start after:rounded-3xl">
          {cue}
          <span className="sr-only"> about {project.title}</span>
          <Icon name="arrow-up-right" className="cue-arrow" />
        </Link>
      </div>
    </article>
  );
}
