import {
  portfolioPage as copy,
  copySamples,
  mockups,
  portfolioHead,
  projects,
  videos,
} from "@/content/portfolio";
import { breadcrumbJsonLd, collectionPageJsonLd } from "@/lib/seo/json-ld";
import { JsonLd } from "@/lib/seo/json-ld-script";
import { buildMetadata, type PageHead } from "@/lib/seo/page-head";
import { CardGrid } from "@/components/page/card-grid";
import { CtaBand } from "@/components/page/cta-band";
import { Icon } from "@/components/page/icon";
import { PageHero } from "@/components/page/page-hero";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";
import { MockupStack } from "@/components/portfolio/mockup-stack";
import { PortfolioBrowser } from "@/components/portfolio/portfolio-browser";
import { ProjectCard } from "@/components/portfolio/project-card";
import { VideoShowcase } from "@/components/portfolio/video-showcase";

const path = "/portfolio";

const crumbs = [
  { name: "Home", path: "/" },
  { name: "Portfolio", path },
] as const;

const head = {
  ...portfolioHead,
  path,
  jsonLd: [
    collectionPageJsonLd({
      title: portfolioHead.title,
      description: portfolioHead.description,
      path,
      items: projects.map((project) => ({
        name: project.title,
        path: `/portfolio/${project.slug}`,
      })),
    }),
    breadcrumbJsonLd(crumbs),
  ],
} satisfies PageHead;

export const metadata = buildMetadata(head);

export default function PortfolioPage() {
  return (
    <>
      <PageHero
        eyebrow={copy.eyebrow}
        title={copy.title}
        subtitle={copy.intro}
        breadcrumbs={crumbs}
      />
      <PortfolioBrowser
        label="Filter work by type"
        sections={{
          mockups: (
            <PageSection labelledBy="mockups-title" className="overflow-x-clip">
              <div className="grid items-center gap-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-20">
                <SectionHeading
                  id="mockups-title"
                  eyebrow="Mockups"
                  title={copy.mockups.title}
                  intro={copy.mockups.intro}
                />
                <MockupStack mockups={mockups} />
              </div>
            </PageSection>
          ),
          videos: (
            <PageSection labelledBy="videos-title" className="border-t border-border">
              <SectionHeading
                id="videos-title"
                eyebrow="Videos & Ads"
                title={copy.videos.title}
                intro={copy.videos.intro}
              />
              <div className="mt-12">
                <VideoShowcase videos={videos} />
              </div>
            </PageSection>
          ),
          copy: (
            <PageSection labelledBy="copy-title" className="border-t border-border">
              <SectionHeading
                id="copy-title"
                eyebrow="Ads"
                title={copy.copy.title}
                intro={copy.copy.intro}
              />
              <CardGrid cols={3} className="mt-12">
                {copySamples.map((sample) => (
                  <li key={sample.title}>
                    <figure className="flex h-full flex-col rounded-2xl border border-border bg-card p-7">
                      <Icon name="quote" className="size-8 text-coral" />
                      <blockquote className="mt-5 flex-1 text-lg leading-relaxed text-foreground/90">
                        {sample.copy}
                      </blockquote>
                      <figcaption className="mt-6 border-t border-border pt-5">
                        <h3 className="font-semibold">{sample.title}</h3>
                        <p className="mt-1 text-sm text-muted-foreground">{sample.category}</p>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </CardGrid>
            </PageSection>
          ),
        }}
        projectsHeading={
          <SectionHeading
            id="featured-projects"
            eyebrow="AI Apps & Websites"
            title={copy.projects.title}
            intro={copy.projects.intro}
          />
        }
        projectCards={projects.map((project, index) => ({
          key: project.slug,
          category: project.category,
          card: <ProjectCard project={project} cue={copy.projects.cue} isEager={index === 0} />,
        }))}
      />
      <CtaBand title={copy.cta.title} body={copy.cta.body} primary={copy.cta.primary} />
      <JsonLd data={head.jsonLd} />
    </>
  );
}
