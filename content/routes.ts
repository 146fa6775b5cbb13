import { aboutHead } from "./about";
import { blogHead, blogPosts } from "./blog";
import { contactHead } from "./contact";
import { homeHead } from "./home";
import { delhiOffice, marketLocations } from "./locations";
import { policiesHead } from "./policies";
import { portfolioHead, projects } from "./portfolio";
import { privacyHead } from "./privacy";
import { reviewsHead } from "./reviews";
import { servicePages } from "./service-pages";
import { servicesHead } from "./services";

type SitemapRoute = {
  path: `/${string}`;
  /**
   * The day the page's content last changed (YYYY-MM-DD), from its own content file: an article's
   * dateModified, every other page's updatedAt. Never the build's date, which would tell search
   * engines every page changed on every deploy.
   */
  lastModified: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/** The newest of some ISO dates (they sort as strings). */
const newest = (dates: readonly string[]) => [...dates].sort().at(-1)!;

/**
 * Public, indexable routes, for the sitemap. A service page, a project, an article or a market
 * comes from its registry in content/, so its one file is all it takes; the other pages are
 * written out.
 */
export const publicRoutes = [
  { path: "/", lastModified: homeHead.updatedAt, changeFrequency: "weekly", priority: 1 },
  { path: "/about", lastModified: aboutHead.updatedAt, changeFrequency: "monthly", priority: 0.8 },
  {
    path: "/services",
    lastModified: servicesHead.updatedAt,
    changeFrequency: "monthly",
    priority: 0.9,
  },
  ...servicePages.map(
    (page) =>
      ({
        path: `/services/${page.slug}`,
        lastModified: page.updatedAt,
        changeFrequency: "monthly",
        priority: 0.8,
      }) as const,
  ),
  {
    path: "/portfolio",
    lastModified: portfolioHead.updatedAt,
    changeFrequency: "monthly",
    priority: 0.8,
  },
  ...projects.map(
    (project) =>
      ({
        path: `/portfolio/${project.slug}`,
        lastModified: project.updatedAt,
        changeFrequency: "yearly",
        priority: 0.6,
      }) as const,
  ),
  {
    path: "/contact",
    lastModified: contactHead.updatedAt,
    changeFrequency: "yearly",
    priority: 0.8,
  },
  {
    path: "/policies",
    lastModified: policiesHead.updatedAt,
    changeFrequency: "yearly",
    priority: 0.4,
  },
  {
    path: "/privacy",
    lastModified: privacyHead.updatedAt,
    changeFrequency: "yearly",
    priority: 0.3,
  },
  // The index changes when its own copy or any article does.
  {
    path: "/blog",
    lastModified: newest([blogHead.updatedAt, ...blogPosts.map((post) => post.dateModified)]),
    changeFrequency: "weekly",
    priority: 0.6,
  },
  ...blogPosts.map(
    (post) =>
      ({
        path: `/blog/${post.slug}`,
        lastModified: post.dateModified,
        changeFrequency: "monthly",
        priority: 0.6,
      }) as const,
  ),
  {
    path: "/reviews",
    lastModified: reviewsHead.updatedAt,
    changeFrequency: "weekly",
    priority: 0.6,
  },
  {
    path: `/locations/${delhiOffice.slug}`,
    lastModified: delhiOffice.updatedAt,
    changeFrequency: "yearly",
    priority: 0.7,
  },
  ...marketLocations.map(
    (location) =>
      ({
        path: `/locations/${location.slug}`,
        lastModified: location.updatedAt,
        changeFrequency: "yearly",
        priority: 0.6,
      }) as const,
  ),
] as const satisfies readonly SitemapRoute[];

/** Never indexed: the admin area and the authentication endpoints. */
export const privatePathPrefixes = ["/login", "/auth/"] as const;
