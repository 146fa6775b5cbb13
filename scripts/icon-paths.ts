/**
 * Writes components/page/icon-paths.ts, the drawings behind <Icon name="..." /> (components/page/icon.tsx),
 * from lucide-react's own icon data in node_modules. `npm run icons` runs it (scripts/icons.ts);
 * tests/scripts/icons.test.ts fails when the committed file differs from what it generates.
 */
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The lucide icons the site draws, by lucide's own names (https://lucide.dev/icons). To draw a new
 * one: add its name here, run `npm run icons`, and commit the regenerated file.
 */
export const ICON_NAMES = [
  "arrow-left",
  "arrow-right",
  "arrow-up-right",
  "award",
  "bot",
  "box",
  "building-complex",
  "calendar-clock",
  "car",
  "check",
  "chevron-left",
  "chevron-right",
  "chevrons-left",
  "clapperboard",
  "clock",
  "code-xml",
  "cpu",
  "download",
  "external-link",
  "folder-kanban",
  "gauge",
  "globe",
  "key-round",
  "lock",
  "log-out",
  "mail",
  "map-pin",
  "megaphone",
  "monitor-smartphone",
  "mouse-pointer-click",
  "palette",
  "pen-line",
  "pause",
  "phone",
  "plane",
  "play",
  "plus",
  "quote",
  "repeat",
  "search",
  "share-2",
  "shield-check",
  "shield-exclamation-point",
  "shopping-cart",
  "smartphone",
  "sparkles",
  "star",
  "target",
  "train-front",
  "trash",
  "trending-up",
  "triangle-exclamation-point",
  "undo-2",
  "users",
  "wallet",
  "workflow",
  "x",
] as const;

export const ICONS_FILE = path.resolve(import.meta.dirname, "../components/page/icon-paths.ts");

/** One SVG element of a lucide icon, as lucide-react stores it: tag and attributes. */
export type LucideShape = readonly [tag: string, attributes: Readonly<Record<string, string>>];

const require = createRequire(import.meta.url);

/** The installed lucide-react's version: the generated file names it, so an upgrade shows in its diff. */
function lucideVersion(): string {
  return (require("lucide-react/package.json") as { version: string }).version;
}

/** An icon's shapes exactly as the installed lucide-react draws them (without React's keys). */
export async function lucideShapes(name: string): Promise<LucideShape[]> {
  const iconModule = (await import(`lucide-react/icons/${name}`).catch(() => {
    throw new Error(`lucide-react has no icon named "${name}" (see https://lucide.dev/icons)`);
  })) as {
    __iconData?: { node: [string, Record<string, string>][] };
    default: { render: (props: object, ref: null) => { props: { icon: { name: string } } } };
  };
  // An alias's module only re-exports its icon's component (trash-2 is trash): name the icon itself.
  if (!iconModule.__iconData) {
    const icon = iconModule.default.render({}, null).props.icon.name;
    throw new Error(`"${name}" is lucide's old name for "${icon}": list "${icon}" instead`);
  }
  return iconModule.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
}

const num = (value: string | undefined) => Number(value ?? 0);
const fmt = (value: number) => String(Number(value.toFixed(3)));

/**
 * A path's own data, made safe to follow another subpath: a leading relative moveto is absolute
 * at the start of a path but would be relative after a previous subpath, and the coordinate pairs
 * that follow it are implicit relative linetos, so they get an explicit `l`.
 */
function ownPath(d: string) {
  const match = /^\s*m\s*(-?[\d.]+)[\s,]*(-?(?:\d+\.?\d*|\.\d+))(.*)$/s.exec(d);
  if (!match) return d.trim();
  const [, x, y, rest] = match;
  const tail = (rest ?? "").trim();
  return `M${x} ${y}${/^[-\d.]/.test(tail) ? `l${tail}` : tail}`;
}

