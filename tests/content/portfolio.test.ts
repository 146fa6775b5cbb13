import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import {
  copySamples,
  getProject,
  isSectionShown,
  mockupCardSizePx,
  mockupDragSensitivityPx,
  mockups,
  portfolioFilters,
  portfolioHead,
  portfolioPage,
  projects,
  sectionsByFilter,
  videos,
} from "@/content/portfolio";
import { publicRoutes } from "@/content/routes";

const publicDir = path.resolve(__dirname, "../../public");

describe("content/portfolio.ts", () => {
  it("has the counts: 4 projects, 5 mockups, 3 videos, 3 copy samples", () => {
    expect(projects).toHaveLength(4);
    expect(mockups).toHaveLength(5);
    expect(videos).toHaveLength(3);
    expect(copySamples).toHaveLength(3);
  });

  it("has the four projects with their slugs and categories", () => {
    expect(projects.map((p) => [p.slug, p.category])).toEqual([
      ["axero", "AI Apps"],
      ["demoresu", "Websites"],
      ["product-mockups", "Websites"],
      ["os-inspired-agency", "Websites"],
    ]);
    expect(getProject("axero")?.title).toBe("Axero");
    expect(getProject("nope")).toBeUndefined();
  });

  it("categorises mockups, videos and copy samples", () => {
    for (const mockup of mockups) expect(mockup.category).toBe("Mockups");
    for (const video of videos) expect(["Videos", "Ads"]).toContain(video.category);
    for (const sample of copySamples) expect(sample.category).toBe("Ads");
  });

  it("has the filters in order, All first (the default)", () => {
    expect(portfolioFilters).toEqual(["All", "AI Apps", "Websites", "Ads", "Videos", "Mockups"]);
  });

  it("shows the right sections for each filter", () => {
    const shownFor = (section: Parameters<typeof isSectionShown>[1]) =>
      portfolioFilters.filter((filter) => isSectionShown(filter, section));
    expect(shownFor("mockups")).toEqual(["All", "Mockups"]);
    expect(shownFor("projects")).toEqual(["All", "AI Apps", "Websites"]);
    expect(shownFor("videos")).toEqual(["All", "Ads", "Videos"]);
    expect(shownFor("copy")).toEqual(["All", "Ads"]);
    expect(Object.keys(sectionsByFilter)).toEqual([...portfolioFilters]);
  });

  it("uses the portfolio's strings and constants", () => {
    expect(portfolioPage.title).toBe("Our Work");
    expect(portfolioPage.projects.cue).toBe("Learn More");
    expect(portfolioPage.detail.liveLabel).toBe("View Live Site");
    expect(portfolioPage.cta.primary).toEqual({ label: "Start Your Project", href: "/contact" });
    expect(mockupDragSensitivityPx).toBe(180);
    expect(mockupCardSizePx).toBe(350);
  });

  it("has page descriptions of search-result length", () => {
    for (const head of [portfolioHead, ...projects.map((p) => p.head)]) {
      expect(head.description.length).toBeGreaterThanOrEqual(120);
      expect(head.description.length).toBeLessThanOrEqual(170);
    }
  });

  it("points at images and videos that exist, with alt text", () => {
    const files = [
      ...projects.map((p) => p.image),
      ...mockups.map((m) => m.image),
      ...videos.flatMap((v) => [v.thumbnail, v.videoUrl]),
    ];
    for (const file of files) expect(existsSync(path.join(publicDir, file)), file).toBe(true);
    for (const item of [...projects, ...mockups, ...videos])
      expect(item.alt.length).toBeGreaterThan(10);
  });

  it("links each project to a live site in a new origin, and is in the sitemap", () => {
    const paths = publicRoutes.map((route) => route.path as string);
    expect(paths).toContain("/portfolio");
    expect(paths.filter((p) => p.startsWith("/portfolio/")).sort()).toEqual(
      projects.map((p) => `/portfolio/${p.slug}`).sort(),
    );
    for (const project of projects) expect(new URL(project.liveUrl).protocol).toBe("https:");
  });
});
