import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import * as lucide from "lucide-react";
import { describe, expect, it } from "vitest";

import { iconNames } from "@/content/icons";
import { Icon, IconChip } from "@/components/page/icon";
import { iconShapes, type IconShapeName } from "@/components/page/icon-shapes";

/** What lucide-react itself draws for an icon: its shapes without React keys. */
function lucideShapes(name: string) {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const component = (
    lucide as unknown as Record<
      string,
      {
        render: (
          p: object,
          r: null,
        ) => { props: { icon: { node: [string, Record<string, string>][] } } };
      }
    >
  )[pascal];
  if (!component) throw new Error(`lucide-react has no ${pascal}`);
  return component
    .render({}, null)
    .props.icon.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
}

describe("server-rendered icons", () => {
  it("draw exactly the shapes of the installed lucide-react", () => {
    for (const name of Object.keys(iconShapes) as IconShapeName[]) {
      expect(iconShapes[name], name).toEqual(lucideShapes(name));
    }
  });

  it("are plain, decorative SVG: no client component, hidden from assistive technology", () => {
    const html = renderToStaticMarkup(
      createElement(Icon, { name: "arrow-right", className: "size-4" }),
    );
    expect(html).toBe(
      '<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" class="icon size-4"><path d="M5 12h14M12 5l7 7-7 7"></path></svg>',
    );
  });

  it("draw each icon with one path, and a second one only for filled dots", () => {
    const paths = (name: IconShapeName) =>
      renderToStaticMarkup(createElement(Icon, { name })).match(/<path /g)?.length;
    expect(paths("bot")).toBe(1);
    expect(paths("palette")).toBe(2);
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
});
