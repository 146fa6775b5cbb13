import type { Metadata } from "next";
import Image from "next/image";
import { notFound } from "next/navigation";

import { portfolioPage as copy, getProject, projects, type Project } from "@/content/portfolio";
import {
  breadcrumbJsonLd,
  creativeWorkJsonLd,
  softwareApplicationJsonLd,
  type JsonLdObject,
} from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { Button } from "@/components/ui/button";
import { CtaBand } from "@/components/page/cta-band";
import { Icon } from "@/components/page/icon";
import { PageHero } from "@/components/page/page-hero";
import { PageSection } from "@/components/page/page-section";
import { RelatedLinks } from "@/components/page/related-links";

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return projects.map((project) => ({ slug: project.slug }));
}

const crumbsFor = (project: Project) =>
  [
    { name: "Home", path: "/" },
    { name: "Portfolio", path: "/portfolio" },
    { name: project.title, path: `/portfolio/${project.slug}` },
  ] as const;

function headFor(project: Project) {
  const path = `/portfolio/${project.slug}` as const;
  const work = {
    name: project.title,
    description: project.head.description,
    path,
    image: project.image,
    liveUrl: project.liveUrl,
  };
  // The AI app is a SoftwareApplication in structured data, every other project a CreativeWork.
  const workJsonLd: JsonLdObject =
    project.category === "AI Apps"
      ? softwareApplicationJsonLd({ ...work, applicationCategory: "BusinessApplication" })
      : creativeWorkJsonLd({ ...work, genre: "Website" });
  return {
    ...project.head,
    path,
    jsonLd: [workJsonLd, breadcrumbJsonLd(crumbsFor(project))],
  } satisfies PageHead;
}

async function loadProject(params: Props["params"]) {
  const project = getProject((await params).slug);
  if (!project) notFound();
  return project;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return buildMetadata(headFor(await loadProject(params)));
}

export default async function PortfolioProjectPage({ params }: Props) {
  const project = await loadProject(params);
  const head = headFor(project);

  return (
    <>
      <PageHero
        eyebrow={project.category}
        title={project.title}
        subtitle={project.description}
        breadcrumbs={crumbsFor(project)}
      >
        <Button asChild size="lg">
          <a href={project.liveUrl} target="_blank" rel="noopener noreferrer">
            {copy.detail.liveLabel}
            <Icon name="external-link" />
          </a>
        </Button>
      </PageHero>
      <section aria-label="Screenshot" className="container-page pt-12 sm:pt-16">
        <div className="overflow-hidden rounded-3xl border border-white/10 bg-[#0c0b12] shadow-2xl shadow-black/50">
          <Image
            src={project.image}
            alt={project.alt}
            width={1600}
            height={1000}
            sizes="(min-width: 1280px) 1216px, calc(100vw - 2.5rem)"
            preload
            className="h-auto w-full"
          />
        </div>
      </section>
      <PageSection labelledBy="about-project">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
          <div>
            <h2 id="about-project" className="text-display-md font-bold">
              About {project.title}
            </h2>
            {project.longDescription.map((paragraph) => (
              <p key={paragraph} className="mt-5 text-lg leading-relaxed text-muted-foreground">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-2xl border border-border bg-card p-7">
            <h3 className="text-xl font-semibold">{copy.detail.highlightsTitle}</h3>
            <ul className="mt-5 space-y-4">
              {project.highlights.map((item) => (
                <li key={item} className="flex gap-3 leading-relaxed text-muted-foreground">
                  <Icon name="check" className="mt-1 size-4 shrink-0 text-brand" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </PageSection>
      <RelatedLinks
        id="other-projects"
        {...copy.detail.more}
        links={projects
          .filter((other) => other.slug !== project.slug)
          .map((other) => ({
            href: `/portfolio/${other.slug}`,
            title: other.title,
            description: other.description,
          }))}
      />
      <CtaBand
        title={copy.cta.title}
        body={copy.cta.body}
        primary={copy.cta.primary}
        secondary={{ label: copy.detail.backLabel, href: "/portfolio" }}
      />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
