import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { ALICE, BOB, createTestEnv, SERVICE, userToken, type TestEnv } from "./helpers.ts";

let env: TestEnv;

const ID = (n: number) => `00000000-0000-0000-0000-00000000000${n}`;

beforeAll(async () => {
  env = await createTestEnv();
  await env.sql(
    `insert into public.items (id, name, rating, approved, featured, comment, tags, owner, meta, created_at) values
      ($1, 'Ann', 5, true, true, 'Great work, really (truly) great', '{web,seo}', $6, '{"k":1}', '2024-01-01T10:00:00Z'),
      ($2, 'Bob', 3, true, false, '50% off * deal', '{web}', $7, null, '2024-01-02T10:00:00Z'),
      ($3, 'Cy', null, true, null, 'say "hi" \\ back', '{}', null, null, '2024-01-03T10:00:00Z'),
      ($4, 'Dee', 1, false, null, 'hidden', '{ads}', $6, null, '2024-01-04T10:00:00Z'),
      ($5, 'a,b (c).d', 4, true, null, null, null, null, null, '2024-01-05T10:00:00Z')`,
    [ID(1), ID(2), ID(3), ID(4), ID(5), ALICE, BOB],
  );
  await env.sql(`insert into public.secrets values (1, 'hush')`);
}, 90_000);

afterAll(async () => {
  await env?.close();
});

/** Builds a query string the way postgrest-js does (URLSearchParams: spaces as +). */
const qs = (pairs: Array<[string, string]>) => `?${new URLSearchParams(pairs).toString()}`;

async function names(pairs: Array<[string, string]>, token?: string): Promise<string[]> {
  const response = await env.request(
    "GET",
    `/items${qs([["select", "name"], ["order", "name.asc"], ...pairs])}`,
    { token },
  );
  expect(response.status, response.text).toBe(200);
  return (response.json as Array<{ name: string }>).map((r) => r.name);
}

describe("GET basics", () => {
  it("returns a JSON array with Content-Range and content type", async () => {
    const response = await env.request(
      "GET",
      "/items?select=*&approved=eq.true&order=created_at.desc&limit=4",
    );
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(response.headers["content-range"]).toBe("0-3/*");
    const rows = response.json as Array<Record<string, unknown>>;
    expect(rows.map((r) => r.name)).toEqual(["a,b (c).d", "Cy", "Bob", "Ann"]);
    expect(Object.keys(rows[3] ?? {})).toEqual([
      "id",
      "created_at",
      "name",
      "rating",
      "approved",
      "featured",
      "comment",
      "tags",
      "owner",
      "meta",
    ]);
    expect(rows[3]).toMatchObject({
      created_at: "2024-01-01T10:00:00+00:00",
      tags: ["web", "seo"],
      meta: { k: 1 },
    });
  });

  it("applies RLS per role: anon, the owner, and service_role (bypassrls)", async () => {
    // PGlite's default collation is C: upper case sorts before lower case.
    expect(await names([])).toEqual(["Ann", "Bob", "Cy", "a,b (c).d"]);
    expect(await names([], userToken(ALICE))).toEqual(["Ann", "Bob", "Cy", "Dee", "a,b (c).d"]);
    expect(await names([], userToken(BOB))).toEqual(["Ann", "Bob", "Cy", "a,b (c).d"]);
    expect(await names([], SERVICE)).toHaveLength(5);
  });

  it("selects columns with aliases and casts", async () => {
    const response = await env.request(
      "GET",
      `/items${qs([
        ["select", "label:name,rating::text,id"],
        ["id", `eq.${ID(1)}`],
      ])}`,
    );
    expect(response.json).toEqual([{ label: "Ann", rating: "5", id: ID(1) }]);
  });

  it("returns an empty select as empty objects", async () => {
    const response = await env.request("GET", `/items?select=&id=eq.${ID(1)}`);
    expect(response.json).toEqual([{}]);
  });
});

