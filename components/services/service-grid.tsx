import { learnMoreCue } from "@/content/card-cue";
import type { ServiceCard } from "@/content/services";
import { CardGrid } from "@/components/page/card-grid";
import { FeatureCard } from "@/components/page/feature-card";

export function ServiceGrid({
  services,
  variant = "full",
  headingLevel = 3,
}: {
  services: readonly ServiceCard[];
  variant?: "full" | "short";
  headingLevel?: 2 | 3;
}) {
  return (
    <CardGrid cols={4}>
      {services.map((service) => (
        <li key={service.id}>
          <FeatureCard
            icon={service.icon}
            title={service.title}
            href={service.href}
            cue={service.href === "/services" ? "See all services" : learnMoreCue}
            headingLevel={headingLevel}
          >
            <p>{variant === "short" ? service.shortDescription : service.description}</p>
          </FeatureCard>
        </li>
      ))}
    </CardGrid>
  );
}
