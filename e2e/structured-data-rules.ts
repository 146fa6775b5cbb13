/**
 * Google's structured-data rules for the types the site publishes, as far as the generic
 * validator does not know them: the required properties, and the recommended ones our content can
 * truthfully fill (so leaving one out later is caught). Reviews and ratings are deliberately
 * absent: the site shows reviews of itself, which Google does not take as rating markup.
 */

type Node = Record<string, unknown>;

export type Finding = { page: string; type: string; id?: string; problem: string };

/** A property path such as "author.name" or "acceptedAnswer.text". */
function valueAt(node: Node, path: string): unknown {
  return path.split(".").reduce<unknown>((value, key) => {
    if (Array.isArray(value)) return value.map((item) => (item as Node)?.[key]);
    return value && typeof value === "object" ? (value as Node)[key] : undefined;
  }, node);
}

const isFilled = (value: unknown): boolean =>
  Array.isArray(value)
    ? value.length > 0 && value.every(isFilled)
    : value !== undefined && value !== null && value !== "";

const isIsoDate = (value: unknown) =>
  typeof value === "string" && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}/.test(value);

const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\//.test(value);

type Rule = {
  /** Without these, Google ignores the node or reports an error. */
  required: readonly string[];
  /** Google's recommended properties that the content can fill. */
  recommended: readonly string[];
  /** Properties that must stay out: a claim the content does not support, or a product choice. */
  absent?: readonly string[];
  check?: (node: Node) => string[];
};

const rules: Record<string, Rule> = {
  Organization: {
    required: ["name", "url"],
    recommended: [
      "logo",
      "description",
      "email",
      "telephone",
      "address.streetAddress",
      "address.addressLocality",
      "address.postalCode",
      "address.addressCountry",
      "contactPoint.contactType",
      "contactPoint.telephone",
    ],
    absent: ["aggregateRating", "review"],
  },
  LocalBusiness: {
    required: [
      "name",
      "address.streetAddress",
      "address.addressLocality",
      "address.addressCountry",
    ],
    recommended: [
      "url",
      "image",
      "address.postalCode",
      "openingHoursSpecification.dayOfWeek",
      "openingHoursSpecification.opens",
      "openingHoursSpecification.closes",
      "areaServed",
      "parentOrganization",
    ],
    // The product leaves the phone out of the office's data; no ratings are claimed.
    absent: ["telephone", "aggregateRating", "review"],
  },
  Service: {
    required: ["name", "provider"],
    recommended: ["description", "serviceType", "areaServed", "url"],
    absent: ["aggregateRating", "review", "offers"],
  },
  BlogPosting: {
    required: ["headline"],
    recommended: [
      "image",
      "datePublished",
      "dateModified",
      "author.name",
      "author.url",
      "publisher.name",
      "description",
      "mainEntityOfPage",
    ],
    check: (node) => {
      const problems: string[] = [];
      if (!isIsoDate(node.datePublished)) problems.push("datePublished is not an ISO 8601 date");
      if (node.dateModified !== undefined && !isIsoDate(node.dateModified))
        problems.push("dateModified is not an ISO 8601 date");
      if (String(node.dateModified) < String(node.datePublished))
        problems.push("dateModified is before datePublished");
      if (!isAbsoluteUrl(node.image)) problems.push("image is not an absolute URL");
      return problems;
    },
  },
  FAQPage: {
    required: ["mainEntity", "mainEntity.name", "mainEntity.acceptedAnswer.text"],
    recommended: [],
    check: (node) =>
      ([] as unknown[])
        .concat(node.mainEntity ?? [])
        .filter((question) => (question as Node)["@type"] !== "Question")
        .map(() => "a mainEntity is not a Question"),
  },
  BreadcrumbList: {
    required: ["itemListElement", "itemListElement.position", "itemListElement.name"],
    recommended: [],
  },
  // A portfolio app: it sells nothing and has no ratings, so it must not claim either.
  SoftwareApplication: {
    required: ["name"],
    recommended: ["applicationCategory", "operatingSystem", "url", "image", "creator"],
    absent: ["offers", "aggregateRating", "review"],
  },
};

/** Every node of a JSON-LD block that has a @type, nested ones included. */
export function typedNodes(value: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(value)) value.forEach((item) => typedNodes(item, found));
  else if (value && typeof value === "object") {
    const node = value as Node;
    if (node["@type"]) found.push(node);
    for (const [key, child] of Object.entries(node))
      if (!key.startsWith("@")) typedNodes(child, found);
  }
  return found;
}

function checkNode(where: string, node: Node): Finding[] {
  const type = String(node["@type"]);
  const rule = rules[type];
  if (!rule) return [];
  const finding = (problem: string): Finding => ({
    page: where,
    type,
    ...(typeof node["@id"] === "string" ? { id: node["@id"] } : {}),
    problem,
  });
  return [
    ...rule.required
      .filter((path) => !isFilled(valueAt(node, path)))
      .map((path) => finding(`required ${path} is missing`)),
    ...rule.recommended
      .filter((path) => !isFilled(valueAt(node, path)))
      .map((path) => finding(`recommended ${path} is missing`)),
    ...(rule.absent ?? [])
      .filter((path) => valueAt(node, path) !== undefined)
      .map((path) => finding(`${path} must not be claimed`)),
    ...(rule.check?.(node) ?? []).map(finding),
  ];
}

/**
 * Checks the site's structured data as a search engine assembles it: nodes with the same @id are
 * one entity, whose facts are gathered from every page (an article's full node on its page, a
 * short mention on the blog index). An entity must never state two different values for one
 * property (one entity, one set of facts), and the gathered entity must meet its type's rules;
 * a node without @id is checked on its own.
 */
export function checkStructuredData(nodesByPage: Map<string, Node[]>): Finding[] {
  const findings: Finding[] = [];
  const entities = new Map<string, { facts: Node; source: Map<string, string> }>();
  for (const [page, nodes] of nodesByPage) {
    for (const node of nodes) {
      const id = node["@id"];
      if (typeof id !== "string") {
        findings.push(...checkNode(page, node));
        continue;
      }
      const entity = entities.get(id) ?? { facts: {}, source: new Map<string, string>() };
      entities.set(id, entity);
      for (const [key, value] of Object.entries(node)) {
        if (key === "@context") continue;
        if (!(key in entity.facts)) {
          entity.facts[key] = value;
          entity.source.set(key, page);
        } else if (JSON.stringify(entity.facts[key]) !== JSON.stringify(value)) {
          findings.push({
            page,
            type: String(node["@type"]),
            id,
            problem: `${key} differs from the same entity on ${entity.source.get(key)}`,
          });
        }
      }
    }
  }
  for (const [id, { facts, source }] of entities)
    findings.push(...checkNode(source.get("@type") ?? id, facts));
  return findings;
}
