import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ALICE, BOB, createTestEnv, SERVICE, userToken, type TestEnv } from "./helpers.ts";

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv();
}, 90_000);

afterAll(async () => {
  await env?.close();
});

const representation = { prefer: "return=representation" };
const single = { accept: "application/vnd.pgrst.object+json" };

async function countWhere(condition: string, params: unknown[] = []): Promise<number> {
  const rows = await env.sql<{ n: number }>(
    `select count(*)::int as n from public.items where ${condition}`,
    params,
  );
  return rows[0]?.n ?? -1;
}

async function seed(
  name: string,
  owner: string | null,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const rows = await env.sql<{ id: string }>(
    `insert into public.items (name, owner, approved, rating) values ($1, $2, $3, $4) returning id`,
    [name, owner, extra.approved ?? true, extra.rating ?? 3],
  );
  return rows[0]?.id as string;
}

describe("POST insert", () => {
  it("defaults to minimal: 201, empty body, Content-Range */*", async () => {
    const response = await env.request("POST", "/items", {
      body: { name: "Min1", rating: 4, comment: "Nice" },
    });
    expect(response.status).toBe(201);
    expect(response.text).toBe("");
    expect(response.headers["content-range"]).toBe("*/*");
    expect(
      await countWhere("name = 'Min1' and rating = 4 and approved = false and owner is null"),
    ).toBe(1);
  });

  it("minimal uses RETURNING 1: an INSERT-only policy suffices, representation needs SELECT (42501)", async () => {
    const minimal = await env.request("POST", "/items", {
      body: { name: "RlsMin" },
      headers: { prefer: "return=minimal" },
    });
    expect(minimal.status).toBe(201);
    const repr = await env.request("POST", "/items?select=*", {
      body: { name: "RlsRepr" },
      headers: representation,
    });
    expect(repr.status).toBe(401);
    expect(repr.headers["www-authenticate"]).toBe("Bearer");
    expect(repr.json).toEqual({
      code: "42501",
      message: 'new row violates row-level security policy for table "items"',
      details: null,
      hint: null,
    });
    expect(await countWhere("name = 'RlsRepr'")).toBe(0);
    // The same as an authenticated owner: the new row is visible to its owner, and 403 otherwise.
    const owned = await env.request("POST", "/items?select=name,owner", {
      body: { name: "RlsOwned" },
      headers: representation,
      token: userToken(ALICE),
    });
    expect(owned.status).toBe(201);
    expect(owned.json).toEqual([{ name: "RlsOwned", owner: ALICE }]);
    const forbidden = await env.request("POST", "/items", {
      body: { name: "Approved", approved: true },
      token: userToken(ALICE),
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.json).toMatchObject({ code: "42501" });
  });

  it("representation returns the selected columns; object Accept returns a bare object", async () => {
    const array = await env.request("POST", "/items?select=name,rating", {
      body: { name: "Repr1", rating: 2 },
      headers: representation,
      token: SERVICE,
    });
    expect(array.status).toBe(201);
    expect(array.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(array.json).toEqual([{ name: "Repr1", rating: 2 }]);
    const object = await env.request("POST", "/items?select=id,name", {
      body: { name: "Repr2" },
      headers: { ...representation, ...single },
      token: SERVICE,
    });
    expect(object.status).toBe(201);
    expect(object.json).toMatchObject({
      name: "Repr2",
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it("inserts arrays with columns=: missing keys become NULL", async () => {
    const response = await env.request(
      "POST",
      '/items?columns="name","rating","comment"&select=name,rating,comment',
      {
        body: [
          { name: "Arr1", rating: 1 },
          { name: "Arr2", comment: "x", ignored: "not in columns" },
        ],
        headers: representation,
        token: SERVICE,
      },
    );
    expect(response.status).toBe(201);
    expect(response.json).toEqual([
      { name: "Arr1", rating: 1, comment: null },
      { name: "Arr2", rating: null, comment: "x" },
    ]);
  });

  it("a missing key in columns= overrides the column default, unless Prefer: missing=default", async () => {
    const nulled = await env.request("POST", "/items?columns=name,approved", {
      body: [{ name: "Miss1", approved: false }, { name: "Miss2" }],
      token: SERVICE,
    });
    expect(nulled.status).toBe(400);
    expect(nulled.json).toMatchObject({ code: "23502" });
    const defaulted = await env.request(
      "POST",
      "/items?columns=name,approved&select=name,approved",
      {
        body: [{ name: "Miss3", approved: true }, { name: "Miss4" }, { name: "Miss5" }],
        headers: { prefer: "return=representation, missing=default" },
        token: SERVICE,
      },
    );
    expect(defaulted.status).toBe(201);
    expect(defaulted.headers["preference-applied"]).toBe("return=representation, missing=default");
    expect(defaulted.json).toEqual([
      { name: "Miss3", approved: true },
      { name: "Miss4", approved: false },
      { name: "Miss5", approved: false },
    ]);
  });

  it("counts inserted rows with count=exact", async () => {
    const response = await env.request("POST", "/items", {
      body: [{ name: "Cnt1" }, { name: "Cnt2" }],
      headers: { prefer: "count=exact" },
    });
    expect(response.status).toBe(201);
    expect(response.headers["content-range"]).toBe("*/2");
  });

  it("return=headers-only answers a Location", async () => {
    const response = await env.request("POST", "/codes", {
      body: { code: "loc-1", label: "L" },
      headers: { prefer: "return=headers-only" },
      token: SERVICE,
    });
    expect(response.status).toBe(201);
    expect(response.headers.location).toBe("/codes?code=eq.loc-1");
  });

  it("rejects unknown payload columns with PGRST204", async () => {
    const response = await env.request("POST", "/items", { body: { name: "Xx", nope: 1 } });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      code: "PGRST204",
      message: "Could not find the 'nope' column of 'items' in the schema cache",
      details: null,
      hint: null,
    });
    const viaColumns = await env.request("POST", "/items?columns=name,nope", {
      body: [{ name: "Xx" }],
    });
    expect(viaColumns.json).toMatchObject({ code: "PGRST204" });
  });

  it.each([["{not json"], [""], ["5"], ['"text"'], ["[1,2]"], ["null"], ["[{},3]"]])(
    "rejects the body %j with 400 PGRST102",
    async (body) => {
      const response = await env.request("POST", "/items", { body });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({
        code: "PGRST102",
        message: "Empty or invalid json",
        details: null,
        hint: null,
      });
    },
  );

  it("maps constraint errors: 23514 and 23502 → 400, 23505 → 409", async () => {
    const check = await env.request("POST", "/items", { body: { name: "Chk", rating: 9 } });
    expect(check.status).toBe(400);
    expect(check.json).toEqual({
      code: "23514",
      message: 'new row for relation "items" violates check constraint "items_rating_check"',
      details: null,
      hint: null,
    });
    const notNull = await env.request("POST", "/items", { body: { rating: 2 } });
    expect(notNull.status).toBe(400);
    expect(notNull.json).toMatchObject({ code: "23502" });
    const typeError = await env.request("POST", "/items", {
      body: { name: "Typ", rating: "many" },
    });
    expect(typeError.status).toBe(400);
    expect(typeError.json).toMatchObject({ code: "22P02" });
    await env.request("POST", "/codes", { body: { code: "dup", label: "one" }, token: SERVICE });
    const duplicate = await env.request("POST", "/codes", {
      body: { code: "dup", label: "two" },
      token: SERVICE,
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json).toEqual({
      code: "23505",
      message: 'duplicate key value violates unique constraint "codes_pkey"',
      details: "Key (code)=(dup) already exists.",
      hint: null,
    });
  });

  it("inserts an empty array as nothing", async () => {
    const empty = await env.request("POST", "/codes?select=*", {
      body: [],
      headers: representation,
      token: SERVICE,
    });
    expect(empty.status).toBe(201);
    expect(empty.json).toEqual([]);
  });
});

describe("upsert", () => {
  it("merge-duplicates inserts (201) then updates (200)", async () => {
    const headers = { prefer: "resolution=merge-duplicates, return=representation" };
    const first = await env.request("POST", "/codes?on_conflict=code&select=*", {
      body: { code: "up-1", label: "first" },
      headers,
      token: SERVICE,
    });
    expect(first.status).toBe(201);
    expect(first.json).toEqual([{ code: "up-1", label: "first", hits: 0 }]);
    const second = await env.request("POST", "/codes?on_conflict=code&select=*", {
      body: { code: "up-1", label: "second" },
      headers,
      token: SERVICE,
    });
    expect(second.status).toBe(200);
    expect(second.json).toEqual([{ code: "up-1", label: "second", hits: 0 }]);
    const minimal = await env.request("POST", "/codes", {
      body: [
        { code: "up-1", label: "third" },
        { code: "up-2", label: "new" },
      ],
      headers: { prefer: "resolution=merge-duplicates" },
      token: SERVICE,
    });
    expect(minimal.status).toBe(201);
    expect(
      await env.sql("select code, label from public.codes where code like 'up-%' order by code"),
    ).toEqual([
      { code: "up-1", label: "third" },
      { code: "up-2", label: "new" },
    ]);
  });

  it("ignore-duplicates leaves existing rows alone (default target: the primary key)", async () => {
    await env.sql(`insert into public.codes (code, label) values ('ig-1', 'kept')`);
    const response = await env.request("POST", "/codes?select=code,label", {
      body: [
        { code: "ig-1", label: "changed" },
        { code: "ig-2", label: "added" },
      ],
      headers: { prefer: "resolution=ignore-duplicates, return=representation" },
      token: SERVICE,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual([{ code: "ig-2", label: "added" }]);
    expect(await env.sql("select label from public.codes where code = 'ig-1'")).toEqual([
      { label: "kept" },
    ]);
  });

  it("rejects an unknown on_conflict column", async () => {
    const response = await env.request("POST", "/codes?on_conflict=nope", {
      body: { code: "x", label: "y" },
      headers: { prefer: "resolution=merge-duplicates" },
      token: SERVICE,
    });
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: "42703" });
  });
});

describe("PATCH", () => {
  it("updates filtered rows: 204 minimal with Content-Range, 200 with representation", async () => {
    const id = await seed("Patch1", ALICE);
    const minimal = await env.request("PATCH", `/items?id=eq.${id}`, {
      body: { rating: 5 },
      token: userToken(ALICE),
    });
    expect(minimal.status).toBe(204);
    expect(minimal.text).toBe("");
    expect(minimal.headers["content-range"]).toBe("0-0/*");
    const repr = await env.request("PATCH", `/items?id=eq.${id}&select=name,rating,comment`, {
      body: { comment: "edited" },
      headers: representation,
      token: userToken(ALICE),
    });
    expect(repr.status).toBe(200);
    expect(repr.json).toEqual([{ name: "Patch1", rating: 5, comment: "edited" }]);
  });

  it("skips rows hidden by USING policies silently (0 rows, no error)", async () => {
    const id = await seed("PatchOther", ALICE);
    const minimal = await env.request("PATCH", `/items?id=eq.${id}`, {
      body: { rating: 1 },
      token: userToken(BOB),
    });
    expect(minimal.status).toBe(204);
    expect(minimal.headers["content-range"]).toBe("*/*");
    const repr = await env.request("PATCH", `/items?id=eq.${id}`, {
      body: { rating: 1 },
      headers: { prefer: "return=representation, count=exact" },
      token: userToken(BOB),
    });
    expect(repr.status).toBe(200);
    expect(repr.json).toEqual([]);
    expect(repr.headers["content-range"]).toBe("*/0");
    expect(await countWhere("id = $1 and rating = 3", [id])).toBe(1);
  });

  it("anon without UPDATE privilege gets 401 42501", async () => {
    const id = await seed("PatchAnon", null);
    const response = await env.request("PATCH", `/items?id=eq.${id}`, { body: { rating: 1 } });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({
      code: "42501",
      message: "permission denied for table items",
      details: null,
      hint: null,
    });
  });

  it("rejects a WITH CHECK violation, unknown columns and bad bodies", async () => {
    const id = await seed("PatchCheck", ALICE);
    const check = await env.request("PATCH", `/items?id=eq.${id}`, {
      body: { owner: BOB },
      token: userToken(ALICE),
    });
    expect(check.status).toBe(403);
    expect(check.json).toMatchObject({ code: "42501" });
    const unknown = await env.request("PATCH", `/items?id=eq.${id}`, {
      body: { nope: 1 },
      token: userToken(ALICE),
    });
    expect(unknown.json).toMatchObject({ code: "PGRST204" });
    const array = await env.request("PATCH", `/items?id=eq.${id}`, {
      body: [{ rating: 1 }],
      token: userToken(ALICE),
    });
    expect(array.json).toMatchObject({ code: "PGRST102" });
    const badFilter = await env.request("PATCH", "/items?id=eq", {
      body: { rating: 1 },
      token: userToken(ALICE),
    });
    expect(badFilter.json).toMatchObject({ code: "PGRST100" });
  });

  it("counts affected rows and enforces max-affected with handling=strict", async () => {
    await seed("Bulk", ALICE, { rating: 2 });
    await seed("Bulk", ALICE, { rating: 2 });
    const counted = await env.request("PATCH", "/items?name=eq.Bulk", {
      body: { comment: "bulk" },
      headers: { prefer: "count=exact" },
      token: userToken(ALICE),
    });
    expect(counted.headers["content-range"]).toBe("0-1/2");
    const limited = await env.request("PATCH", "/items?name=eq.Bulk", {
      body: { comment: "too many" },
      headers: { prefer: "handling=strict, max-affected=1" },
      token: userToken(ALICE),
    });
    expect(limited.status).toBe(400);
    expect(limited.json).toMatchObject({ code: "PGRST124" });
    expect(await countWhere("name = 'Bulk' and comment = 'too many'")).toBe(0);
  });

  it("with object Accept and several rows: 406 PGRST116 and rolled back", async () => {
    await seed("Twin", ALICE);
    await seed("Twin", ALICE);
    const response = await env.request("PATCH", "/items?name=eq.Twin", {
      body: { comment: "changed" },
      headers: { ...representation, ...single },
      token: userToken(ALICE),
    });
    expect(response.status).toBe(406);
    expect(response.json).toMatchObject({
      code: "PGRST116",
      details: "The result contains 2 rows",
    });
    expect(await countWhere("name = 'Twin' and comment = 'changed'")).toBe(0);
  });

  it("allows PATCH without filters (RLS governs) and limit with order", async () => {
    const response = await env.request("PATCH", "/codes", { body: { hits: 1 }, token: SERVICE });
    expect(response.status).toBe(204);
    expect(
      (
        await env.sql<{ n: number }>("select count(*)::int as n from public.codes where hits <> 1")
      )[0]?.n,
    ).toBe(0);
    const limited = await env.request("PATCH", "/codes?order=code.asc&limit=1&select=code,hits", {
      body: { hits: 7 },
      headers: representation,
      token: SERVICE,
    });
    expect(limited.status).toBe(200);
    expect((limited.json as unknown[]).length).toBe(1);
    expect(
      (
        await env.sql<{ n: number }>("select count(*)::int as n from public.codes where hits = 7")
      )[0]?.n,
    ).toBe(1);
  });
});

describe("DELETE", () => {
  it("deletes filtered rows: 204 minimal, 200 representation, count in Content-Range", async () => {
    const a = await seed("Del1", ALICE);
    const b = await seed("Del2", ALICE);
    const minimal = await env.request("DELETE", `/items?id=eq.${a}`, { token: userToken(ALICE) });
    expect(minimal.status).toBe(204);
    expect(minimal.headers["content-range"]).toBe("*/*");
    const repr = await env.request("DELETE", `/items?id=eq.${b}&select=name`, {
      headers: { prefer: "return=representation, count=exact" },
      token: userToken(ALICE),
    });
    expect(repr.status).toBe(200);
    expect(repr.json).toEqual([{ name: "Del2" }]);
    expect(repr.headers["content-range"]).toBe("*/1");
    expect(await countWhere("name in ('Del1', 'Del2')")).toBe(0);
  });

  it("skips rows hidden by RLS", async () => {
    const id = await seed("DelOther", ALICE);
    const response = await env.request("DELETE", `/items?id=eq.${id}`, {
      headers: { prefer: "count=exact" },
      token: userToken(BOB),
    });
    expect(response.status).toBe(204);
    expect(response.headers["content-range"]).toBe("*/0");
    expect(await countWhere("id = $1", [id])).toBe(1);
  });

  it("anon cannot delete (no privilege)", async () => {
    const response = await env.request("DELETE", "/items?name=eq.DelOther");
    expect(response.status).toBe(401);
  });
});

describe("transactions", () => {
  it("Prefer: tx=rollback answers as usual but keeps nothing", async () => {
    const response = await env.request("POST", "/items?select=name", {
      body: { name: "Ghost" },
      headers: { prefer: "return=representation, tx=rollback" },
      token: SERVICE,
    });
    expect(response.status).toBe(201);
    expect(response.json).toEqual([{ name: "Ghost" }]);
    expect(response.headers["preference-applied"]).toContain("tx=rollback");
    expect(await countWhere("name = 'Ghost'")).toBe(0);
  });

  it("single object Accept on insert of two rows rolls back", async () => {
    const response = await env.request("POST", "/items", {
      body: [{ name: "Pair1" }, { name: "Pair2" }],
      headers: single,
    });
    expect(response.status).toBe(406);
    expect(await countWhere("name like 'Pair%'")).toBe(0);
  });

  it("GET runs read-only and a later request never inherits role or claims", async () => {
    await env.request("GET", "/items", { token: userToken(ALICE) });
    const rows = await env.sql<{ user: string; claims: string | null }>(
      "select current_user as user, current_setting('request.jwt.claims', true) as claims",
    );
    expect(rows[0]?.user).toBe("postgres");
    expect(rows[0]?.claims ?? "").toBe("");
  });
});

describe("injection in writes", () => {
  it("treats hostile payload values as data and hostile keys as unknown columns", async () => {
    const hostile = "'); drop table items;--";
    const inserted = await env.request("POST", "/items?select=name", {
      body: { name: hostile },
      headers: representation,
      token: SERVICE,
    });
    expect(inserted.status).toBe(201);
    expect(inserted.json).toEqual([{ name: hostile }]);
    const key = await env.request("POST", "/items", {
      body: { 'name") values (1); drop table items;--': "x" },
    });
    expect(key.status).toBe(400);
    expect(key.json).toMatchObject({ code: "PGRST204" });
    const columns = await env.request("POST", "/items?columns=name;drop table items", {
      body: [{ name: "zz" }],
    });
    expect(columns.status).toBe(400);
    const conflict = await env.request(
      "POST",
      "/codes?on_conflict=code) do nothing; drop table codes;--",
      {
        body: { code: "a", label: "b" },
        headers: { prefer: "resolution=merge-duplicates" },
        token: SERVICE,
      },
    );
    expect(conflict.status).toBe(400);
    const deleted = await env.request(
      "DELETE",
      `/items?name=eq.${encodeURIComponent("x' or '1'='1")}`,
      { token: SERVICE },
    );
    expect(deleted.status).toBe(204);
    expect(await countWhere("true")).toBeGreaterThan(5);
    expect(
      (await env.sql<{ n: number }>("select count(*)::int as n from public.codes"))[0]?.n,
    ).toBeGreaterThan(0);
  });
});
