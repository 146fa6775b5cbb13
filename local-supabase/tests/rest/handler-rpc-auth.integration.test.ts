import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { LocalDb } from "../../src/db.ts";
import { createRestHandler } from "../../src/rest/index.ts";
import {
  ALICE,
  ANON,
  createTestEnv,
  SERVICE,
  TEST_SCHEMA,
  tokenFor,
  userToken,
  type TestEnv,
} from "./helpers.ts";

const FUNCTIONS = /* sql */ `
create function public.add(a int, b int default 2) returns int language sql immutable as $$ select a + b $$;
create function public.touch() returns void language sql as $$ select $$;
create function public.join_tags(tags text[]) returns text language sql immutable
  as $$ select array_to_string(tags, '|') $$;
create function public.top_items(min_rating int) returns setof public.items language sql stable
  as $$ select * from public.items where rating >= min_rating $$;
create function public.stats() returns table(total bigint, rated bigint) language sql stable
  as $$ select count(*), count(rating) from public.items $$;
create function public.numbers(n int) returns setof int language sql immutable
  as $$ select generate_series(1, n) $$;
create function public.first_item() returns public.items language sql stable
  as $$ select * from public.items order by name limit 1 $$;
create function public.whoami() returns json language sql stable as $$
  select json_build_object(
    'role', auth.role(), 'uid', auth.uid(), 'email', auth.email(), 'user', current_user,
    'method', current_setting('request.method', true), 'path', current_setting('request.path', true),
    'header', current_setting('request.headers', true)::json ->> 'x-test',
    'cookie', current_setting('request.cookies', true)::json ->> 'theme',
    'search_path', current_setting('search_path'),
    'read_only', current_setting('transaction_read_only'))
$$;
create function public.fail_me() returns void language plpgsql as $$
begin
  raise exception 'I refuse!' using detail = 'Pretty simple', hint = 'Nothing to do';
end $$;
create function public.echo(json) returns json language sql immutable as $$ select $1 $$;
create function public.bump(item_name text) returns void language sql
  as $$ update public.items set rating = coalesce(rating, 0) + 1 where name = item_name $$;
revoke execute on function public.bump(text) from anon;
revoke execute on function public.bump(text) from public;
`;

let env: TestEnv;

beforeAll(async () => {
  env = await createTestEnv(TEST_SCHEMA + FUNCTIONS);
  await env.sql(
    `insert into public.items (name, rating, approved) values ('Ann', 5, true), ('Bob', 3, true), ('Cy', null, true), ('Dee', 1, true)`,
  );
}, 90_000);

afterAll(async () => {
  await env?.close();
});

