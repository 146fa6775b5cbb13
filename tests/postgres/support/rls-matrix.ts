/**
 * Who may do what (the README's decision), as one table per exposed object: for each API role, the
 * exact outcome of each statement. Adding a table or function is adding one entry; the test fails
 * while a table, view or function in `public` has none.
 */
import type { ThrowawayCluster } from "./postgres-server";
import { API_ROLE, sqlLiteral } from "./supabase-database";

const ADMIN_ID = "a0000000-0000-4000-8000-00000000000a";
const USER_ID = "b0000000-0000-4000-8000-00000000000b";
const ADMIN_SESSION = "a5000000-0000-4000-8000-00000000000a";
const USER_SESSION = "b5000000-0000-4000-8000-00000000000b";
/** A session of the admin's that has ended (signed out, password changed, revoked): no row left. */
const ENDED_SESSION = "e5000000-0000-4000-8000-00000000000e";
/** An admin with a verified second factor, and a session of theirs. */
const ENROLLED_ID = "c0000000-0000-4000-8000-0000000000c1";
const ENROLLED_SESSION = "c5000000-0000-4000-8000-0000000000c1";
const ENROLLED_FACTOR = "cf000000-0000-4000-8000-0000000000c1";
/** An admin whose only app was added with the password alone (never confirmed), at aal2 with it. */
const UNCONFIRMED_ID = "d0000000-0000-4000-8000-0000000000d1";
const UNCONFIRMED_SESSION = "d5000000-0000-4000-8000-0000000000d1";
const UNCONFIRMED_FACTOR = "df000000-0000-4000-8000-0000000000d1";

/** Rows a person's export and erasure list by id, as the privacy page does. */
const SENDER_SUBMISSION = "5b000000-0000-4000-8000-0000000000a1";
const APPROVED_REVIEW = "5e000000-0000-4000-8000-0000000000a1";

/** A keyed hash as the app computes it (HMAC-SHA256, hex): the only trace of a person in the audit. */
const SUBJECT_HASH = "5".repeat(64);
/** A review invitation, and the SHA-256 of its link's token: all the database knows of the link. */
const INVITATION_ID = "f1000000-0000-4000-8000-0000000000f1";
const TOKEN_HASH = "7".repeat(64);
const OTHER_TOKEN_HASH = "8".repeat(64);

/** Rows every case starts from; each case runs in a transaction that is rolled back. */
export const FIXTURES_SQL = /* sql */ `
insert into auth.users (id, email) values
  ('${ADMIN_ID}', 'admin@example.com'),
  ('${USER_ID}', 'user@example.com'),
  ('${ENROLLED_ID}', 'enrolled@example.com'),
  ('${UNCONFIRMED_ID}', 'unconfirmed@example.com');
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, secret) values
  ('${ENROLLED_FACTOR}', '${ENROLLED_ID}', 'Phone', 'totp', 'verified', 'JBSWY3DPEHPK3PXP'),
  ('${UNCONFIRMED_FACTOR}', '${UNCONFIRMED_ID}', 'Thief', 'totp', 'verified', 'JBSWY3DPEHPK3PXQ');
insert into auth.sessions (id, user_id, factor_id) values
  ('${ADMIN_SESSION}', '${ADMIN_ID}', null),
  ('${USER_SESSION}', '${USER_ID}', null),
  ('${ENROLLED_SESSION}', '${ENROLLED_ID}', '${ENROLLED_FACTOR}'),
  ('${UNCONFIRMED_SESSION}', '${UNCONFIRMED_ID}', '${UNCONFIRMED_FACTOR}');
insert into public.admin_factor_approvals (factor_id, user_id) values ('${ENROLLED_FACTOR}', '${ENROLLED_ID}');
insert into public.admin_users (user_id) values ('${ADMIN_ID}'), ('${ENROLLED_ID}'), ('${UNCONFIRMED_ID}');
insert into public.form_submissions (id, name, email, message)
  values ('${SENDER_SUBMISSION}', 'Seeded Sender', 'sender@example.com', 'A message stored before the test.');
insert into public.reviews (id, name, rating, comment, approved) values
  ('${APPROVED_REVIEW}', 'Approved Reviewer', 5, 'A review already approved by an admin.', true),
  (gen_random_uuid(), 'Pending Reviewer', 4, 'A review still waiting for moderation.', false);
insert into public.admin_audit (actor_id, actor_email, action, target_table, target_id, target_label)
  values ('${ADMIN_ID}', 'admin@example.com', 'review.approved', 'reviews', gen_random_uuid(), 'Approved Reviewer');
insert into public.review_invitations (id, name, email, project, token_hash, expires_at)
  values ('${INVITATION_ID}', 'Invited Client', 'client@example.com', 'Shop rebuild', '${TOKEN_HASH}', now() + interval '30 days');
insert into public.review_replies (review_id, body)
  select id, 'Thank you for the kind words.' from public.reviews where name = 'Approved Reviewer';
insert into public.web_vitals (route, metric, value, rating, device)
  values ('/', 'LCP', 1800, 'good', 'mobile');
insert into public.form_rate_limits (form, client_key, hits, last_hit)
  values ('contact', 'seeded-client', array[now()], now());
  -- Checked with a day's window below: a slow run must not age this hit out of it.
`;

