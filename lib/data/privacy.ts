import "server-only";

import { z } from "zod";

import { requireAdmin } from "@/lib/auth/session";
import type { LeadOrigin } from "@/lib/leads/attribution";
import { retentionPeriods } from "@/lib/privacy/retention";
import { subjectHash } from "@/lib/privacy/subject-hash";
import type { ListedRows } from "@/lib/schemas/listed-rows";
import { createSupabaseAdminClient } from "@/lib/supabase/admin";
import { answer, failure, type DataResult } from "@/lib/supabase/result";
import { createSupabaseServerClient, type SupabaseServerClient } from "@/lib/supabase/server";

import { purgeExpiredInvitations } from "./review-invitations";
import { revalidatePublicReviews } from "./reviews";
import { purgeExpiredWebVitals } from "./web-vitals";

export type PersonQuery = { email: string | null; name: string | null; wholeName: boolean };
export type PersonSubmission = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  message: string;
  handled_at: string | null;
  spam_reason: string | null;
  source: string | null;
} & LeadOrigin;
export type PersonReview = {
  id: string;
  created_at: string;
  name: string;
  rating: number;
  comment: string;
  approved: boolean;
  consent_version: string | null;
  consented_at: string | null;
  spam_reason: string | null;
  verified: boolean;
  project: string | null;
  rejection_reason: string | null;
  reply: string | null;
};
/** An invitation to review: who staff invited, about what, and how far it went. */
export type PersonInvitation = {
  id: string;
  created_at: string;
  name: string;
  email: string;
  project: string | null;
  invited_at: string;
  expires_at: string;
  opened_at: string | null;
  reminded_at: string | null;
  revoked_at: string | null;
  used_at: string | null;
  review_id: string | null;
};
export type PersonNotification = {
  id: number;
  created_at: string;
  kind: "submission" | "review" | "invitation";
  channel: "staff_email" | "auto_reply" | "webhook" | "invitation" | "invitation_reminder";
  source_id: string;
  sent_at: string | null;
  attempts: number;
  payload: Record<string, unknown>;
  delivered_to: string[] | null;
  delivered_subject: string | null;
  delivered_host: string | null;
};
/** A notification that left the database: where it went, without the person's words. */
export type OutsideCopy = {
  channel: PersonNotification["channel"];
  kind: PersonNotification["kind"];
  /** An enquiry's id, for its reference; null for a review. */
  source_id: string | null;
  sent_at: string;
  to: string[];
  subject: string | null;
  host: string | null;
};
export type PersonData = {
  submissions: PersonSubmission[];
  reviews: PersonReview[];
  invitations: PersonInvitation[];
  notifications: PersonNotification[];
};
export type ErasedCounts = {
  submissions: number;
  reviews: number;
  notifications: number;
  invitations?: number;
};
/** The audit row's id and the copies the erasure could not reach, which staff delete by hand. */
export type Erasure = ErasedCounts & { record: number; outside_copies: OutsideCopy[] };

const given = (max: number) =>
  z
    .string()
    .trim()
    .toLowerCase()
    .max(max)
    .nullable()
    .transform((value) => value || null);

const personQuerySchema = z
  .object({ email: given(254), name: given(100) })
  .refine((query) => query.email !== null || query.name !== null);

// Enough rows per call to stay well inside a request's time; a backlog takes a few runs.
const PURGE_BATCH = 500;
const PURGE_ROUNDS = 5;

export async function findPersonData(query: PersonQuery): Promise<DataResult<PersonData>> {
  await requireAdmin();
  const what = "Person's data not read";
  const person = parsePerson(query, what);
  if (!person) return failure();
  const found = await callAsAdmin<PersonData>(what, (supabase) =>
    supabase
      .rpc("admin_person_data", { p_email: person.email, p_name: person.name })
      .abortSignal(AbortSignal.timeout(10_000)),
  );
  return found.ok && query.wholeName && query.name
    ? answer(narrowToWholeName(found.data, query.name, query.email))
    : found;
}

export type EnquiryAddress = { email: string; enquiries: number; latest: string };

/** The addresses of enquiries whose name contains this one: enquiries are found by address. */
export async function findEnquiryAddresses(name: string): Promise<DataResult<EnquiryAddress[]>> {
  await requireAdmin();
  const what = "Enquiry addresses not read";
  const person = parsePerson({ email: null, name, wholeName: false }, what);
  if (!person?.name) return failure();
  return callAsAdmin<EnquiryAddress[]>(what, (supabase) =>
    supabase
      .rpc("admin_enquiry_addresses", { p_name: person.name })
      .abortSignal(AbortSignal.timeout(10_000)),
  );
}

/** "not-found": a listed row is no longer held under these details, and nothing was exported. */
export async function exportPersonData(
  query: PersonQuery,
  listed: ListedRows,
): Promise<DataResult<PersonData>> {
  await requireAdmin();
  const what = "Person's data not exported";
  const person = hashed(parsePerson(query, what), what);
  if (!person) return failure();
  return callAsAdmin<PersonData>(what, (supabase) =>
    supabase
      .rpc("admin_export_person", {
        p_email: person.email,
        p_name: person.name,
        p_subject_hash: person.hash,
        ...listedArgs(listed),
      })
      .abortSignal(AbortSignal.timeout(10_000)),
  );
}

