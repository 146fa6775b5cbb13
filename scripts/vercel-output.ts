/**
 * The checks `npm run check:deploy` (scripts/check-vercel-build.ts) runs on the folder `vercel build`
 * writes (Vercel's Build Output API: config.json, static/, functions/). Each returns the problems
 * it found, in words, and never throws on a broken output, so one run reports every problem.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export type Cron = { path: string; schedule: string };

/** Server secrets the build was given, by the name of the variable that carried them. */
export type BuildSecrets = Record<string, string>;

export type OutputExpectations = {
  /** The crons of vercel.json. */
  crons: Cron[];
  /** Every route of the app (see appRoutes). */
  appRoutes: string[];
  secrets: BuildSecrets;
};

/**
 * The URL paths of the app's pages and route handlers, from the app/ folder: route groups
 * `(name)` and parallel slots `@name` add no segment, private `_folders` add no route.
 */
export function appRoutes(appDir: string): string[] {
  const routes: string[] = [];
  const visit = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith("_")) continue;
        const addsSegment = !/^\(.*\)$/.test(entry.name) && !entry.name.startsWith("@");
        visit(path.join(dir, entry.name), addsSegment ? [...segments, entry.name] : segments);
      } else if (/^(page|route)\.(ts|tsx|js|jsx)$/.test(entry.name)) {
        routes.push(`/${segments.join("/")}`);
      }
    }
  };
  visit(appDir, []);
  return [...new Set(routes)].sort();
}

/** The paths of a sitemap's `<loc>` URLs. */
export function sitemapPaths(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) =>
    decodeURI(new URL(match[1]!.replaceAll("&amp;", "&")).pathname),
  );
}

/** The `Disallow:` paths of a robots.txt (for any user agent). */
export function robotsDisallowed(text: string): string[] {
  return text
    .split("\n")
    .map((line) => /^\s*disallow\s*:\s*(\S+)/i.exec(line)?.[1])
    .filter((value): value is string => Boolean(value));
}

/** Whether a robots.txt `Disallow` value covers a path (a prefix match, as crawlers apply it). */
export function isUnder(route: string, prefix: string): boolean {
  return route === prefix.replace(/\/$/, "") || route.startsWith(prefix);
}

