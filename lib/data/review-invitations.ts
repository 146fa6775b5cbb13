import "server-only";

import { randomUUID } from "node:crypto";

import { invitationState, type InvitationState } from "@/lib/admin/invitation-state";
import { requireAdmin } from "@/lib/auth/session";
import type { FunctionRow } from "@/lib/database-rows";
import { serverEnv } from "@/lib/env";
import type { FormMeta } from "@/lib/leads/form-meta";
import {
  invitationToken,
  invitationTokenHash,
  readInvitationToken,
} from "@/lib/privacy/invitation-token";
import { reviewConsent } from "@/lib/privacy/review-consent";
import type { InvitationInput } from "@/lib/schemas/review-invitation.schema";
import type { ReviewInput } from "@/lib/schemas/review.schema";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { createSupabasePublicClient } from "@/lib/supabase/public";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient } from "@/lib/supabase/server";

export type InvitationRow = FunctionRow<"admin_list_review_invitations"> & {
  state: InvitationState;
};

/** What a link can no longer do, in the words of the page that says so. */
export type DeadLink = "used" | "expired" | "revoked" | "replaced" | "altered";
export type InvitationCheck =
  { state: "valid"; name: string; project: string | null } | { state: DeadLink };

const DAY_MS = 24 * 60 * 60 * 1000;

const expiry = () => new Date(Date.now() + serverEnv().reviewInviteDays * DAY_MS).toISOString();

// Admins write through their own session, so RLS and the audit trigger see who did it.
/** "not-found": an invitation to this address is still open, so no second one is made. */
export async function createReviewInvitation(input: InvitationInput): Promise<DataResult> {
  await requireAdmin();
  const id = randomUUID();
  try {
    const { error } = await (
      await createSupabaseServerClient()
    )
      .from("review_invitations")
      .insert({
        id,
        name: input.name,
        email: input.email,
        project: input.project,
        token_hash: invitationTokenHash(invitationToken({ invitationId: id, generation: 1 })),
        expires_at: expiry(),
      })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Invitation not stored: ${error.message}`, { code: error.code });
      // "not-found": the address already has an open invitation (unique_violation).
      return failure(error.code === "23505" ? "not-found" : "failed");
    }
    return answer();
  } catch (error) {
    console.error("Invitation not stored:", error);
    return failure();
  }
}

/** A new link (the next generation) with a new expiry; the old link then says a newer one exists. */
export async function resendReviewInvitation(id: string): Promise<DataResult> {
  await requireAdmin();
  try {
    const supabase = await createSupabaseServerClient();
    const { data: current, error: readError } = await supabase
      .from("review_invitations")
      .select("generation")
      .eq("id", id)
      .is("used_at", null)
      .is("revoked_at", null)
      .maybeSingle();
    if (readError || !current) {
      console.error(`Invitation ${id} not resent: ${readError?.message ?? "not open"}`);
      return failure(readError ? "failed" : "not-found");
    }
    const generation = current.generation + 1;
    const { data, error } = await supabase
      .from("review_invitations")
      .update({
        generation,
        token_hash: invitationTokenHash(invitationToken({ invitationId: id, generation })),
        expires_at: expiry(),
      })
      .eq("id", id)
      .eq("generation", current.generation)
      .select("id");
    if (error || data.length !== 1) {
      console.error(`Invitation ${id} not resent: ${error?.message ?? "changed meanwhile"}`);
      return failure(error ? "failed" : "not-found");
    }
    return answer();
  } catch (error) {
    console.error(`Invitation ${id} not resent:`, error);
    return failure();
  }
}

export async function revokeReviewInvitation(id: string): Promise<DataResult> {
  await requireAdmin();
  try {
    const { data, error } = await (
      await createSupabaseServerClient()
    )
      .from("review_invitations")
      .update({ revoked_at: new Date().toISOString() })
      .eq("id", id)
      .is("used_at", null)
      .is("revoked_at", null)
      .select("id");
    if (error || data.length !== 1) {
      console.error(`Invitation ${id} not revoked: ${error?.message ?? "not open"}`);
      return failure(error ? "failed" : "not-found");
    }
    return answer();
  } catch (error) {
    console.error(`Invitation ${id} not revoked:`, error);
    return failure();
  }
}

export async function listReviewInvitations(q: string): Promise<DataResult<InvitationRow[]>> {
  await requireAdmin();
  try {
    const { data, error } = await (
      await createSupabaseServerClient()
    )
      .rpc("admin_list_review_invitations", { search: q || undefined, page_size: 100 })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Invitations not listed: ${error.message}`, { code: error.code });
      return failure();
    }
    // Expiry is a matter of the clock: judged once, as the list is read.
    const now = Date.now();
    return answer((data ?? []).map((row) => ({ ...row, state: invitationState(row, now) })));
  } catch (error) {
    console.error("Invitations not listed:", error);
    return failure();
  }
}

