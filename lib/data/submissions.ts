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
): Promise<DataResult<{ id: string } | undefined>> {
  // Chosen here, never by the sender: the id is what the enquiry's reference is read from.
  const id = randomUUID();
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
  if (!stored.ok) return stored;
  return stored.data.storedBefore && submissionKey
    ? storedSubmissionId(submissionKey)
    : answer({ id });
}

// A retry answers with the reference its first attempt was stored under, or stored without one.
async function storedSubmissionId(
  submissionKey: string,
): Promise<DataResult<{ id: string } | undefined>> {
  const { data, error } = await createSupabaseAdminClient()
    .from("form_submissions")
    .select("id")
    .eq("submission_key", submissionKey)
    .maybeSingle();
  if (error || !data) {
    console.error("Stored contact submission not found by its key:", error?.message);
    return answer(undefined);
  }
  return answer({ id: data.id });
}
