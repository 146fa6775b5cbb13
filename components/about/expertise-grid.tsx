import type { IconName } from "@/content/icons";
import { CardGrid } from "@/components/page/card-grid";
import { FeatureCard } from "@/components/page/feature-card";
import { PageSection } from "@/components/page/page-section";
import { SectionHeading } from "@/components/page/section-heading";

export function ExpertiseGrid({
  eyebrow,
  title,
  intro,
  tiles,
}: {
  eyebrow: string;
  title: string;
  intro: string;
  tiles: readonly { icon: IconName; title: string; body: string }[];
}) {
  return (
    <PageSection labelledBy="expertise" className="border-t border-border">
      <SectionHeading id="expertise" eyebrow={eyebrow} title={title} intro={intro} />
      <CardGrid cols={3} className="mt-12">
        {tiles.map((tile) => (
          <li key={tile.title}>
            <FeatureCard icon={tile.icon} title={tile.title}>
              <p>{tile.body}</p>
            </FeatureCard>
          </li>
        ))}
      </CardGrid>
    </PageSection>
  );
}
