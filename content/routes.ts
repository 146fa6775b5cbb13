type SitemapRoute = {
  path: `/${string}`;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
};

/**
 * Public, indexable routes, for the sitemap. Pages add themselves here as they are built.
 * Written out rather than derived from content/, so the tests can check the two agree.
 */
export const publicRoutes = [
  { path: "/", changeFrequency: "weekly", priority: 1 },
  { path: "/about", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services", changeFrequency: "monthly", priority: 0.9 },
  { path: "/services/ai-automation", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/social-media-management", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/web-design-seo", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/ecommerce-development", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/landing-page-design", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/ai-saas-development", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/product-mockups-gfx", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/ai-ugc-video-ads", changeFrequency: "monthly", priority: 0.8 },
  { path: "/services/facebook-instagram-ads", changeFrequency: "monthly", priority: 0.8 },
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
  { path: "/locations/delhi", changeFrequency: "yearly", priority: 0.7 },
  { path: "/locations/india", changeFrequency: "yearly", priority: 0.6 },
  { path: "/locations/usa", changeFrequency: "yearly", priority: 0.6 },
  { path: "/locations/uk", changeFrequency: "yearly", priority: 0.6 },
  { path: "/locations/uae", changeFrequency: "yearly", priority: 0.6 },
  { path: "/locations/singapore", changeFrequency: "yearly", priority: 0.6 },
  { path: "/locations/australia", changeFrequency: "yearly", priority: 0.6 },
] as const satisfies readonly SitemapRoute[];

/** Never indexed: the admin area and the authentication endpoints. */
export const privatePathPrefixes = ["/login", "/auth/"] as const;
