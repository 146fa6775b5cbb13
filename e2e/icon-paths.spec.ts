import { createElement, type ComponentType } from "react";
import { expect, test, type Page } from "@playwright/test";
import * as lucide from "lucide-react";
import { renderToStaticMarkup } from "react-dom/server";

import { Icon } from "../components/page/icon";
import { iconPaths, type LucideIconName } from "../components/page/icon-paths";
import {
  buttonBase,
  buttonSizeClasses,
  buttonVariantClasses,
} from "../components/ui/button-variants";

type LucideNode = [tag: string, attributes: Record<string, string>][];

/** lucide-react's component for an icon name: `shield-exclamation-point` is `ShieldExclamationPoint`. */
function lucideComponent(name: string) {
  const pascal = name.replace(/(^|-)([a-z0-9])/g, (_, __, c: string) => c.toUpperCase());
  const component = (lucide as unknown as Record<string, unknown>)[pascal];
  if (!component) throw new Error(`lucide-react has no ${pascal}`);
  return component as ComponentType<Record<string, string>> & {
    render: (props: object, ref: null) => { props: { icon: { node: LucideNode } } };
  };
}

function attributes(values: Readonly<Record<string, string | number>>) {
  return Object.entries(values)
    .filter(([name]) => name !== "key")
    .map(([name, value]) => `${name}="${value}"`)
    .join(" ");
}

/**
 * How many channel values of two same-sized PNGs differ by more than an anti-aliasing shade, and
 * the PNGs' sizes. Anti-aliasing may differ by a shade on a few edge pixels; a drawing error, a
 * different size, stroke or colour does not.
 */
async function differingValues(page: Page, a: Buffer, b: Buffer) {
  return page.evaluate(
    async ([first, second]: [string, string]) => {
      const pixels = async (base64: string) => {
        // Decoded by hand: the site's content security policy forbids fetching a data: URL.
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: "image/png" }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext("2d")!;
        context.drawImage(bitmap, 0, 0);
        return {
          size: `${bitmap.width}x${bitmap.height}`,
          data: context.getImageData(0, 0, bitmap.width, bitmap.height).data,
        };
      };
      const [x, y] = [await pixels(first), await pixels(second)];
      if (x.size !== y.size) return { sizes: [x.size, y.size], off: Infinity };
      let off = 0;
      for (let i = 0; i < x.data.length; i++) if (Math.abs(x.data[i]! - y.data[i]!) > 96) off++;
      return { sizes: [x.size, y.size], off };
    },
    [a.toString("base64"), b.toString("base64")] as [string, string],
  );
}

/**
 * Each icon is drawn as one <path> (two with filled dots), generated from lucide's separate
 * shapes by scripts/icon-paths.ts. Chromium rasterises both versions of every icon, at the sizes
 * the pages use, and the pixels must agree: a wrong arc flag, a lost relative move or a dropped
 * shape shows up as a run of differing pixels.
 */
