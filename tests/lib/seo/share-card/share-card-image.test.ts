import { describe, expect, it } from "vitest";

import { shareCards } from "@/content/share-cards";
import { renderShareCard } from "@/lib/seo/share-card/share-card-image";

describe("renderShareCard", () => {
  it.each(shareCards.map((card) => [card.path, card] as const))(
    "%s: a 1200x630 PNG under 300 KB",
    async (_path, card) => {
      const response = await renderShareCard(card);
      const png = Buffer.from(await response.arrayBuffer());
      expect(png.subarray(12, 16).toString("ascii")).toBe("IHDR");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.length).toBeLessThan(300 * 1024);
    },
    30_000,
  );
});
