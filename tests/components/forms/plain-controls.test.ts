import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

import { FieldInput, FieldLabel, FieldTextarea } from "@/components/forms/controls";
import { Button, buttonVariants } from "@/components/ui/button";
import {
  buttonSizeClasses,
  buttonVariantClasses,
  plainButtonClass,
  type ButtonSize,
  type ButtonVariant,
} from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { PlainButton } from "@/components/ui/plain-button";
import { Textarea } from "@/components/ui/textarea";

/**
 * The public forms draw their controls without tailwind-merge (it would load before the largest
 * paint); they must look exactly like the design system's components: same element, same
 * attributes, same set of classes.
 */
function normalized(element: ReactElement) {
  const markup = renderToStaticMarkup(element);
  const tag = /^<(\w+)/.exec(markup)?.[1];
  const attributes = Object.fromEntries(
    [...markup.matchAll(/ ([\w-]+)="([^"]*)"/g)].map(([, name, value]) =>
      name === "class" ? [name, (value ?? "").split(" ").sort()] : [name, value],
    ),
  );
  return { tag, attributes, text: markup.replace(/^<[^>]*>/, "") };
}

const variants = Object.keys(buttonVariantClasses) as ButtonVariant[];
const sizes = Object.keys(buttonSizeClasses) as ButtonSize[];

describe("public form controls", () => {
  it("FieldLabel renders like the ui Label", () => {
    const props = { htmlFor: "name", children: "Name" };
    expect(normalized(createElement(FieldLabel, props))).toEqual(
      normalized(createElement(Label, props)),
    );
  });

  it("FieldInput renders like the ui Input", () => {
    const props = { id: "email", name: "email", type: "email", placeholder: "Your Email" };
    expect(normalized(createElement(FieldInput, props))).toEqual(
      normalized(createElement(Input, props)),
    );
  });

  it("FieldTextarea renders like the ui Textarea", () => {
    const props = { id: "message", name: "message", rows: 6, placeholder: "Tell us" };
    expect(normalized(createElement(FieldTextarea, props))).toEqual(
      normalized(createElement(Textarea, props)),
    );
  });
});

describe("PlainButton", () => {
  it.each(variants.flatMap((variant) => sizes.map((size) => [variant, size] as const)))(
    "renders the %s %s Button's classes",
    (variant, size) => {
      const props = { type: "submit" as const, variant, size, children: "Send" };
      expect(normalized(createElement(PlainButton, props))).toEqual(
        normalized(createElement(Button, props)),
      );
    },
  );

  it("renders the forms' submit button like the Button", () => {
    const props = {
      type: "submit" as const,
      variant: "brand" as const,
      size: "lg" as const,
      className: "w-full sm:w-auto",
      disabled: true,
      children: "Send Message",
    };
    expect(normalized(createElement(PlainButton, props))).toEqual(
      normalized(createElement(Button, props)),
    );
  });

  it("needs no merging: the variant and size lists never set the same utility", () => {
    for (const variant of variants) {
      for (const size of sizes) {
        const joined = plainButtonClass({ variant, size });
        expect(twMerge(joined)).toBe(joined);
        expect(buttonVariants({ variant, size })).toBe(joined);
      }
    }
  });
});
