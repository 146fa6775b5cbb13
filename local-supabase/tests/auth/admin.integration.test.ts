import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { decodeJwt, startAuthHarness, type AuthHarness } from "./harness";

let h: AuthHarness;
beforeAll(async () => {
  h = await startAuthHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("local auth: admin API (service-role key)", () => {
  it("createUser with metadata and email_confirm; duplicates are email_exists", async () => {
    const admin = h.serviceClient().auth.admin;
    const { data, error } = await admin.createUser({
      email: "bob@example.com",
      password: "pw-123456",
      email_confirm: true,
      user_metadata: { name: "Bob" },
      app_metadata: { role: "admin" },
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: "bob@example.com",
      user_metadata: { name: "Bob" },
      app_metadata: { provider: "email", providers: ["email"], role: "admin" },
    });
    expect(data.user?.email_confirmed_at).toBeTruthy();

    const signIn = await h
      .client()
      .auth.signInWithPassword({ email: "bob@example.com", password: "pw-123456" });
    expect(signIn.error).toBeNull();
    expect(decodeJwt(signIn.data.session!.access_token).app_metadata).toEqual({
      provider: "email",
      providers: ["email"],
      role: "admin",
    });

    const duplicate = await admin.createUser({ email: "bob@example.com", password: "pw-123456" });
    expect(duplicate.error).toMatchObject({
      status: 422,
      code: "email_exists",
      message: "A user with this email address has already been registered",
    });

    const unconfirmed = await admin.createUser({
      email: "carol@example.com",
      password: "pw-123456",
    });
    expect(unconfirmed.data.user?.email_confirmed_at).toBeUndefined();
    const refused = await h
      .client()
      .auth.signInWithPassword({ email: "carol@example.com", password: "pw-123456" });
    expect(refused.error?.code).toBe("email_not_confirmed");
  });

  it("the anon key is not an admin", async () => {
    const { error } = await h
      .client()
      .auth.admin.createUser({ email: "x@example.com", password: "pw-123456" });
    expect(error).toMatchObject({ status: 403, code: "not_admin", message: "User not allowed" });
  });

  it("lists, reads, updates and deletes users", async () => {
    const admin = h.serviceClient().auth.admin;
    for (const name of ["l1", "l2", "l3"]) {
      await admin.createUser({
        email: `${name}@list.example`,
        password: "pw-123456",
        email_confirm: true,
      });
    }
    const all = await h.fetchAuth("/admin/users?page=1&per_page=2", {
      headers: { authorization: `Bearer ${h.ctx.config.serviceRoleKey}` },
    });
    const total = Number(all.headers.get("x-total-count"));
    expect(total).toBeGreaterThanOrEqual(3);
    const body = await all.json();
    expect(body.aud).toBe("authenticated");
    expect(body.users).toHaveLength(2);

    const listed = await admin.listUsers({ page: 1, perPage: 2 });
    expect(listed.error).toBeNull();
    expect(listed.data.users).toHaveLength(2);
    expect(listed.data).toMatchObject({ total, nextPage: 2 });

    const created = (await admin.createUser({ email: "edit@example.com", password: "pw-123456" }))
      .data.user!;
    const got = await admin.getUserById(created.id);
    expect(got.data.user?.email).toBe("edit@example.com");

    const updated = await admin.updateUserById(created.id, {
      email: "edited@example.com",
      password: "new-pw-123",
      email_confirm: true,
      user_metadata: { name: "Edie" },
      app_metadata: { plan: "pro" },
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user).toMatchObject({
      email: "edited@example.com",
      user_metadata: { name: "Edie" },
      app_metadata: { provider: "email", providers: ["email"], plan: "pro" },
    });
    expect(updated.data.user?.identities?.[0]?.identity_data?.email).toBe("edited@example.com");
    expect(
      (
        await h
          .client()
          .auth.signInWithPassword({ email: "edited@example.com", password: "new-pw-123" })
      ).error,
    ).toBeNull();

    const conflict = await admin.updateUserById(created.id, { email: "bob@example.com" });
    expect(conflict.error?.code).toBe("email_exists");

    expect((await admin.deleteUser(created.id)).error).toBeNull();
    const gone = await admin.getUserById(created.id);
    expect(gone.error).toMatchObject({ status: 404, code: "user_not_found" });
    const { rows } = await h.db.pg.query(`select 1 from auth.identities where user_id = $1`, [
      created.id,
    ]);
    expect(rows).toEqual([]);
  });

  it("a deleted user's token gets user_not_found", async () => {
    const admin = h.serviceClient().auth.admin;
    const user = (
      await admin.createUser({
        email: "doomed@example.com",
        password: "pw-123456",
        email_confirm: true,
      })
    ).data.user!;
    const supabase = h.client();
    const { data } = await supabase.auth.signInWithPassword({
      email: "doomed@example.com",
      password: "pw-123456",
    });
    await admin.deleteUser(user.id);
    const { error } = await h.client().auth.getUser(data.session!.access_token);
    expect(error).toMatchObject({ status: 403, code: "user_not_found" });
  });

  it("bans (ending sessions) and soft-deletes", async () => {
    const admin = h.serviceClient().auth.admin;
    const user = (
      await admin.createUser({
        email: "banned@example.com",
        password: "pw-123456",
        email_confirm: true,
      })
    ).data.user!;
    const before = await h
      .client()
      .auth.signInWithPassword({ email: "banned@example.com", password: "pw-123456" });
    expect(
      (await admin.updateUserById(user.id, { ban_duration: "1h" })).data.user?.banned_until,
    ).toBeTruthy();
    const refused = await h
      .client()
      .auth.signInWithPassword({ email: "banned@example.com", password: "pw-123456" });
    expect(refused.error).toMatchObject({ status: 400, code: "user_banned" });
    expect((await h.client().auth.getUser(before.data.session!.access_token)).error?.name).toBe(
      "AuthSessionMissingError",
    );
    await admin.updateUserById(user.id, { ban_duration: "none" });
    expect(
      (
        await h
          .client()
          .auth.signInWithPassword({ email: "banned@example.com", password: "pw-123456" })
      ).error,
    ).toBeNull();

    expect((await admin.deleteUser(user.id, true)).error).toBeNull();
    const { rows } = await h.db.pg.query<{ email: string | null; deleted: boolean }>(
      `select email, deleted_at is not null as deleted from auth.users where id = $1`,
      [user.id],
    );
    expect(rows).toEqual([{ email: null, deleted: true }]);
    expect((await admin.getUserById(user.id)).error?.code).toBe("user_not_found");
    expect(
      (await admin.createUser({ email: "banned@example.com", password: "pw-123456" })).error,
    ).toBeNull();
  });

  it("generateLink returns a working link without sending mail; invites sign the user in", async () => {
    const admin = h.serviceClient().auth.admin;
    const link = await admin.generateLink({
      type: "signup",
      email: "gen@example.com",
      password: "pw-123456",
      options: { redirectTo: "http://localhost:3000/welcome" },
    });
    expect(link.error).toBeNull();
    expect(link.data.user?.email).toBe("gen@example.com");
    expect(link.data.properties).toMatchObject({
      verification_type: "signup",
      redirect_to: "http://localhost:3000/welcome",
    });
    expect(link.data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(h.inbox.list("gen@example.com")).toEqual([]);
    const verified = await h
      .client()
      .auth.verifyOtp({ token_hash: link.data.properties!.hashed_token, type: "signup" });
    expect(verified.error).toBeNull();

    const invite = await admin.inviteUserByEmail("invitee@example.com", { data: { team: "ops" } });
    expect(invite.error).toBeNull();
    expect(invite.data.user?.invited_at).toBeTruthy();
    const mail = h.lastMail("invitee@example.com");
    expect(mail.kind).toBe("invite");
    const response = await fetch(mail.link!, { redirect: "manual" });
    expect(response.status).toBe(303);
    const fragment = new URLSearchParams(new URL(response.headers.get("location")!).hash.slice(1));
    expect(fragment.get("type")).toBe("invite");
    const user = await h.client().auth.getUser(fragment.get("access_token")!);
    expect(user.data.user?.user_metadata).toEqual({ team: "ops" });
  });
});
