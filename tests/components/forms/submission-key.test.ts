import { describe, expect, it } from "vitest";

import { readSubmissionKey, SUBMISSION_KEY_FIELD } from "@/lib/schemas/form-fields";
import { createSubmissionKeys, newSubmissionKey } from "@/components/forms/submission-key";

const fields = ["name", "email", "message"] as const;

function contact(message: string) {
  const data = new FormData();
  data.set("name", "Priya Raman");
  data.set("email", "priya@example.com");
  data.set("message", message);
  return data;
}

describe("newSubmissionKey", () => {
  it("draws a version 4 UUID the server accepts, a different one each time", () => {
    const keys = Array.from({ length: 200 }, newSubmissionKey);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const posted = new FormData();
      posted.set(SUBMISSION_KEY_FIELD, key);
      expect(readSubmissionKey(posted)).toBe(key);
    }
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe("createSubmissionKeys", () => {
  it("sends the same key when the same text is sent again (a retry)", () => {
    const keys = createSubmissionKeys(fields);
    const first = keys.keyFor(contact("We need a new online store."));
    expect(keys.keyFor(contact("We need a new online store."))).toBe(first);
  });

  it("draws a new key once any field changed: it is another message", () => {
    const keys = createSubmissionKeys(fields);
    const first = keys.keyFor(contact("We need a new online store."));
    const edited = keys.keyFor(contact("We need a new online store, by March."));
    expect(edited).not.toBe(first);
    // Going back to the first text is a third message, not the first one again.
    expect(keys.keyFor(contact("We need a new online store."))).not.toBe(first);
  });

  it("draws a new key after a success, even for the same text", () => {
    const keys = createSubmissionKeys(fields);
    const first = keys.keyFor(contact("We need a new online store."));
    keys.forget();
    expect(keys.keyFor(contact("We need a new online store."))).not.toBe(first);
  });
});

describe("readSubmissionKey", () => {
  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["not a UUID", "not-a-key"],
    ["a UUID with something after it", "3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a13' or 1=1"],
  ])("reads no key when it is %s", (_, value) => {
    const posted = new FormData();
    if (value !== undefined) posted.set(SUBMISSION_KEY_FIELD, value);
    expect(readSubmissionKey(posted)).toBeNull();
  });

  it("reads a key as the database stores it, in lower case", () => {
    const posted = new FormData();
    posted.set(SUBMISSION_KEY_FIELD, "3F1C9A52-7D4E-4B8A-9C61-2E5F0B7D8A13");
    expect(readSubmissionKey(posted)).toBe("3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a13");
  });
});