/** The name a route's files carry in the output: `/` is `index`, `/a/b` is `a/b`. */
function outputName(route: string): string {
  return route === "/" ? "index" : route.replace(/^\//, "");
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function isNonEmptyFile(file: string): boolean {
  try {
    const stats = statSync(file);
    return stats.isFile() && stats.size > 0;
  } catch {
    return false;
  }
}

/**
 * The body served for a prerendered route without running any code: a file in static/, or the
 * fallback of a prerender (`functions/<route>.prerender-config.json`, which Vercel serves from its
 * cache and regenerates in the background when it expires). null: the route is not prerendered.
 */
export function prerenderedBody(outputDir: string, route: string): string | null {
  const name = outputName(route);
  for (const candidate of [`${name}.html`, name]) {
    const file = path.join(outputDir, "static", candidate);
    if (isNonEmptyFile(file)) return file;
  }
  const configFile = path.join(outputDir, "functions", `${name}.prerender-config.json`);
  const config = readJson(configFile) as { fallback?: string | { fsPath?: string } } | undefined;
  const fallback =
    typeof config?.fallback === "string" ? config.fallback : config?.fallback?.fsPath;
  if (!fallback) return null;
  const file = path.join(path.dirname(configFile), fallback);
  return isNonEmptyFile(file) ? file : null;
}

/** Whether the route has a function (`functions/<route>.func`, a folder or a link to one). */
export function hasFunction(outputDir: string, route: string): boolean {
  const dir = path.join(outputDir, "functions", `${outputName(route)}.func`);
  return existsSync(path.join(dir, ".vc-config.json"));
}

/** config.json must schedule each cron of vercel.json, at the same times. */
export function checkCrons(outputDir: string, crons: Cron[]): string[] {
  const config = readJson(path.join(outputDir, "config.json")) as { crons?: Cron[] } | undefined;
  if (!config) return ["config.json is missing or not JSON"];
  const built = config.crons ?? [];
  return crons
    .filter((cron) => !built.some((b) => b.path === cron.path && b.schedule === cron.schedule))
    .map(
      (cron) =>
        `config.json does not schedule the cron ${cron.path} at "${cron.schedule}" (it has ${JSON.stringify(built)})`,
    );
}

/** The paths of a page's og:image and twitter:image (a link preview's picture). */
export function shareImagePaths(html: string): string[] {
  return [
    ...html.matchAll(/<meta (?:property|name)="(?:og|twitter):image" content="([^"]+)"/g),
  ].map((match) => new URL(match[1]!.replaceAll("&amp;", "&"), "https://example.com").pathname);
}

/**
 * Every path the sitemap lists must be served prerendered: static, not rendered per visit; so
 * must the share pictures its HTML names.
 */
export function checkPublicRoutes(outputDir: string): { problems: string[]; routes: string[] } {
  const sitemap = prerenderedBody(outputDir, "/sitemap.xml");
  if (!sitemap) return { problems: ["/sitemap.xml is not prerendered"], routes: [] };
  const routes = sitemapPaths(readFileSync(sitemap, "utf8"));
  const problems = routes.length === 0 ? ["the prerendered sitemap lists no page"] : [];
  for (const route of routes) {
    const page = prerenderedBody(outputDir, route);
    if (!page) {
      problems.push(`${route} (in the sitemap) is not prerendered: it would render on every visit`);
      continue;
    }
    for (const image of shareImagePaths(readFileSync(page, "utf8"))) {
      if (!prerenderedBody(outputDir, image))
        problems.push(`${route}'s share picture ${image} is not prerendered`);
    }
  }
  return { problems, routes };
}

/**
 * The routes robots.txt keeps crawlers out of (the admin area, sign-in and auth endpoints) and
 * the cron routes must each be a function and never prerendered: their pages depend on who asks,
 * and a cached copy would be served to everyone.
 */
export function checkPrivateRoutes(
  outputDir: string,
  { appRoutes: routes, crons }: Pick<OutputExpectations, "appRoutes" | "crons">,
): { problems: string[]; routes: string[] } {
  const robots = prerenderedBody(outputDir, "/robots.txt");
  if (!robots) return { problems: ["/robots.txt is not prerendered"], routes: [] };
  const prefixes = [
    ...robotsDisallowed(readFileSync(robots, "utf8")),
    ...crons.map((cron) => cron.path),
  ];
  const privateRoutes = routes.filter((route) => prefixes.some((p) => isUnder(route, p)));
  const problems: string[] = [];
  for (const prefix of prefixes) {
    if (!routes.some((route) => isUnder(route, prefix)))
      problems.push(`no route of app/ is under ${prefix}, which robots.txt or a cron names`);
  }
  for (const route of privateRoutes) {
    if (!hasFunction(outputDir, route)) problems.push(`${route} has no function`);
    if (prerenderedBody(outputDir, route))
      problems.push(`${route} is prerendered: one cached copy would be served to every visitor`);
  }
  return { problems, routes: privateRoutes };
}

/** Every file of the output outside the function bundles (`*.func`), which run on the server. */
export function servedFiles(outputDir: string): string[] {
  const files: string[] = [];
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.name.endsWith(".func")) continue;
      const stats = statSync(full, { throwIfNoEntry: false });
      if (stats?.isDirectory()) visit(full);
      else if (stats?.isFile()) files.push(full);
    }
  };
  visit(outputDir);
  return files.sort();
}

/**
 * Where a secret appears in a file a browser can be sent: static/, the prerendered pages and
 * config.json (its routes set response headers). One finding per file and secret.
 */
export function findSecrets(
  outputDir: string,
  secrets: BuildSecrets,
): { file: string; secret: string }[] {
  const needles = Object.entries(secrets).map(([name, value]) => {
    // A short value would match by chance and prove nothing.
    if (value.length < 16) throw new Error(`The secret ${name} is too short to search for.`);
    return [name, Buffer.from(value)] as const;
  });
  const found: { file: string; secret: string }[] = [];
  for (const file of servedFiles(outputDir)) {
    const content = readFileSync(file);
    for (const [name, needle] of needles) {
      if (content.includes(needle))
        found.push({ file: path.relative(outputDir, file), secret: name });
    }
  }
  return found;
}

/** Every check; the problems, and the routes checked (for the report). */
export function checkVercelOutput(
  outputDir: string,
  expectations: OutputExpectations,
): { problems: string[]; publicRoutes: string[]; privateRoutes: string[]; scanned: number } {
  const publicCheck = checkPublicRoutes(outputDir);
  const privateCheck = checkPrivateRoutes(outputDir, expectations);
  const cronRoutes = expectations.appRoutes.filter((route) => route.startsWith("/api/cron/"));
  const unscheduled = cronRoutes
    .filter((route) => !expectations.crons.some((cron) => cron.path === route))
    .map((route) => `${route} is a cron route that vercel.json does not schedule`);
  const leaks = findSecrets(outputDir, expectations.secrets).map(
    ({ file, secret }) => `${file} contains the value of ${secret}`,
  );
  return {
    problems: [
      ...checkCrons(outputDir, expectations.crons),
      ...unscheduled,
      ...publicCheck.problems,
      ...privateCheck.problems,
      ...leaks,
    ],
    publicRoutes: publicCheck.routes,
    privateRoutes: privateCheck.routes,
    scanned: servedFiles(outputDir).length,
  };
}