/** "not-found": a listed row is no longer held under these details, and nothing was erased. */
export async function erasePersonData(
  query: PersonQuery,
  listed: ListedRows,
): Promise<DataResult<Erasure>> {
  await requireAdmin();
  const what = "Person's data not erased";
  const person = hashed(parsePerson(query, what), what);
  if (!person) return failure();
  const erased = await callAsAdmin<Erasure>(what, (supabase) =>
    supabase
      .rpc("admin_erase_person", {
        p_email: person.email,
        p_name: person.name,
        p_subject_hash: person.hash,
        ...listedArgs(listed),
      })
      .abortSignal(AbortSignal.timeout(10_000)),
  );
  if (erased.ok && erased.data.reviews > 0) revalidatePublicReviews();
  return erased;
}

/** The copies outside the database an erasure listed, read back from its audit row. */
export async function findErasureCopies(record: number): Promise<DataResult<OutsideCopy[] | null>> {
  await requireAdmin();
  const what = "Erasure record not read";
  const found = await callAsAdmin<{ outside_copies: OutsideCopy[] | null } | null>(
    what,
    (supabase) =>
      supabase
        .from("admin_audit")
        .select("outside_copies")
        .eq("id", record)
        .eq("action", "person.erased")
        .abortSignal(AbortSignal.timeout(10_000))
        .maybeSingle(),
  );
  return found.ok ? answer(found.data?.outside_copies ?? null) : found;
}

export async function purgeExpiredPersonalData(): Promise<DataResult<ErasedCounts>> {
  const { enquiryMonths, unapprovedReviewMonths, spamDays } = retentionPeriods();
  const total: ErasedCounts = { submissions: 0, reviews: 0, notifications: 0 };
  try {
    const supabase = createSupabaseAdminClient();
    const purges = [
      () =>
        supabase.rpc("purge_expired_personal_data", {
          enquiry_months: enquiryMonths,
          unapproved_review_months: unapprovedReviewMonths,
          batch: PURGE_BATCH,
        }),
      () => supabase.rpc("purge_expired_spam", { spam_days: spamDays, batch: PURGE_BATCH }),
    ];
    for (const purge of purges) {
      for (let round = 0; round < PURGE_ROUNDS; round++) {
        const { data, error } = await purge().abortSignal(AbortSignal.timeout(10_000));
        if (error) {
          console.error(`Expired personal data not purged: ${error.message}`, {
            code: error.code,
          });
          return failure();
        }
        const batch = data as ErasedCounts;
        total.submissions += batch.submissions;
        total.reviews += batch.reviews;
        total.notifications += batch.notifications;
        if (batch.submissions < PURGE_BATCH && batch.reviews < PURGE_BATCH) break;
      }
    }
  } catch (error) {
    console.error("Expired personal data not purged:", error);
    return failure();
  }
  if (total.reviews > 0) revalidatePublicReviews();
  const [vitals, invitations] = await Promise.all([
    purgeExpiredWebVitals(),
    purgeExpiredInvitations(),
  ]);
  return vitals.ok && invitations.ok ? answer(total) : failure();
}

const sameName = (a: unknown, b: string) =>
  typeof a === "string" && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Only the reviews (and their notifications) under exactly this name; enquiries are found by e-mail. */
function narrowToWholeName(person: PersonData, name: string, email: string | null): PersonData {
  // Invitations found by the e-mail address stay; those found by the name only if it is whole.
  const invitations = person.invitations.filter(
    (invitation) =>
      sameName(invitation.name, name) || (email !== null && sameName(invitation.email, email)),
  );
  const invited = new Set(invitations.map((invitation) => invitation.id));
  const invitedReviews = new Set(invitations.map((invitation) => invitation.review_id));
  const reviews = person.reviews.filter(
    (review) => sameName(review.name, name) || invitedReviews.has(review.id),
  );
  const kept = new Set(reviews.map((review) => review.id));
  const listed = new Set(person.reviews.map((review) => review.id));
  return {
    submissions: person.submissions,
    reviews,
    invitations,
    notifications: person.notifications.filter(
      (notice) =>
        notice.kind === "submission" ||
        kept.has(notice.source_id) ||
        invited.has(notice.source_id) ||
        (notice.kind === "review" &&
          !listed.has(notice.source_id) &&
          sameName(notice.payload["name"], name)),
    ),
  };
}

type Person = { email: string; name: string };

const listedArgs = (listed: ListedRows) => ({
  p_submission_ids: listed.submissions,
  p_review_ids: listed.reviews,
  p_notification_ids: listed.notifications,
  p_invitation_ids: listed.invitations,
});

// Raised by the database when a listed row is no longer found under the person's details.
const LISTED_ROWS_CHANGED = "KX409";

function parsePerson(query: PersonQuery, what: string): Person | null {
  const parsed = personQuerySchema.safeParse(query);
  if (parsed.success) return { email: parsed.data.email ?? "", name: parsed.data.name ?? "" };
  console.error(`${what}: give an e-mail address or a name (at most 254 and 100 characters).`);
  return null;
}

// The audit's keyed hash is computed here so the key never reaches the database.
function hashed(person: Person | null, what: string): (Person & { hash: string }) | null {
  if (!person) return null;
  const hash = subjectHash(person.email || null, person.name || null);
  if (hash) return { ...person, hash };
  console.error(`${what}: RATE_LIMIT_SECRET or SUPABASE_SECRET_KEY is needed to hash the person.`);
  return null;
}

async function callAsAdmin<T>(
  what: string,
  call: (
    supabase: SupabaseServerClient,
  ) => PromiseLike<{ data: unknown; error: { message: string; code: string } | null }>,
): Promise<DataResult<T>> {
  try {
    const { data, error } = await call(await createSupabaseServerClient());
    if (error) {
      console.error(`${what}: ${error.message}`, { code: error.code });
      return failure(error.code === LISTED_ROWS_CHANGED ? "not-found" : "failed");
    }
    return answer(data as T);
  } catch (error) {
    console.error(`${what}:`, error);
    return failure();
  }
}
