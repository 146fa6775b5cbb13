import { afterEach, describe, expect, it, vi } from "vitest";

import { storeOnce } from "@/lib/data/store-once";

const STORED = { ok: true, data: { storedBefore: false } };
const STORED_BEFORE = { ok: true, data: { storedBefore: true } };
const FAILED = { ok: false, error: { kind: "failed" } };
const KEY = "3f1c9a52-7d4e-4b8a-9c61-2e5f0b7d8a13";

function answer(code: string, message: string) {
  return async () => ({
    error: { code, message, details: "", hint: "", name: "PostgrestError" } as never,
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("storeOnce", () => {
  it("is stored when the insert succeeds", async () => {
    expect(await storeOnce("Review", KEY, async () => ({ error: null }))).toStrictEqual(STORED);
  });

  it.each(["form_submissions_submission_key_key", "reviews_submission_key_key"])(
    "reads a conflict on %s as stored by an earlier attempt",
    async (constraint) => {
      vi.spyOn(console, "info").mockImplementation(() => {});
      const insert = answer(
        "23505",
        `duplicate key value violates unique constraint "${constraint}"`,
      );
      expect(await storeOnce("Review", KEY, insert)).toStrictEqual(STORED_BEFORE);
    },
  );

  it("fails on any other unique violation, or on a key conflict the caller sent no key for", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const other = answer("23505", 'duplicate key value violates unique constraint "reviews_pkey"');
    expect(await storeOnce("Review", KEY, other)).toStrictEqual(FAILED);
    const id = answer(
      "23505",
      'duplicate key value violates unique constraint "form_submissions_pkey"',
    );
    expect(await storeOnce("Contact submission", KEY, id)).toStrictEqual(FAILED);
    const keyed = answer(
      "23505",
      'duplicate key value violates unique constraint "reviews_submission_key_key"',
    );
    expect(await storeOnce("Review", null, keyed)).toStrictEqual(FAILED);
    expect(error).toHaveBeenCalledTimes(3);
  });

  it("fails, and logs, when the insert throws", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const insert = () => Promise.reject(new TypeError("fetch failed"));
    expect(await storeOnce("Contact submission", KEY, insert)).toStrictEqual(FAILED);
    expect(error).toHaveBeenCalledWith("Contact submission not stored:", expect.any(TypeError));
  });
});
