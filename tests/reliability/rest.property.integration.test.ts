/**
 * Property-based bad input for the REST tables the public forms write to, over real HTTP against
 * a fresh embedded backend: random methods, bodies, query strings and headers, as the anonymous
 * visitor (or with a junk token). Never a 5xx; every error is PostgREST's JSON with a message;
 * and nothing is stored, since only the app's server writes these tables. The database
 * constraints still mirror the forms' zod schemas, checked with the server's key below.
 */
import type { LocalSupabase } from "@kalpix/local-supabase/server";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { contactSchema } from "@/lib/schemas/contact.schema";
import { reviewSchema } from "@/lib/schemas/review.schema";

import { startTestSupabase } from "../support/local-supabase";
import { anyJson, hostileString, PROTOTYPE_KEYS, SQL_FRAGMENTS, validText } from "./hostile";

let local: LocalSupabase;

beforeAll(async () => {
  local = await startTestSupabase();
}, 60_000);
afterAll(() => local?.close());

const tables = {
  form_submissions: { schema: contactSchema, columns: ["name", "email", "message"] },
  reviews: { schema: reviewSchema, columns: ["name", "rating", "comment"] },
} as const;
type Table = keyof typeof tables;

async function rows(table: Table): Promise<Record<string, unknown>[]> {
  const key = local.config.serviceRoleKey;
  const response = await fetch(`${local.url}/rest/v1/${table}?select=*`, {
    headers: { apikey: key, authorization: `Bearer ${key}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>[];
}

const column = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      "name",
      "email",
      "message",
      "rating",
      "comment",
      "approved",
      "id",
      "created_at",
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(...PROTOTYPE_KEYS, "*", "", "name,comment", "name->>x", "count()"),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
);

/** A row-shaped body: real columns with any value, plus strange keys. */
const rowBody = fc
  .tuple(
    fc.dictionary(column, anyJson, { maxKeys: 5 }),
    fc.record(
      {
        name: fc.oneof(validText(2, 100), anyJson),
        email: fc.oneof(fc.emailAddress(), anyJson),
        message: fc.oneof(validText(10, 5000), anyJson),
        rating: fc.oneof(fc.integer({ min: 1, max: 5 }), anyJson),
        comment: fc.oneof(validText(10, 2000), anyJson),
        approved: fc.oneof(fc.constant(false), anyJson),
      },
      { requiredKeys: [] },
    ),
  )
  .map(([extra, known]) => ({ ...extra, ...known }));

/** Only the columns a visitor may write, with values close to (or just past) the rules. */
const nearValid = (text: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 4, arbitrary: text }, { weight: 1, arbitrary: hostileString(120) });
const plausibleRows = {
  form_submissions: fc.record({
    name: nearValid(
      fc.oneof(
        validText(2, 100),
        fc.constantFrom("\t\tA", "\u00a0\u00a0A", "A\n\n", " A ", "\u3000A"),
      ),
    ),
    email: nearValid(
      fc.oneof(
        fc.emailAddress(),
        fc.constantFrom(
          "a<b@c.de",
          '"q"@x.io',
          "a@b.c",
          "a..b@c.de",
          "ab@c.de\t",
          "\tab@c.de",
          "ü@ö.de",
          "a@b.co;drop",
        ),
      ),
    ),
    message: nearValid(validText(10, 5000)),
  }),
  reviews: fc.record({
    name: nearValid(validText(2, 100)),
    rating: fc.oneof(
      fc.integer({ min: 0, max: 6 }),
      fc.constantFrom("5", " 4", "3.0", 2.0000001, "1e0"),
    ),
    comment: nearValid(validText(10, 2000)),
  }),
};

const body = (table: Table) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: (plausibleRows[table] as fc.Arbitrary<object>).map((value) =>
        JSON.stringify(value),
      ),
    },
    { weight: 5, arbitrary: rowBody.map((value) => JSON.stringify(value)) },
    {
      weight: 2,
      arbitrary: fc.array(rowBody, { maxLength: 3 }).map((value) => JSON.stringify(value)),
    },
    { weight: 1, arbitrary: anyJson.map((value) => JSON.stringify(value) ?? "") },
    { weight: 1, arbitrary: hostileString(200) },
    // A prototype-pollution attempt spelled as JSON, which JSON.stringify would never produce.
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '{"__proto__":{"approved":true},"name":"Ann","rating":5,"comment":"long enough comment"}',
        '{"constructor":{"prototype":{"approved":true}}}',
        "[",
        "{}",
        "[]",
        "null",
        '{"name":"A\\u0000nn","rating":5,"comment":"long enough comment"}',
      ),
    },
  );

const operator = fc.constantFrom(
  "eq",
  "neq",
  "gt",
  "lt",
  "gte",
  "like",
  "ilike",
  "in",
  "is",
  "not.eq",
  "cs",
  "fts",
  "match",
  "bogus",
);
const queryParam = fc.oneof(
  fc.tuple(
    column,
    fc.tuple(operator, hostileString(40)).map(([op, value]) => `${op}.${value}`),
  ),
  fc.tuple(
    fc.constantFrom("select", "order", "limit", "offset", "or", "and", "on_conflict", "columns"),
    fc.oneof(hostileString(40), column),
  ),
  fc.tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...SQL_FRAGMENTS)),
);

const someHeaders = fc.record(
  {
    prefer: fc.constantFrom(
      "return=representation",
      "return=minimal",
      "count=exact",
      "resolution=merge-duplicates",
      "missing=default",
      "tx=rollback",
      "handling=strict",
      "bogus",
      "return=representation,count=planned",
    ),
    accept: fc.constantFrom(
      "application/json",
      "application/vnd.pgrst.object+json",
      "text/csv",
      "*/*",
      "application/geo+json",
      "nonsense",
    ),
    "content-type": fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "text/csv",
      "multipart/form-data",
    ),
    range: fc.constantFrom("0-9", "5-", "x", "-1-3", "10-0"),
    authorization: fc.constantFrom(
      "Bearer not.a.jwt",
      "Basic abc",
      "Bearer ",
      "Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.",
    ),
  },
  { requiredKeys: [] },
);
const extraHeaders = fc.oneof(
  { weight: 4, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: someHeaders },
);

const hostileRequest = fc.constantFrom<Table>("form_submissions", "reviews").chain((table) =>
  fc.record({
    table: fc.constant(table),
    method: fc.constantFrom("POST", "POST", "POST", "GET", "PATCH", "DELETE", "PUT", "HEAD"),
    query: fc.oneof(fc.constant([]), fc.array(queryParam, { maxLength: 3 })),
    body: body(table),
    headers: extraHeaders,
  }),
);

/**
 * Rows the forms accept, posted plainly. Among the hostile requests alone a stored row is rare
 * (about 1 in 40), so a run could end without touching the write path; a sixth of the runs
 * are these, and the check below that some rows were stored never depends on luck.
 */
const email = fc
  .tuple(
    fc.stringMatching(/^[a-z][a-z0-9._-]{0,20}[a-z0-9]$/),
    fc.constantFrom("example.com", "mail.example.co.in"),
  )
  .filter(([local]) => !local.includes(".."))
  .map(([local, domain]) => `${local}@${domain}`);
const validRows = {
  form_submissions: fc.record({ name: validText(2, 100), email, message: validText(10, 5000) }),
  reviews: fc.record({
    name: validText(2, 100),
    rating: fc.integer({ min: 1, max: 5 }),
    comment: validText(10, 2000),
  }),
};
const validWrite = fc.constantFrom<Table>("form_submissions", "reviews").chain((table) =>
  (validRows[table] as fc.Arbitrary<object>).map((row) => ({
    table,
    method: "POST",
    query: [] as [string, string][],
    body: JSON.stringify(row),
    headers: {} as Record<string, string>,
  })),
);

const requestArbitrary = fc.oneof(
  { weight: 5, arbitrary: hostileRequest },
  { weight: 1, arbitrary: validWrite },
);

describe("/rest/v1 under hostile requests", () => {
  it("never answers 5xx, explains every refusal, and stores only valid rows", async () => {
    const anon = local.config.anonKey;
    const seeded = new Map<Table, Set<unknown>>();
    for (const table of Object.keys(tables) as Table[])
      seeded.set(table, new Set((await rows(table)).map((row) => row.id)));

    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(requestArbitrary, async ({ table, method, query, body: text, headers }) => {
        const url = new URL(`${local.url}/rest/v1/${table}`);
        for (const [name, value] of query) url.searchParams.append(name, value);
        const response = await fetch(url, {
          method,
          headers: {
            apikey: anon,
            authorization: `Bearer ${anon}`,
            "content-type": "application/json",
            ...headers,
          },
          body: method === "GET" || method === "HEAD" ? undefined : text,
        });
        const label = `${response.status} ${method} ${`${url.pathname}${url.search}`.slice(0, 300)} ${JSON.stringify(headers)} ${text.slice(0, 200)}`;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expect(response.status, label).toBeLessThan(500);
        const payload = await response.text();
        // Refused by the HTTP server before any handler runs: the status is the whole answer.
        const protocolLevel = response.status === 414 || response.status === 431;
        if (response.status >= 400 && method !== "HEAD" && !protocolLevel) {
          const error = JSON.parse(payload) as Record<string, unknown>;
          expect(typeof error.message, label).toBe("string");
          expect((error.message as string).length, label).toBeGreaterThan(0);
        }
      }),
      { numRuns: 250 },
    );
    // The publishable key writes nothing: the forms store only through the app's server.
    expect(statuses.get(201) ?? 0, JSON.stringify([...statuses])).toBe(0);

    for (const [table, { schema }] of Object.entries(tables) as [Table, (typeof tables)[Table]][]) {
      const stored = (await rows(table)).filter((row) => !seeded.get(table)!.has(row.id));
      // Whatever the database accepted, the form's schema accepts too.
      const invalid = stored.flatMap((row) => {
        const result = schema.safeParse(row);
        return result.success
          ? []
          : [{ row, paths: result.error.issues.map((issue) => String(issue.path[0])) }];
      });
      expect(invalid, table).toEqual([]);
      // RLS: a visitor can never store an approved review.
      if (table === "reviews")
        expect(
          stored.filter((row) => row.approved !== false),
          table,
        ).toEqual([]);
    }
  }, 90_000);

  it("does not let anon read or change anything it should not", async () => {
    const anon = local.config.anonKey;
    const before = await rows("reviews");
    await fc.assert(
      fc.asyncProperty(
        fc.array(queryParam, { maxLength: 3 }),
        fc.constantFrom("GET", "PATCH", "DELETE"),
        rowBody,
        async (query, method, row) => {
          const url = new URL(`${local.url}/rest/v1/form_submissions`);
          for (const [name, value] of query) url.searchParams.append(name, value);
          const response = await fetch(url, {
            method,
            headers: {
              apikey: anon,
              authorization: `Bearer ${anon}`,
              "content-type": "application/json",
              prefer: "return=representation",
            },
            body: method === "GET" ? undefined : JSON.stringify(row),
          });
          expect(response.status).toBeLessThan(500);
          // Contact messages are never readable by a visitor, whatever the filter.
          if (response.ok) expect(await response.json()).toEqual([]);
        },
      ),
      { numRuns: 100 },
    );
    // Reviews are untouched by anonymous PATCH/DELETE in the other property.
    const after = await rows("reviews");
    for (const review of before) expect(after).toContainEqual(review);
  }, 60_000);
});

/**
 * Found by the property above, fixed by migration 20261122113000: the database once accepted rows
 * the forms' schemas refuse. The constraints now trim as JavaScript does and use zod's e-mail
 * pattern, so a direct REST call with the public key cannot store them either.
 */
describe("database constraints match the forms' schemas", () => {
  // As the app's server writes (the API roles cannot insert at all): the constraints still hold.
  const serverInsert = (table: Table, row: object) =>
    fetch(`${local.url}/rest/v1/${table}`, {
      method: "POST",
      headers: {
        apikey: local.config.serviceRoleKey,
        authorization: `Bearer ${local.config.serviceRoleKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(row),
    });

  it.each(["\t\tA", "A\n\n", "\u3000A"])(
    "refuses the name %j that is too short once trimmed as the forms trim",
    async (name) => {
      expect(contactSchema.shape.name.safeParse(name).success).toBe(false);
      const response = await serverInsert("form_submissions", {
        name,
        email: "ann@example.com",
        message: "long enough message",
      });
      expect(response.status).toBe(400);
    },
  );

  it.each(["a@b.c", "a<b@c.de", "a..b@c.de", "x/{y}@example.com"])(
    "refuses the e-mail %j that the contact form refuses",
    async (email) => {
      expect(contactSchema.shape.email.safeParse(email).success).toBe(false);
      const response = await serverInsert("form_submissions", {
        name: "Ann",
        email,
        message: "long enough message",
      });
      expect(response.status).toBe(400);
    },
  );
});
