import { delhiOffice, marketLocations } from "./locations";
import { servicePages } from "./service-pages";

type SitemapRoute = {
  path: `/${string}`;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/**
 * Public, indexable routes, for the sitemap. A service page or a market comes from its registry in
 * content/, so its one file is all it takes; the other pages are written out.
 */
export const publicRoutes = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services", changeFrequency: "monthly", priority: 0.9 },
  ...servicePages.map(
    (page) =>
      ({ path: `/services/${page.slug}`, changeFrequency: "monthly", priority: 0.8 }) as const,
  ),
  { path: "/portfolio", changeFrequency: "monthly", priority: 0.8 },
  { path: "/portfolio/axero", changeFrequency: "yearly", priority: 0.6 },
  { path: "/portfolio/demoresu", changeFrequency: "yearly", priority: 0.6 },
  { path: "/portfolio/product-mockups", changeFrequency: "yearly", priority: 0.6 },
  { path: "/portfolio/os-inspired-agency", changeFrequency: "yearly", priority: 0.6 },
  { path: "/contact", changeFrequency: "yearly", priority: 0.8 },
  { path: "/policies", changeFrequency: "yearly", priority: 0.4 },
  { path: "/blog", changeFrequency: "weekly", priority: 0.6 },
  { path: "/blog/how-to-choose-web-dev-agency", changeFrequency: "monthly", priority: 0.6 },
  { path: "/blog/affordable-website-development", changeFrequency: "monthly", priority: 0.6 },
  { path: "/reviews", changeFrequency: "weekly", priority: 0.6 },
  { path: `/locations/${delhiOffice.slug}`, changeFrequency: "yearly", priority: 0.7 },
  ...marketLocations.map(
    (location) =>
      ({ path: `/locations/${location.slug}`, changeFrequency: "yearly", priority: 0.6 }) as const,
  ),
] as const satisfies readonly SitemapRoute[];

/** Never indexed: the admin area and the authentication endpoints. */
export const privatePathPrefixes = ["/login", "/auth/"] as const;
