import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { iconNames } from "@/content/icons";
import { Icon, IconChip } from "@/components/page/icon";
import { type LucideIconName } from "@/components/page/icon-paths";

describe("icons", () => {
  it("are plain, decorative SVG: no client component, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { name: "arrow-right", className: "size-4" }),
    );
    expect(html).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="icon size-4"><path d="M5 12h14M12 5l7 7-7 7"></path></svg>',
    );
  });

  it("draw each icon with one path, a second one for filled dots, one per shape for the x", () => {
    const paths = (name: LucideIconName) =>
      renderToStaticMarkup(createElement(Icon, { name })).match(/<path /g)?.length;
    expect(paths("bot")).toBe(1);
    expect(paths("palette")).toBe(2);
    expect(paths("x")).toBe(2);
    expect(renderToStaticMarkup(createElement(Icon, { name: "palette" }))).toContain(
      'fill="currentColor"',
    );
  });

  it("have a drawing for every icon name content may use", () => {
    for (const name of iconNames) {
      const html = renderToStaticMarkup(createElement(IconChip, { name }));
      expect(html, name).toMatch(
        /^<span aria-hidden="true" class="icon-chip"><svg [^>]*class="icon size-6">(<path d="M[^"]+"( fill="currentColor")?><\/path>){1,2}<\/svg><\/span>$/,
      );
    }
  });

  it("are the only icons: no page or component draws lucide-react's components", () => {
    const sources = ["app", "components", "lib"].flatMap((dir) =>
      readdirSync(dir, { recursive: true, encoding: "utf8" })
        .filter((file) => /\.(ts|tsx)$/.test(file))
        .map((file) => path.join(dir, file)),
    );
    const importers = sources.filter((file) =>
      /from\s+["']lucide-react/.test(readFileSync(file, "utf8")),
    );
    expect(importers, "draw icons with <Icon name=... /> from components/page/icon").toEqual([]);
  });
});