describe("RPC", () => {
  it("calls a scalar function with named POST arguments (defaults apply)", async () => {
    const response = await env.request("POST", "/rpc/add", { body: { a: 40 } });
    expect(response.status).toBe(200);
    expect(response.json).toBe(42);
    expect((await env.request("POST", "/rpc/add", { body: { a: 1, b: 5 } })).json).toBe(6);
  });

  it("calls with GET query arguments, arrays as {a,b}", async () => {
    expect((await env.request("GET", "/rpc/add?a=1&b=5")).json).toBe(6);
    expect((await env.request("GET", "/rpc/join_tags?tags={a,b}")).json).toBe("a|b");
    expect(
      (await env.request("POST", "/rpc/join_tags", { body: { tags: ["x", "y,z"] } })).json,
    ).toBe("x|y,z");
  });

  it("answers 204 for void functions", async () => {
    const response = await env.request("POST", "/rpc/touch", { body: {} });
    expect(response.status).toBe(204);
    expect(response.text).toBe("");
    expect((await env.request("POST", "/rpc/touch")).status).toBe(204);
  });

  it("applies filters, order, limit, select and count to set-returning functions", async () => {
    const response = await env.request(
      "POST",
      "/rpc/top_items?select=name,rating&rating=lt.5&order=rating.asc&limit=5",
      {
        body: { min_rating: 1 },
        headers: { prefer: "count=exact" },
      },
    );
    expect(response.status).toBe(200);
    expect(response.json).toEqual([
      { name: "Dee", rating: 1 },
      { name: "Bob", rating: 3 },
    ]);
    expect(response.headers["content-range"]).toBe("0-1/2");
    const get = await env.request("GET", "/rpc/top_items?min_rating=3&select=name&order=name.desc");
    expect(get.json).toEqual([{ name: "Bob" }, { name: "Ann" }]);
    expect(get.headers["content-range"]).toBe("0-1/*");
  });

  it("returns TABLE results as rows, SETOF scalars as values, a composite as an object", async () => {
    expect((await env.request("GET", "/rpc/stats")).json).toEqual([{ total: 4, rated: 3 }]);
    expect(
      (
        await env.request("GET", "/rpc/stats", {
          headers: { accept: "application/vnd.pgrst.object+json" },
        })
      ).json,
    ).toEqual({
      total: 4,
      rated: 3,
    });
    expect((await env.request("GET", "/rpc/numbers?n=3")).json).toEqual([1, 2, 3]);
    expect((await env.request("GET", "/rpc/numbers?n=5&limit=2&offset=1")).json).toEqual([2, 3]);
    expect((await env.request("GET", "/rpc/first_item?select=name")).json).toEqual({ name: "Ann" });
  });

  it("passes the whole body to a single unnamed json parameter", async () => {
    expect((await env.request("POST", "/rpc/echo", { body: { any: ["thing"] } })).json).toEqual({
      any: ["thing"],
    });
    expect((await env.request("POST", "/rpc/echo", { body: [1, 2] })).json).toEqual([1, 2]);
  });

  it("answers 404 PGRST202 for unknown functions or argument sets", async () => {
    const unknown = await env.request("POST", "/rpc/ad", { body: { a: 1 } });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({
      code: "PGRST202",
      message: "Could not find the function public.ad(a) in the schema cache",
      details:
        "Searched for the function public.ad with parameters a or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.",
      hint: "Perhaps you meant to call the function public.add",
    });
    expect((await env.request("POST", "/rpc/add", { body: { c: 1 } })).json).toMatchObject({
      code: "PGRST202",
    });
    expect((await env.request("POST", "/rpc/add", { body: {} })).status).toBe(404);
  });

  it("maps RAISE EXCEPTION to 400 P0001 with details and hint", async () => {
    const response = await env.request("POST", "/rpc/fail_me", { body: {} });
    expect(response.status).toBe(400);
    expect(response.json).toEqual({
      code: "P0001",
      message: "I refuse!",
      details: "Pretty simple",
      hint: "Nothing to do",
    });
  });

  it("rejects bad argument values and bodies", async () => {
    expect((await env.request("POST", "/rpc/add", { body: { a: "x" } })).json).toMatchObject({
      code: "22P02",
    });
    expect((await env.request("POST", "/rpc/add", { body: "{oops" })).json).toMatchObject({
      code: "PGRST102",
    });
  });

  it("runs GET and STABLE functions read-only: a writing function over GET answers 405", async () => {
    const readOnly = (await env.request("POST", "/rpc/whoami", { body: {} })).json as Record<
      string,
      unknown
    >;
    expect(readOnly.read_only).toBe("on");
    const write = await env.request("GET", "/rpc/bump?item_name=Dee", { token: SERVICE });
    expect(write.status).toBe(405);
    expect(write.json).toMatchObject({ code: "25006" });
    const post = await env.request("POST", "/rpc/bump", {
      body: { item_name: "Dee" },
      token: SERVICE,
    });
    expect(post.status).toBe(204);
    expect(await env.sql("select rating from public.items where name = 'Dee'")).toEqual([
      { rating: 2 },
    ]);
  });

  it("checks EXECUTE privileges per role", async () => {
    const anon = await env.request("POST", "/rpc/bump", { body: { item_name: "Bob" } });
    expect(anon.status).toBe(401);
    expect(anon.json).toMatchObject({
      code: "42501",
      message: "permission denied for function bump",
    });
  });
});

