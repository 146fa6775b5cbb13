import type { iconShapes } from "./icon-shapes";

type Shape = (typeof iconShapes)[keyof typeof iconShapes][number];

const num = (value: string | number | undefined) => Number(value ?? 0);
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

function shapePath([tag, a]: Shape): string {
  const at = a as Readonly<Record<string, string | number>>;
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
      throw new Error(`No path for a <${tag}> icon shape`);
  }
}

/**
 * An icon's shapes as the data of as few <path>s as it takes: one for all the stroked shapes, one
 * more for the filled dots a few icons have. Same drawing, one element instead of one per shape (a
 * page draws ~30 icons; every element is parsed, styled and hydrated).
 */
export function iconPaths(shapes: readonly Shape[]) {
  const groups = new Map<string | undefined, string>();
  for (const shape of shapes) {
    const fill = (shape[1] as { fill?: string }).fill;
    groups.set(fill, (groups.get(fill) ?? "") + shapePath(shape));
  }
  return [...groups].map(([fill, d]) => (fill === undefined ? { d } : { d, fill }));
}