const userClaims = (sub: string, email: string, sessionId: string, aal = "aal1") => ({
  iss: "supabase",
  aud: "authenticated",
  role: "authenticated",
  sub,
  email,
  session_id: sessionId,
  aal,
  is_anonymous: false,
});

/**
 * The role PostgREST switches to and the claims it sets, as it derives them from the bearer JWT, and
 * what public.security_settings says of second factors for the request (required is the default).
 */
export const ROLES = {
  anon: { role: "anon", claims: { iss: "supabase", role: "anon" }, factorRequired: true },
  authenticated: {
    role: "authenticated",
    claims: userClaims(USER_ID, "user@example.com", USER_SESSION),
    factorRequired: true,
  },
  // An admin without a factor where second factors are optional (the local seed's setting).
  admin: {
    role: "authenticated",
    claims: userClaims(ADMIN_ID, "admin@example.com", ADMIN_SESSION),
    factorRequired: false,
  },
  // The same password-only token once the database requires a second factor: no admin.
  admin_factor_required_aal1: {
    role: "authenticated",
    claims: userClaims(ADMIN_ID, "admin@example.com", ADMIN_SESSION),
    factorRequired: true,
  },
  // Its access token is still unexpired and correctly signed; only the session behind it is gone.
  signed_out_admin: {
    role: "authenticated",
    claims: userClaims(ADMIN_ID, "admin@example.com", ENDED_SESSION),
    factorRequired: false,
  },
  // An admin with a verified factor after the password alone (a stolen password), factors optional: no admin.
  enrolled_admin_aal1: {
    role: "authenticated",
    claims: userClaims(ENROLLED_ID, "enrolled@example.com", ENROLLED_SESSION, "aal1"),
    factorRequired: false,
  },
  // The same admin once the session has verified a code, with factors required: an admin.
  enrolled_admin_aal2: {
    role: "authenticated",
    claims: userClaims(ENROLLED_ID, "enrolled@example.com", ENROLLED_SESSION, "aal2"),
    factorRequired: true,
  },
  // An app added through the Auth API with a stolen password, verified, factors required: no admin.
  unconfirmed_app_aal2: {
    role: "authenticated",
    claims: userClaims(UNCONFIRMED_ID, "unconfirmed@example.com", UNCONFIRMED_SESSION, "aal2"),
    factorRequired: true,
  },
  service_role: {
    role: "service_role",
    claims: { iss: "supabase", role: "service_role" },
    factorRequired: true,
  },
} as const;

/** Run as service_role (as `npm run admin:require-mfa` does) before each case switches to its role. */
export const factorPolicySql = (role: Role) =>
  `update public.security_settings set require_second_factor = ${ROLES[role].factorRequired}`;

export type Role = keyof typeof ROLES;

/** A read's rows (one text column), a write's row count, or the server's refusal. */
export type Outcome =
  { rows: string[] } | { changed: number } | { refused: { sqlstate: string; message: string } };

const rows = (...values: string[]): Outcome => ({ rows: values });
const changed = (count: number): Outcome => ({ changed: count });
/** RLS at work: the statement runs and sees or touches nothing. */
const hidden: Outcome = { rows: [] };
const untouched: Outcome = { changed: 0 };
const refused = (sqlstate: string, message: string): Outcome => ({
  refused: { sqlstate, message },
});
/** No GRANT: refused before RLS is even consulted. */
const noTablePrivilege = (table: string) =>
  refused("42501", `permission denied for table ${table}`);
const noExecute = (fn: string) => refused("42501", `permission denied for function ${fn}`);

/**
 * The roles each case spells out. A signed-out admin, an admin with a second factor whose session
 * has not verified it (aal1), and an admin without one while factors are required must fare exactly
 * as a non-admin, unless a case says otherwise; the enrolled admin at aal2 exactly as an admin.
 */
type ExpectedRole = Exclude<
  Role,
  | "signed_out_admin"
  | "enrolled_admin_aal1"
  | "enrolled_admin_aal2"
  | "admin_factor_required_aal1"
  | "unconfirmed_app_aal2"
>;
export type Case = {
  what: string;
  sql: string;
  expect: Record<ExpectedRole, Outcome> & Partial<Record<Role, Outcome>>;
};

export function expectedOutcome(outcomes: Case["expect"], role: Role): Outcome {
  const own = outcomes[role];
  if (own) return own;
  if (role === "enrolled_admin_aal2") return outcomes.admin;
  if (
    role === "signed_out_admin" ||
    role === "enrolled_admin_aal1" ||
    role === "admin_factor_required_aal1" ||
    role === "unconfirmed_app_aal2"
  )
    return outcomes.authenticated;
  return outcomes[role];
}
export type Entry = { object: string; cases: Case[] };

const all = (outcome: Outcome): Case["expect"] => ({
  anon: outcome,
  authenticated: outcome,
  admin: outcome,
  service_role: outcome,
});
const onlyService = (refusal: Outcome, service: Outcome) => ({
  ...all(refusal),
  service_role: service,
});