describe("filter operators", () => {
  it.each<[string, Array<[string, string]>, string[]]>([
    ["eq", [["name", "eq.Ann"]], ["Ann"]],
    ["eq with , ( ) . unquoted", [["name", "eq.a,b (c).d"]], ["a,b (c).d"]],
    ["neq", [["rating", "neq.5"]], ["Bob", "a,b (c).d"]],
    ["gt", [["rating", "gt.3"]], ["Ann", "a,b (c).d"]],
    ["gte", [["rating", "gte.3"]], ["Ann", "Bob", "a,b (c).d"]],
    ["lt", [["rating", "lt.4"]], ["Bob"]],
    ["lte", [["rating", "lte.4"]], ["Bob", "a,b (c).d"]],
    ["like with *", [["comment", "like.*off*"]], ["Bob"]],
    ["like with escaped %", [["comment", "like.50\\%*"]], ["Bob"]],
    ["ilike", [["name", "ilike.*N*"]], ["Ann"]],
    ["is.null", [["rating", "is.null"]], ["Cy"]],
    ["is.not_null", [["comment", "is.not_null"]], ["Ann", "Bob", "Cy"]],
    ["not.is.null", [["comment", "not.is.null"]], ["Ann", "Bob", "Cy"]],
    ["is.true", [["featured", "is.true"]], ["Ann"]],
    ["is.false", [["featured", "is.false"]], ["Bob"]],
    ["is.unknown", [["featured", "is.unknown"]], ["Cy", "a,b (c).d"]],
    ["in with quoting", [["name", 'in.(Ann,"a,b (c).d",nobody)']], ["Ann", "a,b (c).d"]],
    [
      "in with escaped quotes and backslashes",
      [["comment", 'in.("say \\"hi\\" \\\\ back")']],
      ["Cy"],
    ],
    ["in on integers", [["rating", "in.(4,5)"]], ["Ann", "a,b (c).d"]],
    ["empty in", [["rating", "in.()"]], []],
    ["not.in", [["rating", "not.in.(4,5)"]], ["Bob"]],
    ["not.eq", [["name", "not.eq.Ann"]], ["Bob", "Cy", "a,b (c).d"]],
    ["match", [["name", "match.^[AB]"]], ["Ann", "Bob"]],
    ["imatch", [["name", "imatch.^ann$"]], ["Ann"]],
    ["cs on arrays", [["tags", "cs.{web}"]], ["Ann", "Bob"]],
    ["cd on arrays", [["tags", "cd.{web,seo,x}"]], ["Ann", "Bob", "Cy"]],
    ["ov on arrays", [["tags", "ov.{seo,ads}"]], ["Ann"]],
    ["cs on jsonb", [["meta", 'cs.{"k":1}']], ["Ann"]],
    ["isdistinct", [["featured", "isdistinct.true"]], ["Bob", "Cy", "a,b (c).d"]],
    ["fts", [["comment", "fts.great"]], ["Ann"]],
    ["plfts with language", [["comment", "plfts(english).truly great"]], ["Ann"]],
    ["wfts", [["comment", "wfts.deal -great"]], ["Bob"]],
    ["like(any)", [["name", "like(any).{A*,B*}"]], ["Ann", "Bob"]],
    ["gt(all)", [["rating", "gt(all).{1,3}"]], ["Ann", "a,b (c).d"]],
    ["eq on uuid", [["id", `eq.${ID(2)}`]], ["Bob"]],
    ["eq on boolean", [["featured", "eq.false"]], ["Bob"]],
    ["gte on timestamptz", [["created_at", "gte.2024-01-03T00:00:00Z"]], ["Cy", "a,b (c).d"]],
    [
      "repeated keys are AND-ed",
      [
        ["rating", "gte.3"],
        ["rating", "lte.4"],
      ],
      ["Bob", "a,b (c).d"],
    ],
  ])("%s", async (_label, pairs, expected) => {
    expect(await names(pairs)).toEqual(expected);
  });
});