describe("per-request settings", () => {
  it("sets role, claims, method, path, headers, cookies and search_path", async () => {
    const response = await env.request("POST", "/rpc/whoami", {
      body: {},
      token: userToken(ALICE, { email: "alice@example.com" }),
      headers: { "X-Test": "hello", cookie: "theme=dark; other=1" },
    });
    expect(response.json).toEqual({
      role: "authenticated",
      uid: ALICE,
      email: "alice@example.com",
      user: "authenticated",
      method: "POST",
      path: "/rpc/whoami",
      header: "hello",
      cookie: "dark",
      search_path: "public, extensions",
      read_only: "on",
    });
  });

  it("uses anon with {role: anon} claims when no token is sent, and for the anon key", async () => {
    for (const token of [undefined, ANON]) {
      const response = await env.request("GET", "/rpc/whoami", { token });
      expect(response.json).toMatchObject({ role: "anon", uid: null, user: "anon", method: "GET" });
    }
  });

  it("uses the anon role for a valid token without a role claim", async () => {
    const response = await env.request("GET", "/rpc/whoami", { token: tokenFor({ sub: ALICE }) });
    expect(response.json).toMatchObject({ role: "anon", uid: ALICE, user: "anon" });
  });

  it("switches to service_role for the service key", async () => {
    expect((await env.request("GET", "/rpc/whoami", { token: SERVICE })).json).toMatchObject({
      user: "service_role",
    });
  });
});

describe("JWT failures", () => {
  const expectInvalid = async (token: string, code: string, message: string) => {
    const response = await env.request("GET", "/items", { token });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ code, message, details: null, hint: null });
    expect(response.headers["www-authenticate"]).toMatch(
      /^Bearer error="invalid_token", error_description=".+"$/,
    );
  };

  it("401 PGRST303 for an expired token (beyond the 30 s skew)", async () => {
    await expectInvalid(
      tokenFor({ role: "authenticated", sub: ALICE, exp: Math.floor(Date.now() / 1000) - 60 }),
      "PGRST303",
      "JWT expired",
    );
  });

  it("accepts a token expired within the 30 s skew", async () => {
    const token = tokenFor({
      role: "authenticated",
      sub: ALICE,
      exp: Math.floor(Date.now() / 1000) - 5,
    });
    expect((await env.request("GET", "/items", { token })).status).toBe(200);
  });

  it("401 PGRST301 for forged, malformed or empty tokens", async () => {
    await expectInvalid(
      tokenFor({ role: "service_role" }, "another-secret-another-secret-another-secret"),
      "PGRST301",
      "JWT cryptographic operation failed",
    );
    await expectInvalid("not-a-jwt", "PGRST301", "Invalid JWT");
    const [header, payload] = SERVICE.split(".");
    await expectInvalid(`${header}.${payload}.`, "PGRST301", "JWT cryptographic operation failed");
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString("base64url")}.${payload}.`;
    await expectInvalid(none, "PGRST301", "Wrong or unsupported encoding algorithm");
    const empty = await env.handler({
      method: "GET",
      url: new URL("http://127.0.0.1:54321/rest/v1/items"),
      headers: { authorization: "Bearer " },
      body: Buffer.alloc(0),
    });
    expect(empty.status).toBe(401);
  });

  it("401 PGRST301 for roles other than anon, authenticated and service_role", async () => {
    for (const role of ["postgres", "pg_read_server_files", "anon; drop table items", 42]) {
      await expectInvalid(tokenFor({ role } as never), "PGRST301", "JWT role is not allowed");
    }
    expect(await env.sql("select count(*)::int as n from public.items")).toEqual([{ n: 4 }]);
  });
});

describe("unexpected failures", () => {
  it.each([new Error("boom"), "a string", null])(
    "become a 500 JSON error, never a throw (%s)",
    async (thrown) => {
      const broken = { transaction: () => Promise.reject(thrown) } as unknown as LocalDb;
      const handler = createRestHandler({ ...env.ctx, db: broken });
      const response = await handler({
        method: "GET",
        url: new URL("http://127.0.0.1:54321/rest/v1/items"),
        headers: {},
        body: Buffer.alloc(0),
      });
      expect(response.status).toBe(500);
      expect(JSON.parse(String(response.body))).toMatchObject({ code: "XX000", hint: null });
    },
  );
});
