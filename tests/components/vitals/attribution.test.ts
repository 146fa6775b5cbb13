import { describe, expect, it } from "vitest";

import { attributionOf, describeElement, nameElement } from "@/components/vitals/attribution";

type Fake = {
  nodeType: 1;
  tagName: string;
  id: string;
  classList: string[];
  attributes: Record<string, string>;
  parent: Fake | null;
  ariaLabel: string | null;
  alt?: string;
  textContent: string;
  value?: string;
  labels?: Array<{ textContent: string }>;
  /** A section's heading, what querySelector("h1,h2") finds in it. */
  heading?: string;
  closest(selector: string): Fake | null;
  querySelector(selector: string): { textContent: string } | null;
};

/** Just enough of an Element for the reporter: no DOM in unit tests. */
function element(
  tagName: string,
  {
    id = "",
    classes = [],
    parent = null,
    attributes = {},
    ...rest
  }: Partial<Omit<Fake, "closest" | "classList" | "parent">> & {
    classes?: string[];
    parent?: Element | null;
  } = {},
): Element {
  const fake: Fake = {
    querySelector: () => (fake.heading === undefined ? null : { textContent: fake.heading }),
    nodeType: 1,
    tagName,
    id,
    classList: classes,
    attributes,
    parent: parent as unknown as Fake | null,
    ariaLabel: attributes["aria-label"] ?? null,
    textContent: "",
    ...rest,
    closest(selector) {
      const matches = (node: Fake) =>
        selector.split(",").some((part) => {
          const attribute = /^\[([\w-]+)(?:=([\w-]+))?\]$/.exec(part);
          if (!attribute) return node.tagName.toLowerCase() === part;
          const value = node.attributes[attribute[1]!];
          return value !== undefined && (attribute[2] === undefined || value === attribute[2]);
        });
      for (let node: Fake | null = fake; node; node = node.parent) if (matches(node)) return node;
      return null;
    },
  };
  return fake as unknown as Element;
}
const entry = (fields: Record<string, unknown>) => fields as unknown as PerformanceEntry;

describe("describeElement", () => {
  it("names an element by tag and id, else tag and up to two classes, and nothing else", () => {
    expect(describeElement(element("IMG", { id: "hero" }))).toBe("img#hero");
    expect(describeElement(element("H1", { classes: ["title", "text-4xl", "font-bold"] }))).toBe(
      "h1.title.text-4xl",
    );
    expect(describeElement(element("P"))).toBe("p");
    // The route cuts it to its last 120 characters.
    expect(describeElement(element("DIV", { id: "x".repeat(300) }))).toHaveLength(304);
  });
});

describe("nameElement", () => {
  it("takes an image's alt text, and the text of a heading, link, button or label", () => {
    expect(nameElement(element("IMG", { alt: "Our team at work" }))).toBe("Our team at work");
    expect(nameElement(element("H1", { textContent: "Where AI meets creativity" }))).toBe(
      "Where AI meets creativity",
    );
    expect(nameElement(element("A", { textContent: "See our work" }))).toBe("See our work");
    expect(nameElement(element("BUTTON", { textContent: "Send message" }))).toBe("Send message");
  });

  it("prefers the accessible name an author gave it", () => {
    expect(
      nameElement(
        element("BUTTON", { attributes: { "aria-label": "Open the menu" }, textContent: "≡" }),
      ),
    ).toBe("Open the menu");
  });

  it("names a field by its label, never by what the visitor typed in it", () => {
    const field = element("INPUT", {
      value: "jane@example.com",
      labels: [{ textContent: "Your e-mail" }],
    });
    expect(nameElement(field)).toBe("Your e-mail");
    expect(nameElement(element("TEXTAREA", { value: "Call me on 555 0100" }))).toBeUndefined();
  });

  it("reads no running text, nor anything in a live region or an editable area", () => {
    expect(nameElement(element("P", { textContent: "“Great work!” said Priya" }))).toBeUndefined();
    const status = element("DIV", { attributes: { role: "status" } });
    expect(nameElement(element("P", { parent: status, textContent: "Thanks, Jane" }))).toBe(
      undefined,
    );
    const editable = element("DIV", { attributes: { contenteditable: "true" } });
    expect(
      nameElement(element("H2", { parent: editable, textContent: "typed by a visitor" })),
    ).toBeUndefined();
  });

  it("sends at most 200 characters, for the server to clean", () => {
    expect(nameElement(element("H2", { textContent: "a".repeat(500) }))).toHaveLength(200);
  });
});

describe("attributionOf", () => {
  it("names the LCP element, the INP target and its kind, and the largest shift's element", () => {
    const work = element("SECTION", { heading: "  Our\n work " });
    expect(
      attributionOf({
        name: "LCP",
        entries: [entry({ element: element("IMG", { id: "hero", alt: "Studio", parent: work }) })],
      }),
    ).toEqual({ target: "img#hero", label: "Studio", section: "  Our\n work " });
    expect(
      attributionOf({
        name: "INP",
        entries: [
          entry({
            name: "keydown",
            target: element("INPUT", { id: "q", labels: [{ textContent: "Search" }] }),
          }),
        ],
      }),
    ).toEqual({ target: "input#q", label: "Search", interaction: "keyboard" });
    expect(
      attributionOf({
        name: "CLS",
        entries: [
          entry({ value: 0.01, sources: [{ node: element("P") }] }),
          entry({
            value: 0.2,
            sources: [{ node: null }, { node: element("DIV", { id: "banner" }) }],
          }),
        ],
      }),
    ).toEqual({ target: "div#banner", label: undefined });
  });

  it("names a tap on an icon or a word by the button or link it belongs to", () => {
    const button = element("BUTTON", { classes: ["cta"], textContent: "Get a quote" });
    const icon = element("svg", { parent: button });
    const tapped = element("path", { parent: icon });
    expect(
      attributionOf({ name: "INP", entries: [entry({ name: "pointerup", target: tapped })] }),
    ).toEqual({ target: "button.cta", label: "Get a quote", interaction: "pointer" });
    const word = element("SPAN", { parent: element("A", { textContent: "Our work" }) });
    expect(
      attributionOf({ name: "INP", entries: [entry({ name: "click", target: word })] }),
    ).toMatchObject({ target: "a", label: "Our work" });
  });

  it("names an icon that moved as the whole icon, or its control", () => {
    const lone = element("svg", { classes: ["icon"], attributes: { "aria-label": "Delhi" } });
    expect(
      attributionOf({
        name: "CLS",
        entries: [entry({ value: 0.3, sources: [{ node: element("path", { parent: lone }) }] })],
      }),
    ).toEqual({ target: "svg.icon", label: "Delhi" });
  });

  it("names nothing for FCP and TTFB, or when there is no entry", () => {
    expect(attributionOf({ name: "FCP", entries: [entry({})] })).toEqual({});
    expect(attributionOf({ name: "INP", entries: [] })).toEqual({});
    expect(attributionOf({ name: "CLS", entries: [] })).toEqual({});
  });
});
