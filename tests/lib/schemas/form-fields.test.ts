import { describe, expect, it } from "vitest";

import { contactSizeLimits } from "@/lib/schemas/contact.schema";
import {
  countCharacters,
  isHoneypotFilled,
  oversizedFieldErrors,
  readTextFields,
  sizeLimitsOf,
} from "@/lib/schemas/form-fields";
import { reviewSizeLimits } from "@/lib/schemas/review.schema";

import { form } from "../../support/form-data";

describe("form helpers of the actions", () => {
  it("counts characters as Postgres' char_length does", () => {
    expect(countCharacters("abc")).toBe(3);
    expect(countCharacters("😀😀")).toBe(2);
    expect(countCharacters("")).toBe(0);
  });

  it("reads text fields, treating missing fields and files as empty", () => {
    const data = form({ name: "Priya", email: new Blob(["x"]), extra: "ignored" });
    expect(readTextFields(data, ["name", "email", "message"])).toEqual({
      name: "Priya",
      email: "",
      message: "",
    });
  });

  it("sees a filled honeypot, including a file sent in its place", () => {
    expect(isHoneypotFilled(form({}))).toBe(false);
    expect(isHoneypotFilled(form({ company_website: "" }))).toBe(false);
    expect(isHoneypotFilled(form({ company_website: "  " }))).toBe(false);
    expect(isHoneypotFilled(form({ company_website: "https://spam.example" }))).toBe(true);
    expect(isHoneypotFilled(form({ company_website: new Blob(["x"]) }))).toBe(true);
  });

  it("guards sizes with each field's maximum message, after trimming", () => {
    const ok = { name: ` ${"a".repeat(100)} `, email: "a@b.co", message: "x".repeat(5000) };
    expect(oversizedFieldErrors(ok, contactSizeLimits)).toBeNull();
    expect(
      oversizedFieldErrors(
        { ...ok, name: "a".repeat(101), message: "x".repeat(1_000_000) },
        contactSizeLimits,
      ),
    ).toEqual({
      name: ["Name must be at most 100 characters."],
      message: ["Message must be at most 5000 characters."],
    });
  });

  it("takes each field's maximum from its limits, and a given guard for a field without one", () => {
    const limits = { name: { min: 2, max: 3, maxMessage: "Long." }, stars: { min: 1 } };
    expect(sizeLimitsOf(limits, { stars: { max: 9, maxMessage: "No rating." } })).toEqual({
      name: { max: 3, maxMessage: "Long." },
      stars: { max: 9, maxMessage: "No rating." },
    });
    expect(reviewSizeLimits).toEqual({
      name: { max: 100, maxMessage: "Name must be at most 100 characters." },
      rating: { max: 10, maxMessage: "Rating must be a whole number from 1 to 5." },
      comment: { max: 2000, maxMessage: "Comment must be at most 2000 characters." },
    });
  });
});
