import { describe, expect, it } from "vitest";

import { reviewSchema } from "@/lib/schemas/review.schema";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";

const valid = { name: "James Whitaker", rating: "5", comment: "Clear scope and weekly demos." };

function errorsFor(input: Record<string, unknown>) {
  const result = reviewSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("reviewSchema", () => {
  it("accepts a valid review, trims the text and turns the form's rating into a number", () => {
    expect(
      reviewSchema.parse({
        name: " James ",
        rating: " 4 ",
        comment: " Clear scope, weekly demos. ",
      }),
    ).toEqual({
      name: "James",
      rating: 4,
      comment: "Clear scope, weekly demos.",
    });
    expect(reviewSchema.parse({ ...valid, rating: 3 }).rating).toBe(3);
  });

  describe("name", () => {
    it.each(["", "J", "  J  "])("rejects %j with the form's message", (name) => {
      expect(errorsFor({ ...valid, name })).toEqual({ name: ["Name is required."] });
    });

    it("accepts 2 to 100 characters and rejects more", () => {
      expect(errorsFor({ ...valid, name: "Jo" })).toEqual({});
      expect(errorsFor({ ...valid, name: "a".repeat(100) })).toEqual({});
      expect(errorsFor({ ...valid, name: "a".repeat(101) })).toEqual({
        name: ["Name must be at most 100 characters."],
      });
    });

    it("treats a missing name as required", () => {
      expect(errorsFor({ rating: "5", comment: valid.comment })).toEqual({
        name: ["Name is required."],
      });
    });
  });

  describe("rating", () => {
    it.each(["1", "2", "3", "4", "5"])("accepts %s stars", (rating) => {
      expect(errorsFor({ ...valid, rating })).toEqual({});
    });

    it.each([
      ["", "no star chosen (the default 0)"],
      ["0", "zero"],
      [undefined, "missing"],
      ["abc", "not a number"],
      ["Infinity", "not a finite number"],
      ["-2", "negative"],
    ])("rejects %j (%s) with the form's message", (rating, _case) => {
      expect(errorsFor({ ...valid, rating })).toEqual({ rating: ["Please select a rating."] });
    });

    it.each(["6", "100", "2.5"])("rejects %j as out of the 1 to 5 scale", (rating) => {
      expect(errorsFor({ ...valid, rating })).toEqual({
        rating: ["Rating must be a whole number from 1 to 5."],
      });
    });
  });

  describe("comment", () => {
    it.each(["", "Too short", `   ${"x".repeat(9)}   `])(
      "rejects %j with the form's message",
      (comment) => {
        expect(errorsFor({ ...valid, comment })).toEqual({
          comment: ["Comment must be at least 10 characters."],
        });
      },
    );

    it("accepts 10 to 2000 characters and rejects more", () => {
      expect(errorsFor({ ...valid, comment: "x".repeat(10) })).toEqual({});
      expect(errorsFor({ ...valid, comment: "x".repeat(2000) })).toEqual({});
      expect(errorsFor({ ...valid, comment: "x".repeat(2001) })).toEqual({
        comment: ["Comment must be at most 2000 characters."],
      });
    });
  });

  it("reports every invalid field of the empty form (its defaults: empty, 0, empty)", () => {
    expect(errorsFor({ name: "", rating: "0", comment: "" })).toEqual({
      name: ["Name is required."],
      rating: ["Please select a rating."],
      comment: ["Comment must be at least 10 characters."],
    });
  });
});
