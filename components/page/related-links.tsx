import { CardGrid } from "./card-grid";
import { FeatureCard } from "./feature-card";
import { PageSection } from "./page-section";
import { SectionHeading } from "./section-heading";

export type RelatedLink = { href: string; title: string; description: string };

export function RelatedLinks({
  id,
  eyebrow,
  title,
  cue,
  links,
}: {
  id: string;
  eyebrow: string;
  title: string;
  cue: string;
  links: readonly RelatedLink[];
}) {
  if (links.length === 0) return null;
  return (
    <PageSection labelledBy={id} className="border-t border-border">
      <SectionHeading id={id} eyebrow={eyebrow} title={title} />
      <div className="mt-12">
        <CardGrid cols={links.length >= 3 ? 3 : 2}>
          {links.map((link) => (
            <li key={link.href}>
              <FeatureCard title={link.title} href={link.href} cue={cue}>
                <p>{link.description}</p>
              </FeatureCard>
            </li>
          ))}
        </CardGrid>
      </div>
    </PageSection>
  );
}
