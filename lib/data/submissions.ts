import "server-only";

import { NO_FORM_META, type FormMeta } from "@/lib/leads/form-meta";
import type { ContactInput } from "@/lib/schemas/contact.schema";
import { createSupabasePublicClient } from "@/lib/supabase/public";

import type { DataResult } from "./result";
import { storeOnce } from "./store-once";

/**
 * Stores a contact-form submission as the anonymous visitor, under RLS: insert only, and no
 * `.select()`, so PostgREST answers `return=minimal` and nothing is read back. Never the service
 * key. The cookie-less client is enough: a visitor's message needs no session, and a signed-in
 * admin sending one is still a visitor here. The meta's submission key makes a retry of the same
 * message store nothing new (see storeOnce); its origin and spam reason are stored beside it.
 */
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