// With the public key: the one question about invitations the API answers it.
export async function checkReviewInvitation(token: string): Promise<DataResult<InvitationCheck>> {
  const link = readInvitationToken(token);
  if (!link) return answer({ state: "altered" });
  try {
    const { data, error } = await createSupabasePublicClient()
      .rpc("check_review_invitation", {
        invitation_id: link.invitationId,
        token_hash: invitationTokenHash(token),
      })
      .abortSignal(AbortSignal.timeout(10_000));
    const row = data?.[0];
    if (error || !row) {
      console.error(`Invitation not checked: ${error?.message ?? "no answer"}`);
      return failure();
    }
    if (row.state === "valid" && row.name)
      return answer({ state: "valid", name: row.name, project: row.project });
    // A signed link the database no longer knows was deleted with its data: as good as withdrawn.
    return answer({ state: row.state === "unknown" ? "revoked" : (row.state as DeadLink) });
  } catch (error) {
    console.error("Invitation not checked:", error);
    return failure();
  }
}

// Asked by the page once a browser has shown it: a mail system's link scanner fetches the page too.
export async function markReviewInvitationOpened(token: string): Promise<DataResult<boolean>> {
  const link = readInvitationToken(token);
  if (!link) return answer(false);
  try {
    const { data, error } = await createSupabasePublicClient()
      .rpc("open_review_invitation", {
        invitation_id: link.invitationId,
        token_hash: invitationTokenHash(token),
      })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Invitation not marked opened: ${error.message}`);
      return failure();
    }
    return answer(data === true);
  } catch (error) {
    console.error("Invitation not marked opened:", error);
    return failure();
  }
}

export type Redemption = "stored" | DeadLink;

/** Stores the review as coming from the invitation and spends the link, in one transaction. */
export async function redeemReviewInvitation(
  token: string,
  input: ReviewInput,
  { submissionKey, spamReason }: FormMeta,
): Promise<DataResult<Redemption>> {
  const link = readInvitationToken(token);
  if (!link) return answer("altered");
  try {
    const { data, error } = await createSupabaseAdminClient()
      .rpc("redeem_review_invitation", {
        invitation_id: link.invitationId,
        token_hash: invitationTokenHash(token),
        review_rating: input.rating,
        review_comment: input.comment,
        review_consent_version: reviewConsent.version,
        ...(submissionKey ? { review_submission_key: submissionKey } : {}),
        ...(spamReason ? { review_spam_reason: spamReason } : {}),
      })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error || !data) {
      console.error(`Invited review not stored: ${error?.message ?? "no answer"}`);
      return failure();
    }
    return answer(data === "unknown" ? "revoked" : (data as Redemption));
  } catch (error) {
    console.error("Invited review not stored:", error);
    return failure();
  }
}

export async function queueInvitationReminders(): Promise<DataResult<number>> {
  try {
    const { data, error } = await createSupabaseAdminClient()
      .rpc("queue_review_invitation_reminders", { after_days: serverEnv().reviewReminderDays })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Invitation reminders not queued: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer(data ?? 0);
  } catch (error) {
    console.error("Invitation reminders not queued:", error);
    return failure();
  }
}

export async function purgeExpiredInvitations(): Promise<DataResult<number>> {
  try {
    const { data, error } = await createSupabaseAdminClient()
      .rpc("purge_expired_review_invitations", {
        unused_days: serverEnv().retentionUnusedInvitationDays,
      })
      .abortSignal(AbortSignal.timeout(10_000));
    if (error) {
      console.error(`Unused invitations not purged: ${error.message}`, { code: error.code });
      return failure();
    }
    return answer(data ?? 0);
  } catch (error) {
    console.error("Unused invitations not purged:", error);
    return failure();
  }
}
