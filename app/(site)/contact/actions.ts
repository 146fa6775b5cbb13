"use server";

import { handlePublicForm } from "@/lib/actions/public-form";
import { createSubmission } from "@/lib/data/submissions";
import type { ActionResult } from "@/lib/schemas/action-result";
import { contactFields, type ContactField } from "@/lib/schemas/contact-limits";
import { contactSchema, contactSizeLimits } from "@/lib/schemas/contact.schema";

export async function submitContactAction(
  _previous: ActionResult<ContactField> | null,
  formData: FormData,
): Promise<ActionResult<ContactField>> {
  return handlePublicForm(formData, {
    name: "contact",
    fields: contactFields,
    sizeLimits: contactSizeLimits,
    freeText: "message",
    schema: contactSchema,
    store: createSubmission,
  });
}