describe("logic trees", () => {
  it.each<[string, Array<[string, string]>, string[]]>([
    ["or", [["or", "(name.eq.Ann,rating.lt.4)"]], ["Ann", "Bob"]],
    ["and", [["and", "(rating.gte.3,featured.is.false)"]], ["Bob"]],
    ["not.or", [["not.or", "(name.eq.Ann,name.eq.Bob)"]], ["Cy", "a,b (c).d"]],
    ["not.and (NULL stays NULL)", [["not.and", "(rating.gte.3,rating.lte.4)"]], ["Ann"]],
    ["nested", [["or", "(name.eq.Cy,and(rating.gte.4,not.or(name.eq.Ann)))"]], ["Cy", "a,b (c).d"]],
    [
      'quoted values with , ( ) . \\ and "',
      [["or", '(name.eq."a,b (c).d",comment.eq."say \\"hi\\" \\\\ back")']],
      ["Cy", "a,b (c).d"],
    ],
    [
      "quoted ilike with * and ( )",
      [["or", '(comment.ilike."*(truly)*",name.eq.nobody)']],
      ["Ann"],
    ],
    [
      "unquoted ilike with * and .",
      [["or", "(comment.ilike.*off*,name.ilike.*.d)"]],
      ["Bob", "a,b (c).d"],
    ],
    [
      "in inside a tree",
      [["or", '(name.in.("a,b (c).d",Cy),rating.eq.5)']],
      ["Ann", "Cy", "a,b (c).d"],
    ],
    ["array literal inside a tree", [["or", "(tags.cs.{web,seo},rating.is.null)"]], ["Ann", "Cy"]],
    [
      "tree combined with a filter",
      [
        ["or", "(name.eq.Ann,name.eq.Bob)"],
        ["rating", "gte.4"],
      ],
      ["Ann"],
    ],
  ])("%s", async (_label, pairs, expected) => {
    expect(await names(pairs)).toEqual(expected);
  });
});

describe("order, limit, offset, Range, count", () => {
  const fetchNames = async (query: string, headers: Record<string, string> = {}) => {
    const response = await env.request("GET", `/items?select=name${query}`, { headers });
    const rows = Array.isArray(response.json) ? (response.json as Array<{ name: string }>) : [];
    return { ...response, names: rows.map((r) => r.name) };
  };

  it("orders with direction and null placement, several columns", async () => {
    expect((await fetchNames("&order=rating.desc.nullslast")).names).toEqual([
      "Ann",
      "a,b (c).d",
      "Bob",
      "Cy",
    ]);
    expect((await fetchNames("&order=rating.desc.nullsfirst")).names).toEqual([
      "Cy",
      "Ann",
      "a,b (c).d",
      "Bob",
    ]);
    expect((await fetchNames("&order=rating.asc")).names).toEqual([
      "Bob",
      "a,b (c).d",
      "Ann",
      "Cy",
    ]);
    expect((await fetchNames("&order=featured.asc.nullsfirst,name.desc")).names).toEqual([
      "a,b (c).d",
      "Cy",
      "Bob",
      "Ann",
    ]);
  });

  it("applies limit and offset", async () => {
    const response = await fetchNames("&order=name&limit=2&offset=1");
    expect(response.names).toEqual(["Bob", "Cy"]);
    expect(response.headers["content-range"]).toBe("1-2/*");
    expect(response.status).toBe(200);
  });

  it("counts the filtered relation ignoring limit/offset: 206 for a partial page", async () => {
    const response = await fetchNames("&order=name&offset=0&limit=2", { prefer: "count=exact" });
    expect(response.status).toBe(206);
    expect(response.headers["content-range"]).toBe("0-1/4");
    expect(response.headers["preference-applied"]).toBe("count=exact");
    const all = await fetchNames("&approved=eq.true", { prefer: "count=planned" });
    expect(all.status).toBe(200);
    expect(all.headers["content-range"]).toBe("0-3/4");
  });

  it("answers */0 for an empty counted result and */* without count", async () => {
    const counted = await fetchNames("&name=eq.nobody", { prefer: "count=exact" });
    expect(counted.status).toBe(200);
    expect(counted.headers["content-range"]).toBe("*/0");
    expect(counted.json).toEqual([]);
    const uncounted = await fetchNames("&name=eq.nobody");
    expect(uncounted.headers["content-range"]).toBe("*/*");
  });

  it("answers 416 for an offset past the total", async () => {
    const response = await fetchNames("&offset=10", { prefer: "count=exact" });
    expect(response.status).toBe(416);
    expect(response.headers["content-range"]).toBe("*/4");
    expect(response.json).toMatchObject({
      code: "PGRST103",
      details: "An offset of 10 was requested, but there are only 4 rows.",
    });
  });

  it("honours the Range header as limit/offset", async () => {
    const response = await fetchNames("&order=name", { range: "1-2", "range-unit": "items" });
    expect(response.names).toEqual(["Bob", "Cy"]);
    expect(response.headers["content-range"]).toBe("1-2/*");
    const counted = await fetchNames("&order=name", { range: "2-", prefer: "count=exact" });
    expect(counted.names).toEqual(["Cy", "a,b (c).d"]);
    expect(counted.status).toBe(206);
    expect(counted.headers["content-range"]).toBe("2-3/4");
    const invalid = await fetchNames("", { range: "5-2" });
    expect(invalid.status).toBe(416);
    expect(invalid.json).toMatchObject({ code: "PGRST103" });
  });

  it("HEAD answers headers without a body", async () => {
    const response = await env.request("HEAD", "/items?select=*&approved=eq.true", {
      headers: { prefer: "count=exact" },
    });
    expect(response.status).toBe(200);
    expect(response.text).toBe("");
    expect(response.headers["content-range"]).toBe("0-3/4");
  });
});

