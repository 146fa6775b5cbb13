import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TextBands } from "@/components/home/text-bands";

describe("text bands", () => {
  const html = renderToStaticMarkup(
    createElement(TextBands, {
      phrases: ["First phrase", "Second phrase"],
      pause: { label: "Pause", context: "the moving text" },
    }),
  );

  it("give screen readers each phrase once and hide the moving copies", () => {
    expect(html.match(/<p class="sr-only">First phrase<\/p>/g)).toHaveLength(1);
    expect(html.match(/<div aria-hidden="true"/g)).toHaveLength(2);
  });

  it("move twelve copies of each phrase, one element each, in opposite directions", () => {
    expect(html.match(/<span class="band-item">First phrase<\/span>/g)).toHaveLength(12);
    expect(html.match(/<span class="band-item">Second phrase<\/span>/g)).toHaveLength(12);
    expect(html.match(/animate-marquee"/g)).toHaveLength(2);
    expect(html.match(/animate-marquee-reverse"/g)).toHaveLength(2);
    expect(html).not.toContain("✦");
  });
});
