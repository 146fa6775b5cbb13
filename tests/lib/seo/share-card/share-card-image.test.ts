import { describe, expect, it } from "vitest";

import { getShareCard, shareCards } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

// One card of each kind of art and the longest title; e2e/share-cards.spec.ts fetches them all.
const longest = shareCards.reduce((a, b) => (b.title.length > a.title.length ? b : a));
const samples = [
  getShareCard("/"),
  getShareCard("/services/ai-automation"),
  getShareCard("/portfolio/os-inspired-agency"),
  longest,
];

describe("renderShareCard", () => {
  it.each(samples.map((card) => [card.path, card] as const))(
    "%s: a 1200x630 PNG under 300 KB",
    async (_path, card) => {
      const png = Buffer.from(await (await renderShareCard(card)).arrayBuffer());
      expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(300 * 1024);
    },
    30_000,
  );
});
