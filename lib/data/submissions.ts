import "server-only";

import { NO_FORM_META, type FormMeta } from "@/lib/leads/form-meta";
import type { ContactInput } from "@/lib/schemas/contact.schema";
import { createSupabasePublicClient } from "@/lib/supabase/public";
import type { DataResult } from "@/lib/supabase/result";

import { storeOnce } from "./store-once";

// As the anonymous visitor, never the service key: a signed-in admin sending one is a visitor too.
export function createSubmission(
  input: ContactInput,
  { submissionKey, spamReason, origin }: FormMeta = NO_FORM_META,
): Promise<DataResult> {
  return storeOnce("Contact submission", submissionKey, () =>
    createSupabasePublicClient()
      .from("form_submissions")
      .insert({
        name: input.name,
        email: input.email,
        message: input.message,
        submission_key: submissionKey,
        spam_reason: spamReason,
        ...origin,
      }),
  );
}
