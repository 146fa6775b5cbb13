import { describe, expect, it } from "vitest";

import {
  PRIVACY_REQUEST_MESSAGES,
  privacyRequestSchema,
  readPrivacyRequest,
} from "@/lib/schemas/privacy-request.schema";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";

function outcome(input: unknown) {
  const result = privacyRequestSchema.safeParse(input);
  return result.success
    ? { data: result.data }
    : {
        message: result.error.issues[0]?.message,
        fieldErrors: fieldErrorsFromZod(result.error),
      };
}

describe("privacyRequestSchema", () => {
  it("accepts an e-mail address alone, trimmed, the name then null", () => {
    expect(outcome({ email: "  Priya@Example.com\n", name: "" })).toEqual({
      data: { email: "Priya@Example.com", name: null, wholeName: false },
    });
  });

  it("accepts a name alone (reviews carry no address), and both together", () => {
    expect(outcome({ name: "  Priya Raman " })).toEqual({
      data: { email: null, name: "Priya Raman", wholeName: false },
    });
    expect(outcome({ email: "priya@example.com", name: "Priya" })).toEqual({
      data: { email: "priya@example.com", name: "Priya", wholeName: false },
    });
  });

  it("lists one whole name only when asked, and only with a name", () => {
    expect(outcome({ name: "Priya", whole: "1" })).toEqual({
      data: { email: null, name: "Priya", wholeName: true },
    });
    expect(outcome({ email: "a@example.com", name: "", whole: "1" })).toEqual({
      data: { email: "a@example.com", name: null, wholeName: false },
    });
    expect(outcome({ name: "Priya", whole: "yes" })).toMatchObject({ data: { wholeName: false } });
  });

  it.each([{}, { email: "", name: "" }, { email: "   ", name: " \n " }])(
    "asks for at least one of the two when given %j",
    (input) => {
      expect(outcome(input)).toEqual({
        message: PRIVACY_REQUEST_MESSAGES.nothingToSearch,
        fieldErrors: {},
      });
    },
  );

  it.each(["priya", "priya@", "@example.com", "priya example.com"])(
    "refuses the address %j with the e-mail message",
    (email) => {
      expect(outcome({ email })).toEqual({
        message: PRIVACY_REQUEST_MESSAGES.email,
        fieldErrors: { email: [PRIVACY_REQUEST_MESSAGES.email] },
      });
    },
  );

  it("refuses an address longer than the contact form stores", () => {
    const email = `${"a".repeat(250)}@example.com`;
    expect(outcome({ email }).fieldErrors).toEqual({
      email: [PRIVACY_REQUEST_MESSAGES.emailTooLong],
    });
  });

  it("refuses a name of 1 or of 101 characters, and a NUL character", () => {
    expect(outcome({ name: "A" }).fieldErrors).toEqual({
      name: ["Name must be at least 2 characters."],
    });
    expect(outcome({ name: "a".repeat(101) }).fieldErrors).toEqual({
      name: ["Name must be at most 100 characters."],
    });
    expect(outcome({ name: "Pri\u0000ya" }).fieldErrors).toEqual({
      name: ["Name contains a character that is not allowed."],
    });
    expect(outcome({ name: "a".repeat(100) })).toEqual({
      data: { email: null, name: "a".repeat(100), wholeName: false },
    });
  });

  it.each([
    ["an array", { email: ["a@example.com"] }],
    ["a number", { name: 42 }],
    ["an object", { email: { toString: (): string => "a@example.com" } }],
  ])("refuses %s with a message, never a throw", (_label, input) => {
    expect(outcome(input).message).toEqual(expect.any(String));
  });

  it("refuses a non-object", () => {
    expect(privacyRequestSchema.safeParse("a@example.com").success).toBe(false);
    expect(privacyRequestSchema.safeParse(null).success).toBe(false);
  });
});

describe("readPrivacyRequest", () => {
  it("reads the query of a URL: the first value of a repeated field, nothing else", () => {
    expect(
      readPrivacyRequest({ email: ["a@example.com", "b@example.com"], name: "Priya", x: "1" }),
    ).toEqual({ email: "a@example.com", name: "Priya", whole: "" });
    expect(readPrivacyRequest({})).toEqual({ email: "", name: "", whole: "" });
  });

  it("reads posted form data, a file reading as nothing", () => {
    const form = new FormData();
    form.append("email", "a@example.com");
    form.append("name", new Blob(["x"]));
    expect(readPrivacyRequest(form)).toEqual({ email: "a@example.com", name: "", whole: "" });
  });
});
