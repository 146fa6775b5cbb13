import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { delhiOffice, marketLocations } from "@/content/locations";
import { publicRoutes } from "@/content/routes";
import { servicePages } from "@/content/service-pages";

const contentDir = path.resolve(__dirname, "../../content");

/** The one-page-per-file modules of a folder: everything but its registry and its types. */
async function pageFiles(folder: string) {
  const names = readdirSync(path.join(contentDir, folder))
    .filter((name) => name.endsWith(".ts") && name !== "index.ts" && name !== "types.ts")
    .map((name) => name.replace(/\.ts$/, ""));
  return Promise.all(
    names.map(async (name) => {
      const mod = (await import(
        /* @vite-ignore */ path.join(contentDir, folder, `${name}.ts`)
      )) as { default: { slug: string } };
      return { name, page: mod.default };
    }),
  );
}

const sitemapPaths = publicRoutes.map((route) => route.path as string);

describe("one file per page", () => {
  it("every file in content/service-pages/ is named after its slug, registered once and in the sitemap", async () => {
    const files = await pageFiles("service-pages");
    expect(files.length).toBe(servicePages.length);
    for (const { name, page } of files) {
      expect(page.slug, name).toBe(name);
      expect(
        servicePages.filter((registered) => registered === page),
        name,
      ).toHaveLength(1);
      expect(sitemapPaths, name).toContain(`/services/${name}`);
    }
  });

  it("every file in content/locations/ is named after its slug, registered once and in the sitemap", async () => {
    const files = await pageFiles("locations");
    const registered = [delhiOffice, ...marketLocations];
    expect(files.length).toBe(registered.length);
    for (const { name, page } of files) {
      expect(page.slug, name).toBe(name);
      expect(
        registered.filter((location) => location === page),
        name,
      ).toHaveLength(1);
      expect(sitemapPaths, name).toContain(`/locations/${name}`);
    }
  });
});
