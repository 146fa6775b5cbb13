import { describe, expect, it } from "vitest";

import { textFieldLimits } from "@/lib/schemas/text-field-limits";
import { boundedText } from "@/lib/schemas/text-field.schema";

type SafeParse = { success: boolean; error?: { issues: { message: string }[] } };

/** The messages a value gets, none when it passes. */
function messagesFor(schema: { safeParse: (value: unknown) => SafeParse }, value: unknown) {
  const result = schema.safeParse(value);
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe("textFieldLimits", () => {
  it("words every message from the label and the bounds", () => {
    expect(textFieldLimits("Message", { min: 10, max: 5000 })).toEqual({
      min: 10,
      max: 5000,
      optional: false,
      minMessage: "Message must be at least 10 characters.",
      maxMessage: "Message must be at most 5000 characters.",
      notAllowedMessage: "Message contains a character that is not allowed.",
      singleLine: false,
    });
  });

  it("takes a form's own wording for the minimum", () => {
    const name = textFieldLimits("Name", { min: 2, max: 100, minMessage: "Name is required." });
    expect(name.minMessage).toBe("Name is required.");
    expect(name.maxMessage).toBe("Name must be at most 100 characters.");
  });
});

describe("boundedText, a required field", () => {
  const name = boundedText(textFieldLimits("Name", { min: 2, max: 5 }));

  it("trims the value it passes", () => {
    expect(name.parse("  Al \n")).toBe("Al");
    expect(name.parse("\tPriya ")).toBe("Priya");
  });

  it("judges the length after trimming", () => {
    expect(messagesFor(name, " A ")).toEqual(["Name must be at least 2 characters."]);
    expect(messagesFor(name, "   Priya   ")).toEqual([]);
  });

  it("accepts exactly the bounds and refuses one beyond either", () => {
    expect(messagesFor(name, "Al")).toEqual([]);
    expect(messagesFor(name, "Alana")).toEqual([]);
    expect(messagesFor(name, "A")).toEqual(["Name must be at least 2 characters."]);
    expect(messagesFor(name, "Alanas")).toEqual(["Name must be at most 5 characters."]);
  });

  it("counts characters as Postgres does, not UTF-16 units", () => {
    expect(messagesFor(name, "😀😀😀😀😀")).toEqual([]);
    expect(messagesFor(name, "😀😀😀😀😀😀")).toEqual(["Name must be at most 5 characters."]);
  });

  it("refuses empty input and anything that is not text with the minimum's message", () => {
    expect(messagesFor(name, "")).toEqual(["Name must be at least 2 characters."]);
    expect(messagesFor(name, "   ")).toEqual(["Name must be at least 2 characters."]);
    expect(messagesFor(name, undefined)).toEqual(["Name must be at least 2 characters."]);
    expect(messagesFor(name, 42)).toEqual(["Name must be at least 2 characters."]);
  });

  it("refuses the NUL character with its own message alone", () => {
    expect(messagesFor(name, "A\u0000")).toEqual([
      "Name contains a character that is not allowed.",
    ]);
  });
});

describe("boundedText, an optional field", () => {
  const company = boundedText(textFieldLimits("Company", { min: 2, max: 120, optional: true }));

  it("accepts nothing typed, blanks included, as an empty value, and no value at all", () => {
    expect(company.parse("")).toBe("");
    expect(company.parse("  \n")).toBe("");
    expect(company.parse(undefined)).toBeUndefined();
  });

  it("holds what is typed to the same bounds and messages", () => {
    expect(company.parse(" Kalpix ")).toBe("Kalpix");
    expect(messagesFor(company, "K")).toEqual(["Company must be at least 2 characters."]);
    expect(messagesFor(company, "K".repeat(121))).toEqual([
      "Company must be at most 120 characters.",
    ]);
    expect(messagesFor(company, "K\u0000")).toEqual([
      "Company contains a character that is not allowed.",
    ]);
  });
});
