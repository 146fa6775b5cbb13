import type {
  AboutPage,
  Blog,
  BlogPosting,
  BreadcrumbList,
  CollectionPage,
  ContactPage,
  CreativeWork,
  DayOfWeek,
  FAQPage,
  LocalBusiness,
  Organization,
  Service,
  SoftwareApplication,
  Thing,
  WebSite,
  WithContext,
} from "schema-dts";

import { site } from "@/content/site";

export type JsonLdObject =
  WithContext<Thing> | { "@context": "https://schema.org"; "@graph": Thing[] };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for an inline <script>. Escaping "<" means no string (a review, a name) can ever contain
 * "</script>" or "<!--" as far as the HTML parser is concerned; the escapes are still valid JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch] ?? ch);
}

/** The site's own URL for a path. The home page is the bare origin, as Next writes it in canonicals. */
export function absoluteUrl(path: string): string {
  const url = new URL(path, site.url).toString();
  return url === `${site.url}/` ? site.url : url;
}

const organizationId = () => `${site.url}/#organization`;

export function organizationJsonLd(): WithContext<Organization> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId(),
    name: site.name,
    legalName: site.legalName,
    slogan: site.slogan,
    description: site.description,
    url: site.url,
    logo: absoluteUrl("/logo.png"),
    image: absoluteUrl(site.ogImage.path),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      email: site.email,
      areaServed: [...site.servedCountries],
      availableLanguage: ["English", "Hindi"],
    },
    areaServed: site.servedCountries.map((code) => ({ "@type": "Country", name: code })),
  };
}

export function webSiteJsonLd(): WithContext<WebSite> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${site.url}/#website`,
    name: site.name,
    url: site.url,
    inLanguage: "en",
    publisher: { "@id": organizationId() },
  };
}

export function webPageJsonLd(input: {
  title: string;
  description: string;
  path: string;
}): WithContext<Thing> {
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": `${absoluteUrl(input.path)}#webpage`,
    name: input.title,
    description: input.description,
    url: absoluteUrl(input.path),
    inLanguage: "en",
    isPartOf: { "@id": `${site.url}/#website` },
    about: { "@id": organizationId() },
  };
}

/* Page-specific builders. Each takes plain data, so routes stay thin and the output stays testable. */

type PageInput = { title: string; description: string; path: string };

function pageFields(input: PageInput) {
  const url = absoluteUrl(input.path);
  return {
    "@id": `${url}#webpage`,
    name: input.title,
    description: input.description,
    url,
    inLanguage: "en",
    isPartOf: { "@id": `${site.url}/#website` },
    about: { "@id": organizationId() },
  } as const;
}

export function aboutPageJsonLd(input: PageInput): WithContext<AboutPage> {
  return { "@context": "https://schema.org", "@type": "AboutPage", ...pageFields(input) };
}

export function contactPageJsonLd(input: PageInput): WithContext<ContactPage> {
  return { "@context": "https://schema.org", "@type": "ContactPage", ...pageFields(input) };
}

/** An index page; `items` become an ItemList so crawlers see what the collection contains. */
export function collectionPageJsonLd(
  input: PageInput & { items: readonly { name: string; path: string }[] },
): WithContext<CollectionPage> {
  return {
    "@context": "https://schema.org",
    "@type": "CollectionPage",
    ...pageFields(input),
    mainEntity: {
      "@type": "ItemList",
      itemListElement: input.items.map((item, index) => ({
        "@type": "ListItem",
        position: index + 1,
        name: item.name,
        url: absoluteUrl(item.path),
      })),
    },
  };
}

export type Crumb = { name: string; path: string };

/** Breadcrumbs from the home page down to the current page, which comes last. */
export function breadcrumbJsonLd(items: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

const countries = (codes: readonly string[]) =>
  codes.map((code) => ({ "@type": "Country" as const, name: code }));

/** A service we sell, provided by the Organization; served countries default to all of ours. */
export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  areaServed?: readonly string[];
}): WithContext<Service> {
  const url = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    "@id": `${url}#service`,
    name: input.name,
    description: input.description,
    serviceType: input.serviceType,
    url,
    provider: { "@id": organizationId() },
    areaServed: countries(input.areaServed ?? site.servedCountries),
  };
}

