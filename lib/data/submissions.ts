import "server-only";

import type { ContactInput } from "@/lib/schemas/contact";
import { createSupabasePublicClient } from "@/lib/supabase/public";

/**
 * Stores a contact-form submission as the anonymous visitor, under RLS: insert only, and no
 * `.select()`, so PostgREST answers `return=minimal` and nothing is read back. Never the service
 * key. The cookie-less client is enough: a visitor's message needs no session, and a signed-in
 * admin sending one is still a visitor here.
 *
 * The backend's message is logged for us and never returned: callers show their own text.
 */
export async function createSubmission(input: ContactInput): Promise<{ ok: boolean }> {
  try {
    const { error } = await createSupabasePublicClient()
      .from("form_submissions")
      .insert({ name: input.name, email: input.email, message: input.message });
    if (error) {
      console.error(`Contact submission not stored: ${error.message}`, { code: error.code });
      return { ok: false };
    }
    return { ok: true };
  } catch (error) {
    console.error("Contact submission not stored:", error);
    return { ok: false };
  }
}
