import { blogPosts } from "@/content/blog";
import { marketLocations } from "@/content/locations";
import { projects } from "@/content/portfolio";
import { publicRoutes } from "@/content/routes";
import { servicePages } from "@/content/service-pages";

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

const patternByPath = new Map<string, string>(
  publicRoutes.map(({ path }) => [path, dynamicPaths.get(path) ?? path]),
);

export function routePattern(path: string): string | null {
  const pathname = path.split(/[?#]/, 1)[0] ?? "";
  return patternByPath.get(pathname) ?? null;
}
