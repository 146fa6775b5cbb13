/**
 * Property-based bad input for both public server actions, through the real data layer against a
 * fresh embedded backend (only Next's request APIs are replaced, as in tests/app). Whatever is
 * posted, an action answers with a result (never an exception, so never a 500), a failure says
 * why (field errors or the form error), and every row that reaches the database passes the same
 * zod schema the forms use.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { contactSchema } from "@/lib/schemas/contact.schema";
import { HONEYPOT_FIELD, SUBMISSION_FAILED_MESSAGE } from "@/lib/schemas/form-fields";
import { reviewSchema } from "@/lib/schemas/review.schema";

import { expectActionResult } from "../lib/schemas/action-result-shape";
import { startTestSupabase } from "../support/local-supabase";
import { hostileString, PROTOTYPE_KEYS, validText } from "./hostile";

const request = vi.hoisted(() => ({ headers: new Headers() }));
// after() needs Next's request scope: here the task runs once the action has answered.
vi.mock("next/server", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  after: (task: () => unknown) => void Promise.resolve().then(task),
}));
vi.mock("next/headers", () => ({ headers: async () => request.headers }));
vi.mock("next/cache", () => ({ unstable_cache: <T>(fn: T) => fn, revalidateTag: vi.fn() }));

const { submitContactAction } = await import("@/app/(site)/contact/actions");
const { submitReviewAction } = await import("@/app/(site)/reviews/actions");

let local: LocalSupabase;

beforeAll(async () => {
  local = await startTestSupabase();
  process.env.NEXT_PUBLIC_SUPABASE_URL = local.url;
  process.env.NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY = local.config.anonKey;
  process.env.SUPABASE_SECRET_KEY = local.config.serviceRoleKey;
}, 60_000);
afterAll(() => local?.close());

async function rows(table: "form_submissions" | "reviews"): Promise<Record<string, unknown>[]> {
  const key = local.config.serviceRoleKey;
  const response = await fetch(`${local.url}/rest/v1/${table}?select=*`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

type Entry = [string, string | Blob];

/** A form as anyone could post it: any keys, repeated keys, files, and values of any shape. */
function hostileForm(fields: readonly string[], validFields: fc.Arbitrary<Record<string, string>>) {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...fields) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        ...PROTOTYPE_KEYS,
        "$ACTION_ID_x",
        "email",
        "rating",
        "approved",
        "id",
      ),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
  const value = fc.oneof(
    { weight: 6, arbitrary: hostileString() },
    {
      weight: 1,
      arbitrary: fc.string({ maxLength: 30 }).map((text) => new Blob([text]) as string | Blob),
    },
  );
  const entries: fc.Arbitrary<Entry[]> = fc.oneof(
    // Entirely random entries.
    fc.array(fc.tuple(key, value), { maxLength: 8 }),
    // A valid form with one or two fields swapped for something hostile, or extra keys added.
    fc
      .tuple(validFields, fc.array(fc.tuple(key, value), { maxLength: 2 }), fc.boolean())
      .map(([valid, changes, replace]) => {
        const list: Entry[] = Object.entries(valid);
        for (const [name, hostile] of changes) {
          const at = list.findIndex(([existing]) => existing === name);
          if (replace && at >= 0) list[at] = [name, hostile];
          else list.push([name, hostile]);
        }
        return list;
      }),
    // Valid as a whole, with hostile content inside the limits: exercises the write.
    validFields.map((valid) => Object.entries(valid) as Entry[]),
  );
  return fc.record({
    entries,
    honeypot: fc.oneof(
      { weight: 9, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: hostileString(20) },
    ),
    forwardedFor: fc.oneof(fc.ipV4(), fc.ipV6(), fc.string({ maxLength: 40 })),
  });
}

function toFormData(entries: Entry[], honeypot: string | null): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  if (honeypot !== null) data.append(HONEYPOT_FIELD, honeypot);
  return data;
}

function setClient(forwardedFor: string) {
  try {
    request.headers = new Headers({ "x-forwarded-for": forwardedFor });
  } catch {
    request.headers = new Headers();
  }
}

/** A failure always says why; field errors and values name only the form's fields. */
function expectClearResult(result: unknown, fields: readonly string[]) {
  expectActionResult(result, fields);
  if (result.ok) return;
  const fieldMessages = Object.values(result.fieldErrors ?? {}).flat();
  for (const message of fieldMessages) expect(message).toMatch(/^[A-Z].+\.$/);
  // The backend is healthy: the generic "try again" failure with no field at fault would mean the
  // schema let through something the database refuses, and trying again could never help.
  if (fieldMessages.length === 0) expect(result.message).not.toBe(SUBMISSION_FAILED_MESSAGE);
  // Nothing outside the form's fields leaks into the state, whatever keys were posted.
  expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
}

