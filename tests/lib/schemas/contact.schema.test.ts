import { describe, expect, it } from "vitest";

import { contactSchema } from "@/lib/schemas/contact.schema";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";

const valid = {
  name: "Priya Raman",
  email: "priya@example.com",
  message: "We need a new online store.",
};

function errorsFor(input: Record<string, unknown>) {
  const result = contactSchema.safeParse(input);
  return result.success ? {} : fieldErrorsFromZod(result.error);
}

describe("contactSchema", () => {
  it("accepts a valid enquiry and trims every field", () => {
    expect(
      contactSchema.parse({
        name: "  Priya  ",
        email: " priya@example.com\n",
        message: "\tWe need a new store. ",
      }),
    ).toEqual({ name: "Priya", email: "priya@example.com", message: "We need a new store." });
  });

  it("drops bidirectional overrides, so a name cannot read as an address in a subject", () => {
    expect(
      contactSchema.parse({
        ...valid,
        name: "Support Team\u202E moc.xiplak@nimda \u202C",
        message: "Please \u2066call\u2069 me back about it.",
      }),
    ).toMatchObject({
      name: "Support Team moc.xiplak@nimda",
      message: "Please call me back about it.",
    });
  });

  it("keeps a name on one line, so it cannot stage a notice in a staff e-mail", () => {
    expect(
      contactSchema.parse({
        ...valid,
        name: "Ana\r\n\r\nSecurity notice: sign in again",
        message: "Line one.\nLine two stays.",
      }),
    ).toMatchObject({
      name: "Ana Security notice: sign in again",
      message: "Line one.\nLine two stays.",
    });
  });

  it("drops unknown fields such as the honeypot", () => {
    expect(contactSchema.parse({ ...valid, company_website: "x" })).toEqual(valid);
  });

  describe("name", () => {
    it.each(["", "A", "  A  ", " \n "])("rejects %j with the form's message", (name) => {
      expect(errorsFor({ ...valid, name })).toEqual({
        name: ["Name must be at least 2 characters."],
      });
    });

    it("accepts 2 and 100 characters, and counts characters as the database does", () => {
      expect(errorsFor({ ...valid, name: "Al" })).toEqual({});
      expect(errorsFor({ ...valid, name: "a".repeat(100) })).toEqual({});
      // One emoji is two UTF-16 units but one character for Postgres' char_length.
      expect(errorsFor({ ...valid, name: "😀" })).toEqual({
        name: ["Name must be at least 2 characters."],
      });
      expect(errorsFor({ ...valid, name: "😀".repeat(100) })).toEqual({});
    });

    it("rejects more than 100 characters after trimming", () => {
      expect(errorsFor({ ...valid, name: "a".repeat(101) })).toEqual({
        name: ["Name must be at most 100 characters."],
      });
      expect(errorsFor({ ...valid, name: ` ${"a".repeat(100)} ` })).toEqual({});
    });

    it("treats a missing or non-text name as too short", () => {
      expect(errorsFor({ email: valid.email, message: valid.message })).toEqual({
        name: ["Name must be at least 2 characters."],
      });
      expect(errorsFor({ ...valid, name: 42 })).toEqual({
        name: ["Name must be at least 2 characters."],
      });
    });
  });

  describe("email", () => {
    it.each([
      "",
      "   ",
      "priya",
      "priya@",
      "@example.com",
      "priya@example",
      "pri ya@example.com",
      "a@b@example.com",
    ])("rejects %j with the form's message", (email) => {
      expect(errorsFor({ ...valid, email })).toEqual({
        email: ["Please enter a valid email address."],
      });
    });

    it("accepts an address of 254 characters and rejects a longer one with the length message", () => {
      const at254 = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.com`;
      expect(at254).toHaveLength(254);
      expect(errorsFor({ ...valid, email: at254 })).toEqual({});
      expect(errorsFor({ ...valid, email: `a${at254}` })).toEqual({
        email: ["Email must be at most 254 characters."],
      });
    });
  });

  describe("message", () => {
    it.each(["", "too short", `  ${"x".repeat(9)}  `])(
      "rejects %j with the form's message",
      (message) => {
        expect(errorsFor({ ...valid, message })).toEqual({
          message: ["Message must be at least 10 characters."],
        });
      },
    );

    it("accepts 10 to 5000 characters and rejects more", () => {
      expect(errorsFor({ ...valid, message: "x".repeat(10) })).toEqual({});
      expect(errorsFor({ ...valid, message: "x".repeat(5000) })).toEqual({});
      expect(errorsFor({ ...valid, message: "x".repeat(5001) })).toEqual({
        message: ["Message must be at most 5000 characters."],
      });
    });
  });

  it("reports every invalid field at once", () => {
    expect(errorsFor({ name: "", email: "", message: "" })).toEqual({
      name: ["Name must be at least 2 characters."],
      email: ["Please enter a valid email address."],
      message: ["Message must be at least 10 characters."],
    });
  });
});
