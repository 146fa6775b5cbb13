import { blogPosts } from "@/content/blog";
import { marketLocations } from "@/content/locations";
import { projects } from "@/content/portfolio";
import { publicRoutes } from "@/content/routes";
import { servicePages } from "@/content/service-pages";

/** The app's dynamic routes (app/(site)/…/[slug]) and the content registry each one serves. */
const dynamicRoutes: readonly [string, readonly { slug: string }[]][] = [
  ["/services/[slug]", servicePages],
  ["/portfolio/[slug]", projects],
  ["/blog/[slug]", blogPosts],
  ["/locations/[slug]", marketLocations],
];

const dynamicPaths = new Map(
  dynamicRoutes.flatMap(([pattern, registry]) =>
    registry.map(({ slug }) => [pattern.replace("[slug]", slug), pattern] as const),
  ),
);

/** Every public path, the closed set of content/routes.ts, with the route that renders it. */
const patternByPath = new Map<string, string>(
  publicRoutes.map(({ path }) => [path, dynamicPaths.get(path) ?? path]),
);

/**
 * The route a public page's path belongs to (`/blog/some-post` → `/blog/[slug]`), whatever query
 * or fragment came with it; null for any path the site does not publish.
 */
export function routePattern(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return patternByPath.get(pathname) ?? null;
}
