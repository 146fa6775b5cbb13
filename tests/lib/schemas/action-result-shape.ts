import { expect } from "vitest";
import { z } from "zod";

import type { ActionResult } from "@/lib/schemas/action-result";

const text = z.string().min(1);
const values = z.record(z.string(), z.string());

/** ActionResult as data: nothing more, nothing less, and no empty message or field error list. */
const actionResultShape = z.discriminatedUnion("ok", [
  z.strictObject({
    ok: z.literal(true),
    message: text.optional(),
    values: values.optional(),
    reference: z
      .string()
      .regex(/^KX-[0-9A-F]{8}$/)
      .optional(),
  }),
  z.strictObject({
    ok: z.literal(false),
    message: text,
    fieldErrors: z.record(z.string(), z.array(text).min(1)).optional(),
    values: values.optional(),
  }),
]);

/** Fails unless `value` is an ActionResult whose field errors and values name only `fields`. */
export function expectActionResult<Field extends string = never>(
  value: unknown,
  fields: readonly Field[] = [],
): asserts value is ActionResult<Field> {
  const parsed = actionResultShape.safeParse(value);
  expect(parsed.error?.issues ?? []).toEqual([]);
  if (!parsed.success) return;
  const named = [
    ...Object.keys(parsed.data.values ?? {}),
    ...(parsed.data.ok ? [] : Object.keys(parsed.data.fieldErrors ?? {})),
  ];
  for (const field of named) expect(fields).toContain(field);
}
