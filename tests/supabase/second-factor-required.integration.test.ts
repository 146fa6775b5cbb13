/**
 * The attack of a password-only admin token straight against the REST API, through supabase-js, on
 * a fresh embedded backend: while public.security_settings requires a second factor, the local
 * admin signed in with the password alone (aal1, no authenticator app) reads no enquiry, no pending
 * review, no audit entry and no dashboard count, and moderates nothing. The setting is flipped with
 * the functions `npm run admin:require-mfa` uses.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import type { SupabaseClient } from "@supabase/supabase-js";
import * as OTPAuth from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  readSecondFactorRequired,
  setSecondFactorRequired,
} from "@/lib/admin/second-factor-policy";
import type { Database } from "@/lib/supabase/database.types";

import {
  client,
  confirmApp,
  embeddedTarget,
  signedInClient,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";

let local: LocalSupabase;
let target: Target;
let pendingId: string;

const service = () => client(target, "service");

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
  const { error } = await service()
    .from("form_submissions")
    .insert({ name: "Seeded Sender", email: "sender@example.com", message: "A stored enquiry." });
  if (error) throw error;
  const pending = await service()
    .from("reviews")
    .insert({ name: "Pending Reviewer", rating: 4, comment: "Waiting for moderation." })
    .select("id")
    .single();
  if (pending.error) throw pending.error;
  pendingId = pending.data.id;
  // Approving the seed's two pending reviews writes two audit entries an admin may read.
  const approved = await service()
    .from("reviews")
    .update({ approved: true })
    .eq("approved", false)
    .neq("id", pendingId);
  if (approved.error) throw approved.error;
}, 60_000);

afterAll(async () => {
  await local?.close();
});

/** Everything the dashboard reads, as this client sees it over /rest/v1. */
async function whatItSees(supabase: SupabaseClient<Database>) {
  const [submissions, pending, audit, counts, isAdmin] = await Promise.all([
    supabase.from("form_submissions").select("name"),
    supabase.from("reviews").select("name").eq("approved", false),
    supabase.from("admin_audit").select("action"),
    supabase.rpc("admin_dashboard_counts"),
    supabase.rpc("is_admin"),
  ]);
  return {
    submissions: submissions.data?.length ?? submissions.error?.code,
    pending: pending.data?.length ?? pending.error?.code,
    audit: audit.data?.length ?? audit.error?.code,
    counts: counts.error?.code ?? "answered",
    isAdmin: isAdmin.data,
  };
}

async function isPending() {
  const { data } = await service().from("reviews").select("approved").eq("id", pendingId).single();
  return data?.approved === false;
}

describe("a password-only admin token while second factors are required", () => {
  it("is optional in the seeded local backend, so the local admin signs in with a password", async () => {
    expect(await readSecondFactorRequired(service())).toBe(false);
  });

  it("reads nothing and changes nothing over /rest/v1", async () => {
    await setSecondFactorRequired(service(), true);
    expect(await readSecondFactorRequired(service())).toBe(true);
    const stolen = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
    const { data: session } = await stolen.auth.getSession();
    expect(session.session).not.toBeNull();
    expect(
      JSON.parse(atob(session.session!.access_token.split(".")[1]!)) as { aal: string },
    ).toMatchObject({ aal: "aal1" });

    expect(await whatItSees(stolen)).toEqual({
      submissions: 0,
      pending: 0,
      audit: 0,
      counts: "42501",
      isAdmin: false,
    });
    const patch = await stolen
      .from("reviews")
      .update({ approved: true })
      .eq("id", pendingId)
      .select("id");
    expect(patch).toMatchObject({ data: [], error: null });
    expect(await isPending()).toBe(true);
  });

  it("holds the moment the setting changes, for a token issued before", async () => {
    await setSecondFactorRequired(service(), false);
    const admin = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
    expect(await whatItSees(admin)).toMatchObject({ submissions: 1, pending: 1, isAdmin: true });
    await setSecondFactorRequired(service(), true);
    expect(await whatItSees(admin)).toMatchObject({ submissions: 0, pending: 0, isAdmin: false });
  });

  it("opens to the same admin once a factor is verified (aal2)", async () => {
    await setSecondFactorRequired(service(), true);
    const admin = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
    const enrolled = await admin.auth.mfa.enroll({ factorType: "totp" });
    if (enrolled.error) throw enrolled.error;
    await confirmApp(target, enrolled.data.id, (await admin.auth.getUser()).data.user!.id);
    const totp = new OTPAuth.TOTP({
      secret: OTPAuth.Secret.fromBase32(enrolled.data.totp.secret),
    });
    const verified = await admin.auth.mfa.challengeAndVerify({
      factorId: enrolled.data.id,
      code: totp.generate(),
    });
    if (verified.error) throw verified.error;
    expect(await whatItSees(admin)).toEqual({
      submissions: 1,
      pending: 1,
      audit: 2,
      counts: "answered",
      isAdmin: true,
    });
  });
});