describe("single object Accept", () => {
  const accept = { accept: "application/vnd.pgrst.object+json" };

  it("returns a bare object for exactly one row", async () => {
    const response = await env.request("GET", `/items?select=name,rating&id=eq.${ID(1)}`, {
      headers: accept,
    });
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.pgrst.object+json; charset=utf-8",
    );
    expect(response.json).toEqual({ name: "Ann", rating: 5 });
  });

  it("answers 406 PGRST116 for zero or several rows", async () => {
    const none = await env.request("GET", "/items?select=*&name=eq.nobody", { headers: accept });
    expect(none.status).toBe(406);
    expect(none.json).toEqual({
      code: "PGRST116",
      message: "Cannot coerce the result to a single JSON object",
      details: "The result contains 0 rows",
      hint: null,
    });
    const many = await env.request("GET", "/items?select=*", { headers: accept });
    expect(many.status).toBe(406);
    expect((many.json as { details: string }).details).toBe("The result contains 4 rows");
  });

  it("maybeSingle (no special Accept) gets a normal array", async () => {
    const response = await env.request("GET", "/items?select=*&name=eq.nobody");
    expect(response.json).toEqual([]);
  });
});

describe("errors", () => {
  it("404 PGRST205 for an unknown table, with a hint", async () => {
    const response = await env.request("GET", "/item?select=*");
    expect(response.status).toBe(404);
    expect(response.json).toEqual({
      code: "PGRST205",
      message: "Could not find the table 'public.item' in the schema cache",
      details: null,
      hint: "Perhaps you meant the table 'public.items'",
    });
  });

  it("400 42703 for unknown columns in filters, select and order", async () => {
    for (const query of [
      "?nope=eq.1",
      "?select=id,nope",
      "?order=nope.desc",
      "?or=(nope.eq.1,name.eq.Ann)",
    ]) {
      const response = await env.request("GET", `/items${query}`);
      expect(response.status, query).toBe(400);
      expect(response.json, query).toEqual({
        code: "42703",
        message: "column items.nope does not exist",
        details: null,
        hint: null,
      });
    }
  });

  it("400 PGRST100 for filters and logic trees that do not parse", async () => {
    const filter = await env.request("GET", "/items?name=foo.bar");
    expect(filter.status).toBe(400);
    expect(filter.json).toEqual({
      code: "PGRST100",
      message: '"failed to parse filter (foo.bar)" (line 1, column 1)',
      details: 'unexpected "f" expecting "not" or operator (eq, gt, ...)',
      hint: null,
    });
    const tree = await env.request("GET", "/items?or=(name.eq.Ann,rating)");
    expect(tree.status).toBe(400);
    expect(tree.json).toMatchObject({
      code: "PGRST100",
      message: expect.stringContaining("failed to parse logic tree"),
    });
    for (const query of ["?limit=x", "?order=name.sideways", "?select=a,,b"]) {
      expect((await env.request("GET", `/items${query}`)).status, query).toBe(400);
    }
  });

  it("400 22P02 for literals of the wrong type", async () => {
    const rating = await env.request("GET", "/items?rating=eq.abc");
    expect(rating.status).toBe(400);
    expect(rating.json).toEqual({
      code: "22P02",
      message: 'invalid input syntax for type integer: "abc"',
      details: null,
      hint: null,
    });
    expect((await env.request("GET", "/items?id=eq.1")).json).toMatchObject({ code: "22P02" });
    expect((await env.request("GET", "/items?approved=eq.maybe")).status).toBe(400);
  });

  it("401 for anon / 403 for authenticated without table privileges", async () => {
    const anon = await env.request("GET", "/secrets?select=*");
    expect(anon.status).toBe(401);
    expect(anon.json).toEqual({
      code: "42501",
      message: "permission denied for table secrets",
      details: null,
      hint: null,
    });
    const user = await env.request("GET", "/secrets?select=*", { token: userToken(ALICE) });
    expect(user.status).toBe(403);
    const service = await env.request("GET", "/secrets?select=*", { token: SERVICE });
    expect(service.status).toBe(200);
  });

  it("refuses resource embedding and aggregates", async () => {
    expect((await env.request("GET", "/items?select=id,owner(name)")).json).toMatchObject({
      code: "PGRST200",
    });
    expect((await env.request("GET", "/items?select=count()")).json).toMatchObject({
      code: "PGRST123",
    });
  });

  it("406 PGRST106 for another schema, 406 PGRST107 for unsupported media types", async () => {
    const schema = await env.request("GET", "/items", { headers: { "accept-profile": "private" } });
    expect(schema.status).toBe(406);
    expect(schema.json).toMatchObject({ code: "PGRST106", message: "Invalid schema: private" });
    const media = await env.request("GET", "/items", { headers: { accept: "text/csv" } });
    expect(media.status).toBe(406);
    expect(media.json).toMatchObject({ code: "PGRST107" });
  });

  it("404 for invalid paths, 405 for unsupported methods", async () => {
    expect((await env.request("GET", "/items/extra")).status).toBe(404);
    expect((await env.request("PUT", "/items", { body: {} })).status).toBe(405);
    expect((await env.request("PATCH", "/rpc/whatever", { body: {} })).status).toBe(405);
  });

  it("answers OPTIONS and serves a minimal OpenAPI description at the root", async () => {
    const options = await env.request("OPTIONS", "/items");
    expect(options.status).toBe(200);
    expect(options.headers.allow).toContain("PATCH");
    const root = await env.request("GET", "/");
    expect(root.status).toBe(200);
    expect((root.json as { paths: Record<string, unknown> }).paths).toHaveProperty("/items");
  });
});