export function faqPageJsonLd(input: {
  path: string;
  items: readonly { question: string; answer: string }[];
}): WithContext<FAQPage> {
  const url = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    "@id": `${url}#faq`,
    url,
    mainEntity: input.items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * The New Delhi office as a LocalBusiness. One @id on every page that describes it, so search
 * engines see one business; the spec leaves the phone out of the Delhi page's data (`withTelephone`).
 */
export function localBusinessJsonLd(input: {
  path: string;
  withTelephone: boolean;
  openingHours?: readonly {
    dayOfWeek: readonly Extract<DayOfWeek, `https://${string}`>[];
    opens: string;
    closes: string;
  }[];
}): WithContext<LocalBusiness> {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${site.url}/#localbusiness`,
    name: site.name,
    description: site.description,
    url: absoluteUrl(input.path),
    image: absoluteUrl(site.ogImage.path),
    logo: absoluteUrl("/logo.png"),
    email: site.email,
    ...(input.withTelephone ? { telephone: site.phone } : {}),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.streetAddress,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    areaServed: countries(site.servedCountries),
    parentOrganization: { "@id": organizationId() },
    ...(input.openingHours
      ? {
          openingHoursSpecification: input.openingHours.map((hours) => ({
            "@type": "OpeningHoursSpecification" as const,
            dayOfWeek: [...hours.dayOfWeek],
            opens: hours.opens,
            closes: hours.closes,
          })),
        }
      : {}),
  };
}

const organizationRef = () => ({
  "@type": "Organization" as const,
  "@id": organizationId(),
  name: site.name,
  url: site.url,
});

export function blogPostingJsonLd(input: {
  title: string;
  description: string;
  path: string;
  datePublished: string;
  dateModified: string;
  keywords?: readonly string[];
  wordCount?: number;
}): WithContext<BlogPosting> {
  const url = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: input.title,
    description: input.description,
    url,
    image: absoluteUrl(site.ogImage.path),
    inLanguage: "en",
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    ...(input.keywords?.length ? { keywords: input.keywords.join(", ") } : {}),
    ...(input.wordCount ? { wordCount: input.wordCount } : {}),
    author: organizationRef(),
    publisher: {
      ...organizationRef(),
      logo: { "@type": "ImageObject", url: absoluteUrl("/logo.png") },
    },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    isPartOf: { "@id": `${absoluteUrl("/blog")}#blog` },
  };
}

export function blogJsonLd(
  input: PageInput & { posts: readonly { title: string; path: string; datePublished: string }[] },
): WithContext<Blog> {
  const url = absoluteUrl(input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Blog",
    "@id": `${url}#blog`,
    name: input.title,
    description: input.description,
    url,
    inLanguage: "en",
    publisher: { "@id": organizationId() },
    blogPost: input.posts.map((post) => ({
      "@type": "BlogPosting",
      "@id": `${absoluteUrl(post.path)}#article`,
      headline: post.title,
      url: absoluteUrl(post.path),
      datePublished: post.datePublished,
    })),
  };
}

type PortfolioWorkInput = {
  name: string;
  description: string;
  path: string;
  image: string;
  liveUrl: string;
};

function portfolioWorkFields(input: PortfolioWorkInput) {
  const url = absoluteUrl(input.path);
  return {
    "@id": `${url}#work`,
    name: input.name,
    description: input.description,
    url,
    image: absoluteUrl(input.image),
    sameAs: input.liveUrl,
    inLanguage: "en",
    creator: organizationRef(),
  } as const;
}

/** A portfolio project that is an app (Axero): made by the Organization, live at `liveUrl`. */
export function softwareApplicationJsonLd(
  input: PortfolioWorkInput & { applicationCategory: string; operatingSystem?: string },
): WithContext<SoftwareApplication> {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    ...portfolioWorkFields(input),
    applicationCategory: input.applicationCategory,
    operatingSystem: input.operatingSystem ?? "Web",
  };
}

/** Any other portfolio project (a website, a design): a CreativeWork made by the Organization. */
export function creativeWorkJsonLd(
  input: PortfolioWorkInput & { genre?: string },
): WithContext<CreativeWork> {
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    ...portfolioWorkFields(input),
    ...(input.genre ? { genre: input.genre } : {}),
  };
}
