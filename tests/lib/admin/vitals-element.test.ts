/**
 * An element behind a poor value as a person sees it: its kind in words, from the tag its selector
 * ends with, and the words recorded with it; a row recorded without words says only its kind.
 */
import { describe, expect, it } from "vitest";

import { describeVitalElement } from "@/lib/admin/vitals-element";

describe("describeVitalElement", () => {
  it.each([
    ["img.h-auto.w-full", "An image"],
    ["main>section.hero>img#hero", "An image"],
    ["path", "An icon"],
    ["svg.icon", "An icon"],
    ["h1.font-display", "A heading"],
    ["a.nav", "A link"],
    ["button#menu-toggle", "A button"],
    ["input#email", "A form field"],
    ["video.clip", "A video"],
    ["p.lead", "A block of text"],
    ["div.grid", "A part of the page"],
    ["main#main", "A part of the page"],
  ])("describes %s recorded without words as %s", (target, kind) => {
    expect(describeVitalElement({ target, label: null, section: null })).toEqual({
      kind,
      words: null,
      place: null,
    });
  });

  it("names an element by its kind and its words, which say more than where it is", () => {
    expect(
      describeVitalElement({ target: "img.h-auto.w-full", label: "Our studio", section: "Work" }),
    ).toEqual({ kind: "The image", words: "Our studio", place: null });
    expect(
      describeVitalElement({ target: "button.cta", label: "Get a quote", section: null }),
    ).toEqual({ kind: "The button", words: "Get a quote", place: null });
  });

  it("places an element without words of its own by its section's heading", () => {
    expect(
      describeVitalElement({ target: "p.mt-6.max-w-2xl", label: null, section: "About Kalpix" }),
    ).toEqual({ kind: "A block of text", words: null, place: "About Kalpix" });
  });
});