describe("injection attempts", () => {
  const intact = async () => {
    const rows = await env.sql<{ n: number }>("select count(*)::int as n from public.items");
    expect(rows[0]?.n).toBe(5);
  };

  it.each([
    "/items?name;drop table items=eq.1",
    "/items?select=name;drop table items",
    '/items?select=x";drop table items;--:name',
    "/items?select=name::text); drop table items;--",
    "/items?select=name::pg_sleep",
    "/items?order=name;drop table items",
    '/items?order="name"; drop table items',
    '/items?or=(name";drop table items;--.eq.1)',
    "/items;drop table items",
    '/items"; drop table items;--',
    "/rpc/pg_sleep",
  ])("refuses %s with a 4xx", async (path) => {
    const response = await env.request(
      "GET",
      path.replace(/ /g, "%20").replace(/;/g, "%3B").replace(/"/g, "%22"),
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.json).toHaveProperty("code");
    await intact();
  });

  it("binds hostile values as data", async () => {
    const hostile = "'); drop table items;--";
    expect(await names([["name", `eq.${hostile}`]])).toEqual([]);
    expect(await names([["name", `in.("${hostile}",x)`]])).toEqual([]);
    expect((await env.request("GET", `/items${qs([["name", `in.(${hostile})`]])}`)).status).toBe(
      400,
    );
    expect(
      await names([["or", `(name.eq."${hostile}",comment.like.*${hostile.replace(")", "")}*)`]]),
    ).toEqual([]);
    expect(await names([["name", "like.%' or 1=1 --"]])).toEqual([]);
    expect(
      (await env.request("GET", `/items${qs([["rating", "eq.1; drop table items"]])}`)).status,
    ).toBe(400);
    await intact();
  });

  it("uses a hostile type name only through to_regtype", async () => {
    const response = await env.request("GET", `/items${qs([["select", "name::nosuchtype"]])}`);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ code: "42704" });
    await intact();
  });
});
