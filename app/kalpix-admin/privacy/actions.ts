"use server";

import { redirect } from "next/navigation";

import { AdminAccessError } from "@/lib/auth/session";
import { erasePersonData, type Erasure } from "@/lib/data/privacy";
import { UNREADABLE_FORM_MESSAGE, type ActionResult } from "@/lib/schemas/action-result";
import { listedRowsSchema, readListedRows } from "@/lib/schemas/listed-rows.schema";
import { privacyRequestSchema, readPrivacyRequest } from "@/lib/schemas/privacy-request.schema";
import { fieldErrorsFromZod } from "@/lib/schemas/zod";

import { erasedHref } from "./request-links";

export type EraseResult = ActionResult<"email" | "name">;

const REFUSED =
  "Only a signed-in admin who has entered their authenticator code can erase personal data. Nothing was erased.";
const FAILED =
  "The erasure did not go through. Search again to see what is still held, then try again.";
const CHANGED =
  "Something listed here has changed since the page was opened, so nothing was erased. Search again to see what is held now.";

// A server action is a public endpoint: the input is parsed here, and erasePersonData checks the
// session, the second factor and is_admin() itself.
export async function erasePersonAction(
  _previous: EraseResult | null,
  formData: FormData,
): Promise<EraseResult> {
  if (!(formData instanceof FormData)) return { ok: false, message: UNREADABLE_FORM_MESSAGE };
  const parsed = privacyRequestSchema.safeParse(readPrivacyRequest(formData));
  if (!parsed.success) {
    return {
      ok: false,
      message: parsed.error.issues[0]?.message ?? FAILED,
      fieldErrors: fieldErrorsFromZod(parsed.error),
    };
  }
  const listed = listedRowsSchema.safeParse(readListedRows(formData));
  if (!listed.success) {
    return { ok: false, message: listed.error.issues[0]?.message ?? FAILED };
  }
  let erased: Erasure;
  try {
    const result = await erasePersonData(parsed.data, listed.data);
    if (!result.ok) {
      return { ok: false, message: result.error.kind === "not-found" ? CHANGED : FAILED };
    }
    erased = result.data;
  } catch (error) {
    if (error instanceof AdminAccessError) {
      console.warn(error.message);
      return { ok: false, message: REFUSED };
    }
    console.error("Erasure failed:", error);
    return { ok: false, message: FAILED };
  }
  redirect(erasedHref(erased));
}
