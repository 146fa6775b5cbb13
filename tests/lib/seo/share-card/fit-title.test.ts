import { describe, expect, it } from "vitest";

import { shareCards } from "@/content/share-cards";
import { fitTitle } from "@/lib/seo/share-card/fit-title";

const box = { maxWidth: 640, maxLines: 3, fontSizes: [68, 60, 54, 48] } as const;

describe("fitTitle", () => {
  it("takes the largest size at which the title fits", () => {
    expect(fitTitle("Contact Us", box)).toEqual({ fontSize: 68, lines: ["Contact Us"] });
  });

  it("wraps at spaces only: the lines put back together are the title", () => {
    for (const card of shareCards) {
      const { lines } = fitTitle(card.title, box);
      expect(lines.join(" "), card.path).toBe(card.title);
      expect(lines.length).toBeLessThanOrEqual(box.maxLines);
    }
  });

  it("shortens a title too long for the box after a whole word, with an ellipsis", () => {
    const title = Array.from({ length: 40 }, (_, i) => `Word${i}`).join(" ");
    const { fontSize, lines } = fitTitle(title, box);
    expect(fontSize).toBe(48);
    expect(lines).toHaveLength(3);
    const text = lines.join(" ");
    expect(text.endsWith("…")).toBe(true);
    expect(title.startsWith(`${text.slice(0, -1)} `)).toBe(true);
  });
});
