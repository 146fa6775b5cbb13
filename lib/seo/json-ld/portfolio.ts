import type { CreativeWork, SoftwareApplication, WithContext } from "schema-dts";

import { absoluteUrl, nodeId, organizationRef, schemaOrg } from "./shared";

type PortfolioWorkInput = {
  name: string;
  description: string;
  path: string;
  image: string;
  liveUrl: string;
};

function portfolioWorkFields(input: PortfolioWorkInput) {
  return {
    "@id": nodeId(input.path, "work"),
    name: input.name,
    description: input.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(input.image),
    sameAs: input.liveUrl,
    inLanguage: "en",
    creator: organizationRef(),
  } as const;
}

export function softwareApplicationJsonLd(
  input: PortfolioWorkInput & { applicationCategory: string; operatingSystem?: string },
): WithContext<SoftwareApplication> {
  return {
    "@context": schemaOrg,
    "@type": "SoftwareApplication",
    ...portfolioWorkFields(input),
    applicationCategory: input.applicationCategory,
    operatingSystem: input.operatingSystem ?? "Web",
  };
}

export function creativeWorkJsonLd(
  input: PortfolioWorkInput & { genre?: string },
): WithContext<CreativeWork> {
  return {
    "@context": schemaOrg,
    "@type": "CreativeWork",
    ...portfolioWorkFields(input),
    ...(input.genre ? { genre: input.genre } : {}),
  };
}
