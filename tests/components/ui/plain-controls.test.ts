import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";

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
 * The public forms draw their controls and submit button without tailwind-merge (it would load
 * before the largest paint); they must look exactly like the design system's components: same
 * element, same attributes, same set of classes.
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

describe("the form controls the public forms draw", () => {
  // They join their classes with clsx alone (lib/cx): tailwind-merge, which would load before the
  // largest paint, must have nothing to change in them, so they look as they did with `cn`.
  const classes = (element: ReactElement) => normalized(element).attributes.class ?? [];
  const unmerged = (element: ReactElement) => {
    const list = (renderToStaticMarkup(element).match(/class="([^"]*)"/)?.[1] ?? "").trim();
    expect(twMerge(list)).toBe(list);
    return classes(element);
  };

  it("Label renders its classes as one unmerged list", () => {
    expect(unmerged(createElement(Label, { htmlFor: "name" }, "Name"))).toContain("font-medium");
  });

  it("Input renders its classes as one unmerged list", () => {
    const props = { id: "email", name: "email", type: "email", placeholder: "Your Email" };
    expect(unmerged(createElement(Input, props))).toContain("h-12");
  });

  it("Textarea renders its classes as one unmerged list", () => {
    const props = { id: "message", name: "message", rows: 6, placeholder: "Tell us" };
    expect(unmerged(createElement(Textarea, props))).toContain("min-h-32");
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
