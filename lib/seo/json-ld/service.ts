import type { Service, WithContext } from "schema-dts";

import { absoluteUrl, countries, nodeId, organization, schemaOrg } from "./shared";

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areaServed?: readonly string[];
}): WithContext<Service> {
  return {
    "@context": schemaOrg,
    "@type": "Service",
    "@id": nodeId(input.path, "service"),
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url: absoluteUrl(input.path),
    provider: organization(),
    areaServed: countries(input.areaServed),
  };
}
