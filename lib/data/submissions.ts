import "server-only";

import { randomUUID } from "node:crypto";

import { NO_FORM_META, type FormMeta } from "@/lib/leads/form-meta";
import type { ContactInput } from "@/lib/schemas/contact.schema";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, type DataResult } from "@/lib/supabase/result";

import { storeOnce } from "./store-once";

// With the service key, once the action has judged the post: the API roles cannot insert at all.
export async function createSubmission(
  input: ContactInput,
  { submissionKey, spamReason, origin }: FormMeta = NO_FORM_META,
): Promise<DataResult<{ id: string }>> {
  // The id is the submission key when there is one, so a retry answers with the stored row's id.
  const id = submissionKey ?? randomUUID();
  const stored = await storeOnce("Contact submission", submissionKey, () =>
    createSupabaseAdminClient()
      .from("form_submissions")
      .insert({
        id,
        name: input.name,
        email: input.email,
        message: input.message,
        submission_key: submissionKey,
        spam_reason: spamReason,
        ...origin,
      }),
  );
  return stored.ok ? answer({ id }) : stored;
}