function shapePath([tag, at]: LucideShape): string {
  switch (tag) {
    case "path":
      return ownPath(String(at.d));
    case "line":
      return `M${at.x1} ${at.y1}L${at.x2} ${at.y2}`;
    case "circle": {
      const [cx, cy, r] = [num(at.cx), num(at.cy), num(at.r)];
      return `M${fmt(cx - r)} ${fmt(cy)}a${r} ${r} 0 1 0 ${fmt(2 * r)} 0a${r} ${r} 0 1 0 ${fmt(-2 * r)} 0z`;
    }
    case "rect": {
      const [x, y, w, h] = [num(at.x), num(at.y), num(at.width), num(at.height)];
      const rx = Math.min(num(at.rx ?? at.ry), w / 2);
      const ry = Math.min(num(at.ry ?? at.rx), h / 2);
      if (!rx || !ry) return `M${x} ${y}h${w}v${h}h${-w}z`;
      const arc = (dx: number, dy: number) => `a${fmt(rx)} ${fmt(ry)} 0 0 1 ${fmt(dx)} ${fmt(dy)}`;
      return (
        `M${fmt(x + rx)} ${y}h${fmt(w - 2 * rx)}${arc(rx, ry)}v${fmt(h - 2 * ry)}${arc(-rx, ry)}` +
        `h${fmt(-(w - 2 * rx))}${arc(-rx, -ry)}v${fmt(-(h - 2 * ry))}${arc(rx, -ry)}z`
      );
    }
    default:
      throw new Error(
        `No path for a <${tag}> icon shape: add its conversion to scripts/icon-paths.ts`,
      );
  }
}

/**
 * Icons drawn one <path> per shape. Where two strokes of one path cross, Chromium anti-aliases the
 * crossing more lightly than where two paths cross: the x's centre is a paler pixel at 14 and 16 px
 * (the video dialog's close button). e2e/icon-paths.spec.ts finds such an icon: list it here.
 */
const SHAPE_BY_SHAPE: ReadonlySet<string> = new Set(["x"]);

/**
 * An icon's shapes as the data of as few <path>s as it takes: one for all the stroked shapes, one
 * more for the filled dots a few icons have. Same drawing, one element instead of one per shape (a
 * page draws ~30 icons; every element is parsed, styled and sent in the page's data).
 * e2e/icon-paths.spec.ts checks in Chromium that both draw the same pixels.
 */
export function pathsOf(name: string, shapes: readonly LucideShape[]) {
  if (SHAPE_BY_SHAPE.has(name)) {
    return shapes.map((shape) => {
      const fill = shape[1].fill;
      return fill === undefined ? { d: shapePath(shape) } : { d: shapePath(shape), fill };
    });
  }
  const groups = new Map<string | undefined, string>();
  for (const shape of shapes) {
    const fill = shape[1].fill;
    groups.set(fill, (groups.get(fill) ?? "") + shapePath(shape));
  }
  return [...groups].map(([fill, d]) => (fill === undefined ? { d } : { d, fill }));
}

/** components/page/icon-paths.ts as the installed lucide-react makes it, formatted by the project's prettier. */
export async function generateIconPaths(names: readonly string[] = ICON_NAMES): Promise<string> {
  const sorted = [...new Set(names)].sort();
  const entries: string[] = [];
  for (const name of sorted) {
    const paths = pathsOf(name, await lucideShapes(name)).map(({ d, fill }) =>
      fill === undefined
        ? `{ d: ${JSON.stringify(d)} }`
        : `{ d: ${JSON.stringify(d)}, fill: ${JSON.stringify(fill)} }`,
    );
    entries.push(`${JSON.stringify(name)}: [${paths.join(", ")}],`);
  }
  const text = `// Generated by \`npm run icons\` from lucide-react ${lucideVersion()} (ISC licence, https://lucide.dev).
// Do not edit: add the icon's lucide name to ICON_NAMES in scripts/icon-paths.ts and run npm run icons.

/** One <path> of an icon: all of its stroked shapes, or the filled dots a few icons have (or one shape). */
type IconPath = { readonly d: string; readonly fill?: string };

const paths = {
${entries.join("\n")}
} satisfies Record<string, readonly IconPath[]>;

/** A lucide icon the site draws (components/page/icon.tsx). */
export type LucideIconName = keyof typeof paths;

export const iconPaths: Readonly<Record<LucideIconName, readonly IconPath[]>> = paths;
`;
  const prettier = await import("prettier");
  const options = await prettier.resolveConfig(ICONS_FILE);
  return prettier.format(text, { ...options, filepath: ICONS_FILE });
}
