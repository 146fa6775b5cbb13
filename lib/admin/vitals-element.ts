/** What an element is to a person who sees the page, from the tag its selector starts with. */
type ElementKind = { named: string; unnamed: string };

const KINDS = {
  image: { named: "The image", unnamed: "An image" },
  icon: { named: "The icon", unnamed: "An icon" },
  heading: { named: "The heading", unnamed: "A heading" },
  link: { named: "The link", unnamed: "A link" },
  button: { named: "The button", unnamed: "A button" },
  field: { named: "The field", unnamed: "A form field" },
  video: { named: "The video", unnamed: "A video" },
  text: { named: "The text", unnamed: "A block of text" },
  part: { named: "The part of the page", unnamed: "A part of the page" },
} satisfies Record<string, ElementKind>;

const TAG_KINDS: Record<string, keyof typeof KINDS> = {
  img: "image",
  picture: "image",
  canvas: "image",
  video: "video",
  svg: "icon",
  h1: "heading",
  h2: "heading",
  h3: "heading",
  h4: "heading",
  h5: "heading",
  h6: "heading",
  a: "link",
  button: "button",
  summary: "button",
  input: "field",
  select: "field",
  textarea: "field",
  label: "field",
  p: "text",
  span: "text",
  blockquote: "text",
  li: "text",
  strong: "text",
  em: "text",
  figcaption: "text",
};

// An SVG's inner shapes are parts of one icon.
const SVG_PARTS = /^(path|g|circle|rect|line|polyline|polygon|ellipse|use)$/;

function kindOf(target: string): ElementKind {
  // The selector's last element is the one named: `main>section>img.hero` is an image.
  const tag = /^[a-z][a-z0-9]*/i.exec(target.split(">").at(-1) ?? "")?.[0].toLowerCase() ?? "";
  return KINDS[SVG_PARTS.test(tag) ? "icon" : (TAG_KINDS[tag] ?? "part")];
}

export type ElementDescription = { kind: string; words: string | null; place: string | null };

/**
 * "The image" and its alt text; else "An image" and the heading of the section it is in; or
 * "An image" alone for a row recorded before either was kept.
 */
export function describeVitalElement({
  target,
  label,
  section,
}: {
  target: string;
  label: string | null;
  section: string | null;
}): ElementDescription {
  const kind = kindOf(target);
  if (label) return { kind: kind.named, words: label, place: null };
  return { kind: kind.unnamed, words: null, place: section };
}