test("every icon's single path draws what its lucide shapes draw", async ({ page }) => {
  const icons = (Object.keys(iconPaths) as LucideIconName[]).map((name) => ({
    name,
    separate: lucideComponent(name)
      .render({}, null)
      .props.icon.node.map(([tag, values]) => `<${tag} ${attributes(values)}/>`)
      .join(""),
    single: iconPaths[name]
      .map(({ d, fill }) => `<path d="${d}"${fill ? ` fill="${fill}"` : ""}/>`)
      .join(""),
  }));
  await page.setContent("<!doctype html><title>icons</title>");
  const differing = await page.evaluate(async (list) => {
    const draw = async (inner: string, size: number) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${inner}</svg>`;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
      await image.decode();
      const canvas = new OffscreenCanvas(size, size);
      const context = canvas.getContext("2d")!;
      context.fillStyle = "#fff";
      context.fillRect(0, 0, size, size);
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, size, size).data;
    };
    const out: string[] = [];
    for (const size of [24, 96]) {
      for (const { name, separate, single } of list) {
        const [a, b] = [await draw(separate, size), await draw(single, size)];
        let off = 0;
        for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 96) off++;
        if (off > size / 6) out.push(`${name} at ${size}px: ${off} channel values off`);
      }
    }
    return out;
  }, icons);
  expect(differing).toEqual([]);
});

const button = (variant: keyof typeof buttonVariantClasses, size: keyof typeof buttonSizeClasses) =>
  `${buttonBase} ${buttonVariantClasses[variant]} ${buttonSizeClasses[size]}`;

/**
 * The icons that were lucide-react components until they moved to <Icon>, each with the classes
 * and inside the element (a button's classes size an unsized icon) it has on its page.
 */
const movedIcons: { where: string; name: LucideIconName; className?: string; inside: string }[] = [
  { where: "admin pagination", name: "chevrons-left", inside: button("outline", "sm") },
  { where: "admin pagination", name: "chevron-left", inside: button("outline", "sm") },
  { where: "admin pagination", name: "chevron-right", inside: button("outline", "sm") },
  { where: "admin search form", name: "search", inside: `${button("brand", "default")} h-11` },
  {
    where: "admin access message",
    name: "shield-exclamation-point",
    className: "mx-auto size-10 text-coral",
    inside: "block w-24",
  },
  {
    where: "admin access message",
    name: "triangle-exclamation-point",
    className: "mx-auto size-10 text-coral",
    inside: "block w-24",
  },
  { where: "admin frame's logout", name: "log-out", inside: button("outline", "sm") },
  { where: "admin CSV export", name: "download", inside: button("outline", "sm") },
  {
    where: "admin review delete",
    name: "trash",
    inside: `${button("ghost", "icon")} text-muted-foreground hover:text-destructive`,
  },
  {
    where: "admin reviews table, given star",
    name: "star",
    className: "size-4 fill-spark text-spark",
    inside: "flex items-center gap-0.5",
  },
  {
    where: "admin reviews table, missing star",
    name: "star",
    className: "size-4 text-muted-foreground/40",
    inside: "flex items-center gap-0.5",
  },
  {
    where: "security page heading",
    name: "shield-check",
    className: "size-5 text-brand",
    inside: "flex items-center gap-2 font-display text-xl font-bold",
  },
  {
    where: "security page app",
    name: "smartphone",
    className: "size-5 text-muted-foreground",
    inside: "flex items-center gap-3",
  },
  {
    where: "review form, chosen star",
    name: "star",
    className: "size-8 transition-colors fill-spark text-spark",
    inside: "grid size-11 cursor-pointer place-items-center rounded-lg",
  },
  {
    where: "review form, other star",
    name: "star",
    className: "size-8 transition-colors text-muted-foreground/60",
    inside: "grid size-11 cursor-pointer place-items-center rounded-lg",
  },
  {
    where: "video showcase play",
    name: "play",
    className: "ml-1 size-7 fill-current",
    inside: "grid size-16 place-items-center rounded-full bg-white/90 text-[#0c0b12] shadow-xl",
  },
  { where: "video dialog close", name: "x", inside: button("outline", "sm") },
];

/**
 * The site's own stylesheet, and each moved icon drawn both ways in the same place: lucide-react's
 * component with the props the page gave it, and <Icon>. Size, stroke, fill and colour show in
 * the pixels; both must be hidden from assistive technology.
 */
test("icons moved off lucide-react look exactly as lucide-react drew them", async ({ page }) => {
  await page.goto("/");
  const head = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="stylesheet"], style')]
      .map((node) => node.outerHTML)
      .join(""),
  );
  const htmlClass = await page.evaluate(() => document.documentElement.className);
  const cases = movedIcons.map(({ where, name, className, inside }) => {
    const wasHidden = name !== "play"; // The play icon sat in an aria-hidden span, without its own.
    const lucideProps = {
      ...(wasHidden ? { "aria-hidden": "true" } : {}),
      ...(className ? { className } : {}),
    };
    return {
      where,
      name,
      before: renderToStaticMarkup(createElement(lucideComponent(name), lucideProps)),
      after: renderToStaticMarkup(createElement(Icon, { name, className })),
      inside,
    };
  });
  await page.setContent(
    `<!doctype html><html lang="en" class="${htmlClass}"><head><title>icons</title>${head}</head><body><div id="slot" class="inline-block bg-card p-2"></div></body></html>`,
    { waitUntil: "load" },
  );
  // Both versions are drawn in the same place in turn, so any differing pixel is the icon's.
  const slot = page.locator("#slot");
  const draw = async (html: string, inside: string) => {
    await slot.evaluate(
      (element, markup) => (element.innerHTML = markup),
      `<span class="${inside}">${html}</span>`,
    );
    const svg = slot.locator("svg");
    return {
      hidden: await svg.getAttribute("aria-hidden"),
      style: await svg.evaluate((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return `${box.width}x${box.height} stroke ${style.stroke} ${style.strokeWidth} fill ${style.fill} color ${style.color}`;
      }),
      pixels: await slot.screenshot({ animations: "disabled" }),
    };
  };

  const problems: string[] = [];
  for (const { where, name, before, after, inside } of cases) {
    const [lucideDrawn, iconDrawn] = [await draw(before, inside), await draw(after, inside)];
    if (lucideDrawn.hidden !== "true" || iconDrawn.hidden !== "true") {
      problems.push(
        `${where} (${name}): aria-hidden ${lucideDrawn.hidden} before, ${iconDrawn.hidden} now`,
      );
    }
    if (lucideDrawn.style !== iconDrawn.style) {
      problems.push(
        `${where} (${name}): lucide-react ${lucideDrawn.style}, Icon ${iconDrawn.style}`,
      );
    }
    const { sizes, off } = await differingValues(page, lucideDrawn.pixels, iconDrawn.pixels);
    if (off > 0) {
      problems.push(`${where} (${name}): ${off} channel values off (${sizes.join(" vs ")})`);
    }
  }
  expect(problems).toEqual([]);
});