const cases = [
  {
    name: "submitContactAction",
    action: submitContactAction,
    table: "form_submissions" as const,
    schema: contactSchema,
    fields: ["name", "email", "message"] as const,
    valid: fc.record({
      name: validText(2, 100),
      email: fc
        .emailAddress()
        .filter(
          (email) => email.length <= 254 && contactSchema.shape.email.safeParse(email).success,
        ),
      message: validText(10, 5000),
    }),
  },
  {
    name: "submitReviewAction",
    action: submitReviewAction,
    table: "reviews" as const,
    schema: reviewSchema,
    fields: ["name", "rating", "comment"] as const,
    valid: fc.record({
      name: validText(2, 100),
      rating: fc.constantFrom("1", "2", "3", "4", "5", " 5 ", "3.0"),
      comment: validText(10, 2000),
    }),
  },
];

describe.each(cases)("$name under hostile input", ({ action, table, schema, fields, valid }) => {
  it("always answers with a clear result and stores only what its schema accepts", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    let acknowledgedWrites = 0;
    let honeypotWrites = 0;
    const seeded = new Set((await rows(table)).map((row) => row.id));

    await fc.assert(
      fc.asyncProperty(hostileForm(fields, valid), async ({ entries, honeypot, forwardedFor }) => {
        setClient(forwardedFor);
        const result = await action(null, toFormData(entries, honeypot));
        expectClearResult(result, fields);
        const honeypotFilled = honeypot !== null && honeypot.trim() !== "";
        if (result?.ok) acknowledgedWrites += 1;
        if (result?.ok && honeypotFilled) honeypotWrites += 1;
      }),
      { numRuns: 150 },
    );

    const stored = (await rows(table)).filter((row) => !seeded.has(row.id));
    // Every acknowledged write is there, and nothing else was written; a bot's is kept as spam.
    expect(stored.length).toBe(acknowledgedWrites);
    expect(stored.filter((row) => row.spam_reason === "honeypot")).toHaveLength(honeypotWrites);
    expect(acknowledgedWrites).toBeGreaterThan(10);
    const invalid = stored.filter((row) => !schema.safeParse(row).success);
    expect(invalid).toEqual([]);
    // Stored as parsed: trimmed, and a review is never approved by its author.
    for (const row of stored) {
      for (const field of fields)
        if (typeof row[field] === "string") expect(row[field]).toBe((row[field] as string).trim());
      if (table === "reviews") expect(row.approved).toBe(false);
    }
    // Backend failures (if any) were logged, never thrown.
    logged.mockRestore();
  }, 60_000);

  it("answers a call with something other than form data", async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (payload) => {
        const result = await action(null, payload as FormData);
        expect(result).toEqual({ ok: false, message: "Submission failed. Please try again." });
      }),
      { numRuns: 50 },
    );
  });
});

// Regression, found by the property above: a NUL character passed the schemas, the database
// refused it, and the visitor was told to try again (which could never work).
describe("a NUL character", () => {
  it.each([
    [
      submitContactAction,
      { name: "An\u0000n", email: "ann@example.com", message: "long enough message" },
      { name: ["Name contains a character that is not allowed."] },
    ],
    [
      submitContactAction,
      { name: "Ann", email: "ann@example.com", message: "long enough\u0000message" },
      { message: ["Message contains a character that is not allowed."] },
    ],
    [
      submitReviewAction,
      { name: "An\u0000n", rating: "5", comment: "long enough comment" },
      { name: ["Name contains a character that is not allowed."] },
    ],
    [
      submitReviewAction,
      { name: "Ann", rating: "5", comment: "long enough\u0000comment" },
      { comment: ["Comment contains a character that is not allowed."] },
    ],
  ] as const)(
    "is refused with a field message, not a failed write (%#)",
    async (action, values, fieldErrors) => {
      setClient("203.0.113.77");
      const data = new FormData();
      for (const [name, value] of Object.entries(values)) data.append(name, value);
      expect(await action(null, data)).toEqual({
        ok: false,
        message: "Submission failed. Please try again.",
        fieldErrors,
        values,
      });
    },
  );
});