export const TABLES: Entry[] = [
  {
    object: "form_submissions",
    cases: [
      {
        what: "select",
        sql: "select name from public.form_submissions order by name",
        expect: {
          anon: noTablePrivilege("form_submissions"),
          authenticated: hidden,
          admin: rows("Seeded Sender"),
          service_role: rows("Seeded Sender"),
        },
      },
      {
        what: "insert",
        sql: "insert into public.form_submissions (name, email, message) values ('New Sender', 'new@example.com', 'A message sent by the test.')",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "insert with a submission key",
        sql: "insert into public.form_submissions (name, email, message, submission_key) values ('Keyed Sender', 'keyed@example.com', 'A message sent with its key.', 'c0000000-0000-4000-8000-00000000000c')",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "insert with a chosen created_at",
        sql: "insert into public.form_submissions (name, email, message, created_at) values ('Old Sender', 'old@example.com', 'A message claiming to be old.', '2000-01-01')",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "update",
        sql: "update public.form_submissions set message = 'A message rewritten by the test.' where name = 'Seeded Sender'",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "delete",
        sql: "delete from public.form_submissions where name = 'Seeded Sender'",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "insert with where it came from",
        sql: "insert into public.form_submissions (name, email, message, landing_page, referrer_origin, utm_source, utm_campaign, sent_from) values ('Sourced Sender', 'sourced@example.com', 'A message from a campaign.', '/services/ai-automation', 'https://news.example.com', 'Newsletter', 'nov', '/contact')",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "insert as spam",
        sql: "insert into public.form_submissions (name, email, message, spam_reason) values ('Bot Sender', 'bot@example.com', 'A message from a program.', 'honeypot')",
        expect: onlyService(noTablePrivilege("form_submissions"), changed(1)),
      },
      {
        what: "mark spam",
        sql: "update public.form_submissions set spam_reason = 'staff' where name = 'Seeded Sender'",
        expect: {
          anon: noTablePrivilege("form_submissions"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "mark handled",
        sql: "update public.form_submissions set handled_at = now() where name = 'Seeded Sender'",
        expect: {
          anon: noTablePrivilege("form_submissions"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
    ],
  },
  {
    object: "notification_outbox",
    cases: [
      {
        what: "select (filled by the insert triggers)",
        sql: "select kind || ' ' || channel from public.notification_outbox order by 1",
        expect: onlyService(
          noTablePrivilege("notification_outbox"),
          rows(
            "invitation invitation",
            "review staff_email",
            "review webhook",
            "submission auto_reply",
            "submission staff_email",
            "submission webhook",
          ),
        ),
      },
      {
        what: "insert (a forged notification)",
        sql: "insert into public.notification_outbox (kind, source_id, payload) values ('submission', gen_random_uuid(), '{}')",
        expect: onlyService(noTablePrivilege("notification_outbox"), changed(1)),
      },
      {
        what: "update (reschedule)",
        sql: "update public.notification_outbox set next_attempt_at = now()",
        expect: onlyService(noTablePrivilege("notification_outbox"), changed(6)),
      },
      {
        what: "delete",
        sql: "delete from public.notification_outbox",
        expect: onlyService(noTablePrivilege("notification_outbox"), changed(6)),
      },
    ],
  },
  {
    object: "admin_audit",
    cases: [
      {
        what: "select",
        sql: "select action || ' ' || target_label from public.admin_audit order by 1",
        expect: {
          anon: noTablePrivilege("admin_audit"),
          authenticated: hidden,
          admin: rows(
            "invitation.created Invited Client",
            "reply.created Approved Reviewer",
            "review.approved Approved Reviewer",
          ),
          service_role: rows(
            "invitation.created Invited Client",
            "reply.created Approved Reviewer",
            "review.approved Approved Reviewer",
          ),
        },
      },
      {
        what: "insert (a forged entry)",
        sql: "insert into public.admin_audit (action, target_table, target_id, target_label) values ('review.deleted', 'reviews', gen_random_uuid(), 'Forged')",
        expect: onlyService(noTablePrivilege("admin_audit"), changed(1)),
      },
      {
        what: "insert a forged erasure (counts and a subject hash)",
        sql: `insert into public.admin_audit (action, target_table, target_label, subject_hash) values ('person.erased', 'person', '1 enquiry, 0 reviews, 1 e-mail', '${SUBJECT_HASH}')`,
        expect: onlyService(noTablePrivilege("admin_audit"), changed(1)),
      },
      {
        what: "update",
        sql: "update public.admin_audit set actor_email = 'someone-else@example.com'",
        expect: onlyService(noTablePrivilege("admin_audit"), changed(3)),
      },
      {
        what: "delete",
        sql: "delete from public.admin_audit",
        expect: onlyService(noTablePrivilege("admin_audit"), changed(3)),
      },
    ],
  },
  {
    object: "reviews",
    cases: [
      {
        what: "select",
        sql: "select name from public.reviews order by name",
        expect: {
          anon: rows("Approved Reviewer"),
          authenticated: rows("Approved Reviewer"),
          admin: rows("Approved Reviewer", "Pending Reviewer"),
          service_role: rows("Approved Reviewer", "Pending Reviewer"),
        },
      },
      {
        what: "select what only staff read (the submission key, the consent record)",
        sql: "select name from public.reviews where submission_key is null and consented_at is null order by name",
        expect: {
          anon: noTablePrivilege("reviews"),
          authenticated: rows("Approved Reviewer"),
          admin: rows("Approved Reviewer", "Pending Reviewer"),
          service_role: rows("Approved Reviewer", "Pending Reviewer"),
        },
      },
      {
        what: "insert (unapproved)",
        sql: "insert into public.reviews (name, rating, comment) values ('New Reviewer', 5, 'A review sent by the test.')",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "insert with a submission key",
        sql: "insert into public.reviews (name, rating, comment, submission_key) values ('Keyed Reviewer', 5, 'A review sent with its key.', 'd0000000-0000-4000-8000-00000000000d')",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "insert with a consent version",
        sql: "insert into public.reviews (name, rating, comment, consent_version) values ('Consenting Reviewer', 5, 'A review sent with its consent.', '2026-11-27')",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "insert with a chosen consented_at (backdated)",
        sql: "insert into public.reviews (name, rating, comment, consent_version, consented_at) values ('Backdating Reviewer', 5, 'A review claiming an old consent.', '2026-11-27', '2000-01-01')",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "update the consent",
        sql: "update public.reviews set consent_version = '2000-01-01', consented_at = now() where name = 'Approved Reviewer'",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "insert an approved review",
        sql: "insert into public.reviews (name, rating, comment, approved) values ('Eager Reviewer', 5, 'A review that approves itself.', true)",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "insert as spam",
        sql: "insert into public.reviews (name, rating, comment, spam_reason) values ('Bot Reviewer', 5, 'A review from a program.', 'links')",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "update (approve)",
        sql: "update public.reviews set approved = true where name = 'Pending Reviewer'",
        expect: {
          anon: noTablePrivilege("reviews"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "reject with a reason",
        sql: "update public.reviews set rejection_reason = 'offensive' where name = 'Approved Reviewer'",
        expect: {
          anon: noTablePrivilege("reviews"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "mark verified (only a redeemed invitation does)",
        sql: "update public.reviews set verified = true, project = 'Forged project' where name = 'Pending Reviewer'",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "update the text",
        sql: "update public.reviews set comment = 'A comment rewritten by the test.' where name = 'Approved Reviewer'",
        expect: onlyService(noTablePrivilege("reviews"), changed(1)),
      },
      {
        what: "delete",
        sql: "delete from public.reviews where name = 'Pending Reviewer'",
        expect: {
          anon: noTablePrivilege("reviews"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
    ],
  },
  {
    object: "review_invitations",
    cases: [
      {
        what: "select",
        sql: "select name from public.review_invitations",
        expect: {
          anon: noTablePrivilege("review_invitations"),
          authenticated: hidden,
          admin: rows("Invited Client"),
          service_role: rows("Invited Client"),
        },
      },
      {
        what: "insert (invite a client)",
        sql: `insert into public.review_invitations (id, name, email, token_hash, expires_at) values (gen_random_uuid(), 'New Client', 'new-client@example.com', '${OTHER_TOKEN_HASH}', now() + interval '30 days')`,
        expect: {
          anon: noTablePrivilege("review_invitations"),
          authenticated: refused(
            "42501",
            'new row violates row-level security policy for table "review_invitations"',
          ),
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "insert as already used",
        sql: `insert into public.review_invitations (id, name, email, token_hash, expires_at, used_at) values (gen_random_uuid(), 'Used Client', 'used@example.com', '${OTHER_TOKEN_HASH}', now() + interval '30 days', now())`,
        expect: onlyService(noTablePrivilege("review_invitations"), changed(1)),
      },
      {
        what: "revoke",
        sql: "update public.review_invitations set revoked_at = now() where name = 'Invited Client'",
        expect: {
          anon: noTablePrivilege("review_invitations"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "resend (next generation, new token)",
        sql: `update public.review_invitations set generation = generation + 1, token_hash = '${OTHER_TOKEN_HASH}', expires_at = now() + interval '30 days' where name = 'Invited Client'`,
        expect: {
          anon: noTablePrivilege("review_invitations"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "swap the token without a resend",
        sql: `update public.review_invitations set token_hash = '${OTHER_TOKEN_HASH}' where name = 'Invited Client'`,
        expect: {
          anon: noTablePrivilege("review_invitations"),
          authenticated: untouched,
          admin: refused("22023", "A new token comes with a resend only."),
          service_role: changed(1),
        },
      },
      {
        what: "mark used",
        sql: "update public.review_invitations set used_at = now() where name = 'Invited Client'",
        expect: onlyService(noTablePrivilege("review_invitations"), changed(1)),
      },
      {
        what: "delete",
        sql: "delete from public.review_invitations",
        expect: onlyService(noTablePrivilege("review_invitations"), changed(1)),
      },
    ],
  },
  {
    object: "review_replies",
    cases: [
      {
        what: "select (replies to published reviews)",
        sql: "select body from public.review_replies",
        expect: all(rows("Thank you for the kind words.")),
      },
      {
        what: "select who replied",
        sql: "select body from public.review_replies where author_id is null or author_id is not null",
        expect: {
          ...all(rows("Thank you for the kind words.")),
          anon: noTablePrivilege("review_replies"),
        },
      },
      {
        what: "insert under a pending review",
        sql: "insert into public.review_replies (review_id, body) select id, 'A reply to a review nobody sees.' from public.reviews where name = 'Pending Reviewer'",
        expect: {
          anon: noTablePrivilege("review_replies"),
          authenticated: untouched,
          admin: refused(
            "42501",
            'new row violates row-level security policy for table "review_replies"',
          ),
          service_role: changed(1),
        },
      },
      {
        what: "edit",
        sql: "update public.review_replies set body = 'Thank you, edited.'",
        expect: {
          anon: noTablePrivilege("review_replies"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
      {
        what: "delete",
        sql: "delete from public.review_replies",
        expect: {
          anon: noTablePrivilege("review_replies"),
          authenticated: untouched,
          admin: changed(1),
          service_role: changed(1),
        },
      },
    ],
  },
  {
    object: "admin_users",
    cases: [
      {
        what: "select",
        sql: "select user_id::text from public.admin_users order by user_id",
        expect: onlyService(
          noTablePrivilege("admin_users"),
          rows(ADMIN_ID, ENROLLED_ID, UNCONFIRMED_ID),
        ),
      },
      {
        what: "insert (a user making itself admin)",
        sql: `insert into public.admin_users (user_id) values ('${USER_ID}')`,
        expect: onlyService(noTablePrivilege("admin_users"), changed(1)),
      },
      {
        what: "update",
        sql: `update public.admin_users set user_id = '${USER_ID}' where user_id = '${ADMIN_ID}'`,
        expect: onlyService(noTablePrivilege("admin_users"), changed(1)),
      },
      {
        what: "delete",
        sql: `delete from public.admin_users where user_id = '${ADMIN_ID}'`,
        expect: onlyService(noTablePrivilege("admin_users"), changed(1)),
      },
    ],
  },
  {
    object: "admin_factor_approvals",
    cases: [
      {
        what: "select",
        sql: "select factor_id::text from public.admin_factor_approvals order by factor_id",
        expect: {
          ...all(hidden),
          anon: noTablePrivilege("admin_factor_approvals"),
          enrolled_admin_aal1: rows(ENROLLED_FACTOR),
          enrolled_admin_aal2: rows(ENROLLED_FACTOR),
          service_role: rows(ENROLLED_FACTOR),
        },
      },
      {
        what: "insert (confirming one's own app without the e-mailed code)",
        sql: `insert into public.admin_factor_approvals (factor_id, user_id) values ('${UNCONFIRMED_FACTOR}', '${UNCONFIRMED_ID}')`,
        expect: onlyService(noTablePrivilege("admin_factor_approvals"), changed(1)),
      },
      {
        what: "delete",
        sql: `delete from public.admin_factor_approvals where factor_id = '${ENROLLED_FACTOR}'`,
        expect: onlyService(noTablePrivilege("admin_factor_approvals"), changed(1)),
      },
    ],
  },
  {
    object: "web_vitals",
    cases: [
      {
        what: "select",
        sql: "select route || ' ' || metric from public.web_vitals",
        expect: {
          anon: noTablePrivilege("web_vitals"),
          authenticated: hidden,
          admin: rows("/ LCP"),
          service_role: rows("/ LCP"),
        },
      },
      {
        what: "insert (only the route, after validating a report)",
        sql: "insert into public.web_vitals (route, metric, value, rating, device) values ('/about', 'CLS', 0.02, 'good', 'desktop')",
        expect: onlyService(noTablePrivilege("web_vitals"), changed(1)),
      },
      {
        what: "delete",
        sql: "delete from public.web_vitals",
        expect: onlyService(noTablePrivilege("web_vitals"), changed(1)),
      },
    ],
  },
  {
    object: "form_rate_limits",
    cases: [
      {
        what: "select",
        sql: "select form || ':' || client_key from public.form_rate_limits",
        expect: onlyService(noTablePrivilege("form_rate_limits"), rows("contact:seeded-client")),
      },
      {
        what: "insert",
        sql: "insert into public.form_rate_limits (form, client_key, hits, last_hit) values ('contact', 'new-client', array[now()], now())",
        expect: onlyService(noTablePrivilege("form_rate_limits"), changed(1)),
      },
      {
        what: "update (forget the hits)",
        sql: "update public.form_rate_limits set hits = '{}' where client_key = 'seeded-client'",
        expect: onlyService(noTablePrivilege("form_rate_limits"), changed(1)),
      },
      {
        what: "delete",
        sql: "delete from public.form_rate_limits where client_key = 'seeded-client'",
        expect: onlyService(noTablePrivilege("form_rate_limits"), changed(1)),
      },
    ],
  },
  {
    object: "security_settings",
    cases: [
      {
        what: "select",
        sql: "select require_second_factor from public.security_settings",
        expect: onlyService(noTablePrivilege("security_settings"), rows("t")),
      },
      {
        what: "update (second factors optional)",
        sql: "update public.security_settings set require_second_factor = false",
        expect: onlyService(noTablePrivilege("security_settings"), changed(1)),
      },
    ],
  },
];

const onlyAdmins = (what: string) => refused("42501", `Only admins can list ${what}.`);
const onlyAdminsPerson = refused("42501", "Only admins can read or erase a person's data.");
/** The admin functions about one person: for signed-in admins only, never the API's other roles. */
const personFunction = (fn: string, admin: Outcome): Case["expect"] => ({
  anon: noExecute(fn),
  authenticated: onlyAdminsPerson,
  admin,
  service_role: noExecute(fn),
});

export const FUNCTIONS: Entry[] = [
  {
    object: "check_review_invitation",
    cases: [
      {
        what: "the link's own token",
        sql: `select state || ' ' || name || ' ' || project from public.check_review_invitation('${INVITATION_ID}', '${TOKEN_HASH}')`,
        expect: all(rows("valid Invited Client Shop rebuild")),
      },
      {
        what: "another token for the same invitation",
        sql: `select state || ' ' || coalesce(name, '-') from public.check_review_invitation('${INVITATION_ID}', '${OTHER_TOKEN_HASH}')`,
        expect: all(rows("replaced -")),
      },
    ],
  },
  {
    object: "open_review_invitation",
    cases: [
      {
        what: "the link's own token",
        sql: `select public.open_review_invitation('${INVITATION_ID}', '${TOKEN_HASH}')::text`,
        expect: all(rows("true")),
      },
      {
        what: "another token for the same invitation",
        sql: `select public.open_review_invitation('${INVITATION_ID}', '${OTHER_TOKEN_HASH}')::text`,
        expect: all(rows("false")),
      },
    ],
  },
  {
    object: "redeem_review_invitation",
    cases: [
      {
        what: "store a review through the link",
        sql: `select public.redeem_review_invitation('${INVITATION_ID}', '${TOKEN_HASH}', 5, 'A review sent through the invitation.', '2026-11-27')`,
        expect: onlyService(noExecute("redeem_review_invitation"), rows("stored")),
      },
    ],
  },
  {
    object: "queue_review_invitation_reminders",
    cases: [
      {
        what: "a run (nobody was invited a day ago)",
        sql: "select public.queue_review_invitation_reminders(1)::text",
        expect: onlyService(noExecute("queue_review_invitation_reminders"), rows("0")),
      },
    ],
  },
  {
    object: "purge_expired_review_invitations",
    cases: [
      {
        what: "a batch (nothing has expired)",
        sql: "select public.purge_expired_review_invitations(30)::text",
        expect: onlyService(noExecute("purge_expired_review_invitations"), rows("0")),
      },
    ],
  },
  {
    object: "admin_list_review_invitations",
    cases: [
      {
        what: "search",
        sql: "select name || ' ' || coalesce(project, '') from public.admin_list_review_invitations('shop')",
        expect: {
          anon: noExecute("admin_list_review_invitations"),
          authenticated: onlyAdmins("review invitations"),
          admin: rows("Invited Client Shop rebuild"),
          service_role: onlyAdmins("review invitations"),
        },
      },
    ],
  },
  {
    object: "admin_list_form_submissions",
    cases: [
      {
        what: "first page",
        sql: "select name from public.admin_list_form_submissions()",
        expect: {
          anon: noExecute("admin_list_form_submissions"),
          authenticated: onlyAdmins("form submissions"),
          admin: rows("Seeded Sender"),
          service_role: onlyAdmins("form submissions"),
        },
      },
    ],
  },
  {
    object: "admin_list_reviews",
    cases: [
      {
        what: "search (case-insensitive, pending included)",
        sql: "select name from public.admin_list_reviews(search => 'PENDING')",
        expect: {
          anon: noExecute("admin_list_reviews"),
          authenticated: onlyAdmins("reviews"),
          admin: rows("Pending Reviewer"),
          service_role: onlyAdmins("reviews"),
        },
      },
      {
        what: "approved only",
        sql: "select name from public.admin_list_reviews(status => 'approved')",
        expect: {
          anon: noExecute("admin_list_reviews"),
          authenticated: onlyAdmins("reviews"),
          admin: rows("Approved Reviewer"),
          service_role: onlyAdmins("reviews"),
        },
      },
    ],
  },
  {
    object: "admin_dashboard_counts",
    cases: [
      {
        what: "call",
        sql: "select new_submissions || '/' || pending_reviews from public.admin_dashboard_counts()",
        expect: {
          anon: noExecute("admin_dashboard_counts"),
          authenticated: refused("42501", "Only admins can read the dashboard counts."),
          admin: rows("1/1"),
          service_role: refused("42501", "Only admins can read the dashboard counts."),
        },
      },
    ],
  },
  {
    object: "admin_person_data",
    cases: [
      {
        what: "a person by e-mail and name",
        sql: "select d->'submissions'->0->>'message' || ' / ' || (d->'reviews'->0->>'comment') || ' / ' || jsonb_array_length(d->'notifications') from public.admin_person_data(' SENDER@example.com ', 'pending reviewer') d",
        expect: personFunction(
          "admin_person_data",
          rows("A message stored before the test. / A review still waiting for moderation. / 5"),
        ),
      },
      {
        what: "an invited client by e-mail: the invitation and its e-mail",
        sql: "select (d->'invitations'->0->>'project') || ' / ' || (d->'notifications'->0->>'channel') from public.admin_person_data('CLIENT@example.com', null) d",
        expect: personFunction("admin_person_data", rows("Shop rebuild / invitation")),
      },
    ],
  },
  {
    object: "admin_enquiry_addresses",
    cases: [
      {
        what: "the addresses of enquiries under a part of a name",
        sql: "select email || ' ' || enquiries from public.admin_enquiry_addresses(' seeded SEND ')",
        expect: personFunction("admin_enquiry_addresses", rows("sender@example.com 1")),
      },
    ],
  },
  {
    object: "admin_export_person",
    cases: [
      {
        what: "export (audited)",
        sql: `select jsonb_array_length(public.admin_export_person('sender@example.com', null, '${SUBJECT_HASH}', '{${SENDER_SUBMISSION}}', '{}', '{}')->'submissions')`,
        expect: personFunction("admin_export_person", rows("1")),
      },
      {
        what: "export an invitation listed by id",
        sql: `select e->'invitations'->0->>'name' from public.admin_export_person('client@example.com', null, '${SUBJECT_HASH}', '{}', '{}', '{}', '{${INVITATION_ID}}') e`,
        expect: personFunction("admin_export_person", rows("Invited Client")),
      },
    ],
  },
  {
    object: "admin_erase_person",
    cases: [
      {
        what: "erase (audited)",
        sql: `select (c->>'submissions') || '/' || (c->>'reviews') || '/' || (c->>'notifications') from public.admin_erase_person('sender@example.com', 'Approved Reviewer', '${SUBJECT_HASH}', '{${SENDER_SUBMISSION}}', '{${APPROVED_REVIEW}}', '{}') c`,
        expect: personFunction("admin_erase_person", rows("1/1/0")),
      },
      {
        what: "erase an invitation listed by id",
        sql: `select (c->>'invitations') || '/' || (c->>'notifications') from public.admin_erase_person('client@example.com', null, '${SUBJECT_HASH}', '{}', '{}', '{}', '{${INVITATION_ID}}') c`,
        expect: personFunction("admin_erase_person", rows("1/0")),
      },
    ],
  },
  {
    object: "purge_expired_personal_data",
    cases: [
      {
        what: "a batch (nothing is old enough)",
        sql: "select (c->>'submissions') || '/' || (c->>'reviews') || '/' || (c->>'notifications') from public.purge_expired_personal_data(1, 1, 10) c",
        expect: onlyService(noExecute("purge_expired_personal_data"), rows("0/0/0")),
      },
    ],
  },
  {
    object: "purge_expired_spam",
    cases: [
      {
        what: "a batch (nothing is old enough)",
        sql: "select (c->>'submissions') || '/' || (c->>'reviews') || '/' || (c->>'notifications') from public.purge_expired_spam(30, 10) c",
        expect: onlyService(noExecute("purge_expired_spam"), rows("0/0/0")),
      },
    ],
  },
  {
    object: "discard_staff_notifications",
    cases: [
      {
        what: "discard a channel that is off",
        sql: "select public.discard_staff_notifications(array['webhook'])::text",
        expect: onlyService(noExecute("discard_staff_notifications"), rows("2")),
      },
    ],
  },
  {
    object: "admin_submission_sources",
    cases: [
      {
        what: "sources with counts",
        sql: "select coalesce(string_agg(source || ' ' || enquiries, ', '), 'none') from public.admin_submission_sources()",
        expect: {
          anon: noExecute("admin_submission_sources"),
          authenticated: refused("42501", "Only admins can list enquiry sources."),
          admin: rows("none"),
          service_role: refused("42501", "Only admins can list enquiry sources."),
        },
      },
    ],
  },
  {
    object: "admin_list_counts",
    cases: [
      {
        what: "the counts of a filtered list",
        sql: "select concat_ws('/', new_submissions, handled_submissions, spam_submissions, pending_reviews, approved_reviews, spam_reviews, rejected_reviews) from public.admin_list_counts('nobody by this name', 'newsletter')",
        expect: {
          anon: noExecute("admin_list_counts"),
          authenticated: refused("42501", "Only admins can read the list counts."),
          admin: rows("0/0/0/0/0/0/0"),
          service_role: refused("42501", "Only admins can read the list counts."),
        },
      },
    ],
  },
  {
    object: "purge_expired_web_vitals",
    cases: [
      {
        what: "a batch (nothing is 90 days old)",
        sql: "select public.purge_expired_web_vitals(10)::text",
        expect: onlyService(noExecute("purge_expired_web_vitals"), rows("0")),
      },
    ],
  },
  {
    object: "admin_web_vitals_report",
    cases: [
      {
        what: "the last 28 days",
        sql: "select jsonb_array_length(r -> 'routes') || '/' || (r ->> 'days') from public.admin_web_vitals_report() r",
        expect: {
          anon: noExecute("admin_web_vitals_report"),
          authenticated: refused("42501", "Only admins can read the speed report."),
          admin: rows("1/28"),
          service_role: refused("42501", "Only admins can read the speed report."),
        },
      },
    ],
  },
  {
    object: "claim_staff_notifications",
    cases: [
      {
        what: "claim what is due",
        sql: "select kind from public.claim_staff_notifications(10, 60) order by kind",
        expect: onlyService(noExecute("claim_staff_notifications"), rows("review", "submission")),
      },
    ],
  },
  {
    object: "finish_staff_notification",
    cases: [
      {
        what: "mark one sent",
        sql: "select 'marked' from public.finish_staff_notification(1, null)",
        expect: onlyService(noExecute("finish_staff_notification"), rows("marked")),
      },
    ],
  },
  {
    object: "admin_standing",
    cases: [
      {
        what: "call",
        sql: "select public.admin_standing()",
        expect: {
          anon: noExecute("admin_standing"),
          authenticated: rows("none"),
          admin: rows("admin"),
          admin_factor_required_aal1: rows("needs-second-factor"),
          unconfirmed_app_aal2: rows("needs-second-factor"),
          service_role: rows("none"),
        },
      },
    ],
  },
  {
    object: "second_factor_assurance",
    cases: [
      {
        what: "call",
        sql: "select public.second_factor_assurance()::text",
        expect: {
          ...all(rows('{"enrolled": false, "verified": false}')),
          anon: noExecute("second_factor_assurance"),
          enrolled_admin_aal1: rows('{"enrolled": true, "verified": false}'),
          enrolled_admin_aal2: rows('{"enrolled": true, "verified": true}'),
        },
      },
    ],
  },
  {
    object: "is_admin",
    cases: [
      {
        what: "call",
        sql: "select public.is_admin()",
        expect: {
          anon: rows("f"),
          authenticated: rows("f"),
          admin: rows("t"),
          service_role: rows("f"),
        },
      },
    ],
  },
  {
    object: "revoke_user_sessions",
    cases: [
      {
        what: "end the admin's sessions",
        sql: `select public.revoke_user_sessions('${ADMIN_ID}')`,
        expect: onlyService(noExecute("revoke_user_sessions"), rows("1")),
      },
    ],
  },
  {
    object: "consume_form_rate_limit",
    cases: [
      {
        what: "a new client's first attempt",
        sql: "select public.consume_form_rate_limit('contact', 'new-client', 3, 60)",
        expect: onlyService(noExecute("consume_form_rate_limit"), rows("t")),
      },
      {
        what: "an attempt over the limit",
        sql: "select public.consume_form_rate_limit('contact', 'seeded-client', 1, 86400)",
        expect: onlyService(noExecute("consume_form_rate_limit"), rows("f")),
      },
    ],
  },
  {
    object: "release_form_rate_limit",
    cases: [
      {
        what: "give back a client's newest attempt",
        sql: "select count(*) from (select public.release_form_rate_limit('contact', 'seeded-client')) released",
        expect: onlyService(noExecute("release_form_rate_limit"), rows("1")),
      },
    ],
  },
  {
    object: "contains_pattern",
    cases: [
      {
        what: "call",
        sql: "select public.contains_pattern('50%_off')",
        expect: onlyService(noExecute("contains_pattern"), rows("%50\\%\\_off%")),
      },
    ],
  },
  {
    object: "js_trim",
    cases: [
      {
        what: "call",
        sql: "select public.js_trim(E'\\u00a0\\t padded \\u3000')",
        expect: all(rows("padded")),
      },
    ],
  },
];

const ROW_COUNT_MARK = "__row_count__ ";

/**
 * One request as PostgREST makes it: a transaction, `set local role`, the JWT claims as a
 * transaction-local setting, the statement; then rolled back so every case starts from the fixtures.
 */
export async function runCase(
  cluster: ThrowawayCluster,
  role: Role,
  sql: string,
): Promise<Outcome> {
  const { role: dbRole, claims } = ROLES[role];
  const script = [
    "begin;",
    "set local role service_role;",
    `${factorPolicySql(role)};`,
    `set local role ${dbRole};`,
    `select set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(claims))}, true) \\g /dev/null`,
    `${sql};`,
    `\\echo ${ROW_COUNT_MARK}:ROW_COUNT`,
    "rollback;",
  ].join("\n");
  const result = await cluster.psql(script, { user: API_ROLE });
  if (!result.ok) return refused(result.sqlstate, result.message);
  const mark = result.lines.findIndex((line) => line.startsWith(ROW_COUNT_MARK));
  if (/^\s*select\b/i.test(sql)) return rows(...result.lines.slice(0, mark));
  return changed(Number(result.lines[mark]!.slice(ROW_COUNT_MARK.length)));
}
