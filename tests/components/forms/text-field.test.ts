import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { TextField } from "@/components/forms/text-field";

type Props = Parameters<typeof TextField>[0];

/** The field rendered and parsed, so the test reads it as a browser's accessibility tree would. */
function render(props: Props) {
  const html = renderToStaticMarkup(createElement(TextField, props));
  const elements: Record<string, string | undefined>[] = [
    ...html.matchAll(/<(\w+)((?: [\w-]+="[^"]*")*)\s*\/?>([^<]*)/g),
  ].map(([, tag, attributes, text]) => ({
    tag,
    text,
    ...Object.fromEntries(
      [...(attributes ?? "").matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    ),
  }));
  const control = elements.find((element) => element.tag === "input" || element.tag === "textarea");
  const byId = (id: string) => elements.find((element) => element.id === id);
  /** The texts the control's aria-describedby names, in order. */
  const description = (control?.["aria-describedby"] ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id: string) => byId(id)?.text);
  const label = elements.find((element) => element.tag === "label");
  return { html, elements, control, label, description };
}

const base = { id: "f-name", name: "name", label: "Name", placeholder: "Your Name" } as const;

describe("TextField", () => {
  it("labels its control by id, and names it for the post without JavaScript", () => {
    const { control, label } = render(base);
    expect(label).toMatchObject({ for: "f-name", text: "Name" });
    expect(control).toMatchObject({ tag: "input", id: "f-name", name: "name" });
    expect(control?.placeholder).toBe("Your Name");
  });

  it("is neither invalid nor described while there is no error or help text", () => {
    const { control, html } = render(base);
    expect(control?.["aria-invalid"]).toBeUndefined();
    expect(control?.["aria-describedby"]).toBeUndefined();
    expect(html).not.toContain("text-destructive");
  });

  it("shows an error under the control and ties it with aria-invalid and aria-describedby", () => {
    const { control, description, elements } = render({ ...base, error: "Name is required." });
    expect(control?.["aria-invalid"]).toBe("true");
    expect(description).toEqual(["Name is required."]);
    expect(elements.at(-1)).toMatchObject({ tag: "p", text: "Name is required." });
  });

  it("describes the control by its help text, and by the error as well once there is one", () => {
    const help = "The 6-digit code your authenticator app shows now.";
    expect(render({ ...base, description: help }).description).toEqual([help]);
    const { control, description } = render({ ...base, description: help, error: "Too short." });
    expect(description).toEqual([help, "Too short."]);
    expect(control?.["aria-invalid"]).toBe("true");
  });

  it("marks a required field aria-required, leaving the browser's own check off", () => {
    const { control } = render({ ...base, required: true });
    expect(control?.["aria-required"]).toBe("true");
    expect(control?.required).toBeUndefined();
    expect(render(base).control?.["aria-required"]).toBeUndefined();
  });

  it("sets the HTML required attribute instead for a form the browser checks", () => {
    const { control } = render({ ...base, required: "native" });
    expect(control?.required).toBe("");
    expect(control?.["aria-required"]).toBeUndefined();
  });

  it("draws a textarea when multiline, with the same wiring", () => {
    const { control, description } = render({
      ...base,
      multiline: true,
      rows: 6,
      error: "Message must be at least 10 characters.",
    });
    expect(control).toMatchObject({ tag: "textarea", id: "f-name", name: "name", rows: "6" });
    expect(description).toEqual(["Message must be at least 10 characters."]);
  });

  it("shows the value sent back after a post without JavaScript", () => {
    expect(render({ ...base, defaultValue: "Priya" }).control?.value).toBe("Priya");
    expect(render({ ...base, multiline: true, defaultValue: "Hello" }).control?.text).toBe("Hello");
  });

  it("keeps the public forms' look: a stacked wrapper unless given other classes", () => {
    expect(render(base).elements[0]).toMatchObject({ tag: "div", class: "grid gap-2" });
    const twoColumn = render({ ...base, className: "grid content-start gap-2" });
    expect(twoColumn.elements[0]?.class).toBe("grid content-start gap-2");
  });
});
