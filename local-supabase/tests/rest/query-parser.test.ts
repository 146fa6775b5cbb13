import { describe, expect, it } from "vitest";

import { RestError } from "../../src/rest/errors.ts";
import {
  parseFilter,
  parseLogicTree,
  parseNameList,
  parseOrder,
  parseQuery,
  parseSelect,
  type Filter,
  type LogicTree,
} from "../../src/rest/query-parser.ts";

function expectParseError(fn: () => unknown, message?: RegExp): RestError {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    const restError = error as RestError;
    expect(restError.status).toBe(400);
    expect(restError.code).toBe("PGRST100");
    if (message) expect(restError.message).toMatch(message);
    return restError;
  }
  throw new Error("expected a parse error");
}

const filter = (field: string, raw: string) => parseFilter(field, raw).operation;

describe("filters", () => {
  it.each([
    "eq",
    "neq",
    "gt",
    "gte",
    "lt",
    "lte",
    "like",
    "ilike",
    "match",
    "imatch",
    "isdistinct",
    "cs",
    "cd",
    "ov",
  ])("parses the %s operator", (op) => {
    expect(parseFilter("col", `${op}.5`)).toEqual({
      type: "filter",
      field: "col",
      negated: false,
      operation: { op, quantifier: null, value: "5" },
    });
  });

  it.each(["sl", "sr", "nxr", "nxl", "adj"])("parses the range operator %s", (op) => {
    expect(filter("r", `${op}.[1,5)`)).toEqual({ op, quantifier: null, value: "[1,5)" });
  });

  it("takes everything after the operator verbatim outside logic trees", () => {
    expect(filter("name", "eq.a,b (c).d")).toEqual({
      op: "eq",
      quantifier: null,
      value: "a,b (c).d",
    });
    expect(filter("name", 'eq."quoted"')).toEqual({
      op: "eq",
      quantifier: null,
      value: '"quoted"',
    });
    expect(filter("name", "eq.")).toEqual({ op: "eq", quantifier: null, value: "" });
    expect(filter("comment", "ilike.%50\\%%")).toEqual({
      op: "ilike",
      quantifier: null,
      value: "%50\\%%",
    });
    expect(filter("name", "eq.not.x")).toEqual({ op: "eq", quantifier: null, value: "not.x" });
  });

  it("keeps * in like values for the SQL builder to turn into %", () => {
    expect(filter("name", "like.*foo*")).toEqual({ op: "like", quantifier: null, value: "*foo*" });
  });

  it("negates with not.", () => {
    expect(parseFilter("comment", "not.is.null")).toMatchObject({
      negated: true,
      operation: { op: "is", value: "null" },
    });
    expect(parseFilter("rating", "not.in.(1,2)")).toMatchObject({
      negated: true,
      operation: { op: "in", values: ["1", "2"] },
    });
    expect(parseFilter("rating", "not.eq.3")).toMatchObject({
      negated: true,
      operation: { op: "eq", value: "3" },
    });
  });

  it.each([
    ["null", "null"],
    ["not_null", "not_null"],
    ["true", "true"],
    ["false", "false"],
    ["unknown", "unknown"],
    ["NULL", "null"],
  ])("parses is.%s", (raw, value) => {
    expect(filter("x", `is.${raw}`)).toEqual({ op: "is", value });
  });

  it("rejects other is. values", () => {
    expectParseError(() => parseFilter("x", "is.maybe"), /failed to parse filter \(is\.maybe\)/);
    expectParseError(() => parseFilter("x", "is.nullx"));
  });

  it("parses in. lists with PostgREST quoting", () => {
    expect(filter("name", 'in.(plain,"a,b","c(d)",say "hi",x.y)')).toEqual({
      op: "in",
      values: ["plain", "a,b", "c(d)", 'say "hi"', "x.y"],
    });
    expect(filter("name", 'in.("with \\"quote\\"","back\\\\slash","a*b%c")')).toEqual({
      op: "in",
      values: ['with "quote"', "back\\slash", "a*b%c"],
    });
    expect(filter("name", "in.()")).toEqual({ op: "in", values: [] });
    expect(filter("name", 'in.("")')).toEqual({ op: "in", values: [""] });
    expect(filter("name", "in.( a,b)")).toEqual({ op: "in", values: ["a", "b"] });
  });

  it("rejects malformed in. lists", () => {
    expectParseError(() => parseFilter("name", "in.1,2"));
    expectParseError(() => parseFilter("name", "in.(1,2"));
    expectParseError(() => parseFilter("name", "in.(1,2)x"));
  });

  it("parses (any) and (all) modifiers", () => {
    expect(filter("name", "like(any).{a*,b*}")).toEqual({
      op: "like",
      quantifier: "any",
      value: "{a*,b*}",
    });
    expect(filter("rating", "gt(all).{1,2}")).toEqual({
      op: "gt",
      quantifier: "all",
      value: "{1,2}",
    });
    expectParseError(() => parseFilter("name", "like(some).{a}"));
    expectParseError(() => parseFilter("tags", "cs(any).{a}"));
  });

  it("parses full-text search operators with an optional language", () => {
    expect(filter("doc", "fts.cat & dog")).toEqual({
      op: "fts",
      language: null,
      value: "cat & dog",
    });
    expect(filter("doc", "plfts(english).fat cats")).toEqual({
      op: "plfts",
      language: "english",
      value: "fat cats",
    });
    expect(filter("doc", "phfts.a b")).toMatchObject({ op: "phfts" });
    expect(filter("doc", "wfts(simple).x")).toMatchObject({ op: "wfts", language: "simple" });
    expectParseError(() => parseFilter("doc", "fts().x"));
  });

  it("rejects unknown operators and missing dots with PGRST100", () => {
    const error = expectParseError(
      () => parseFilter("name", "foo.1"),
      /"failed to parse filter \(foo\.1\)" \(line 1, column 1\)/,
    );
    expect(error.details).toBe('unexpected "f" expecting "not" or operator (eq, gt, ...)');
    expectParseError(() => parseFilter("name", "eq"));
    expectParseError(() => parseFilter("name", "bar"));
    expectParseError(() => parseFilter("name", ""));
    expectParseError(() => parseFilter("name", "not.eq"));
    expectParseError(() => parseFilter("name", "EQ.1"));
  });
});

describe("logic trees", () => {
  const f = (field: string, op: string, value: string, negated = false): Filter => ({
    type: "filter",
    field,
    negated,
    operation: { op, quantifier: null, value } as Filter["operation"],
  });

  it("parses or/and with plain items", () => {
    expect(parseLogicTree("or", "(name.ilike.*foo*,comment.ilike.*foo*)")).toEqual({
      type: "logic",
      operator: "or",
      negated: false,
      conditions: [f("name", "ilike", "*foo*"), f("comment", "ilike", "*foo*")],
    });
    expect(parseLogicTree("and", "(rating.gte.3,approved.is.true)").conditions[1]).toEqual({
      type: "filter",
      field: "approved",
      negated: false,
      operation: { op: "is", value: "true" },
    });
  });

  it("parses not.or, not.and and nested trees", () => {
    const tree = parseLogicTree(
      "not.or",
      "(a.eq.1,and(b.gt.2,not.or(c.is.null,d.not.eq.4)),e.in.(1,2))",
    );
    expect(tree.negated).toBe(true);
    expect(tree.operator).toBe("or");
    const nested = tree.conditions[1] as LogicTree;
    expect(nested).toMatchObject({ type: "logic", operator: "and", negated: false });
    const inner = nested.conditions[1] as LogicTree;
    expect(inner).toMatchObject({ type: "logic", operator: "or", negated: true });
    expect(inner.conditions[1]).toEqual(f("d", "eq", "4", true));
    expect(tree.conditions[2]).toMatchObject({ operation: { op: "in", values: ["1", "2"] } });
    expect(parseLogicTree("not.and", "(a.eq.1,b.eq.2)")).toMatchObject({
      operator: "and",
      negated: true,
    });
  });

  it("unquotes values with backslash escapes and keeps special characters", () => {
    const tree = parseLogicTree(
      "or",
      '(name.eq."a,b",name.eq."x(y)",name.eq."say \\"hi\\"",name.eq."c:\\\\d",name.like."*%.")',
    );
    expect(tree.conditions.map((c) => (c as Filter).operation)).toEqual([
      { op: "eq", quantifier: null, value: "a,b" },
      { op: "eq", quantifier: null, value: "x(y)" },
      { op: "eq", quantifier: null, value: 'say "hi"' },
      { op: "eq", quantifier: null, value: "c:\\d" },
      { op: "like", quantifier: null, value: "*%." },
    ]);
  });

  it("allows dots, colons, * and quotes in unquoted values; a quote not followed by , or ) is literal", () => {
    const tree = parseLogicTree("or", '(a.eq.1.5,b.eq.x:y*z,c.eq."ab"c,d.eq.say "hi")');
    expect(
      tree.conditions.map((c) => ((c as Filter).operation as { value: string }).value),
    ).toEqual(["1.5", "x:y*z", '"ab"c', 'say "hi"']);
  });

  it("accepts {…} array literals and quoted in-list elements inside trees", () => {
    const tree = parseLogicTree("or", '(tags.cs.{a,b},tags.ov.{"c,d"},name.in.("x,y",z))');
    expect((tree.conditions[0] as Filter).operation).toEqual({
      op: "cs",
      quantifier: null,
      value: "{a,b}",
    });
    expect((tree.conditions[1] as Filter).operation).toEqual({
      op: "ov",
      quantifier: null,
      value: '{"c,d"}',
    });
    expect((tree.conditions[2] as Filter).operation).toEqual({ op: "in", values: ["x,y", "z"] });
  });

  it("skips spaces after commas and parentheses", () => {
    const tree = parseLogicTree("or", "( a.eq.1, b.eq.2 )");
    expect(tree.conditions).toEqual([f("a", "eq", "1"), f("b", "eq", "2 ")]);
  });

  it("treats an unterminated quote as raw text, as PostgREST does", () => {
    expect(
      (parseLogicTree("or", '(name.eq."unterminated)').conditions[0] as Filter).operation,
    ).toEqual({
      op: "eq",
      quantifier: null,
      value: '"unterminated',
    });
  });

  it("accepts quoted field names", () => {
    expect(parseLogicTree("or", '("my col".eq.1)').conditions[0]).toMatchObject({
      field: "my col",
    });
  });

  it.each([
    ["or", "name.eq.1"],
    ["or", "(name.eq.1"],
    ["or", "(name.eq.1,)"],
    ["or", "()"],
    ["or", "(name.eq.1))"],
    ["or", "(name.foo.1)"],
    ["or", "(name)"],
    ["or", "(,a.eq.1)"],
    ["and", "(a.eq.1)x"],
    ["or", "(xor(a.eq.1))"],
  ])("rejects %s=%s with PGRST100", (key, value) => {
    expectParseError(() => parseLogicTree(key, value), /failed to parse logic tree/);
  });
});

describe("select", () => {
  it("parses *, column lists, aliases and casts", () => {
    expect(parseSelect("*")).toEqual([{ type: "star" }]);
    expect(parseSelect("id,name,created_at")).toEqual([
      { type: "column", name: "id", alias: null, cast: null },
      { type: "column", name: "name", alias: null, cast: null },
      { type: "column", name: "created_at", alias: null, cast: null },
    ]);
    expect(parseSelect('label:name,rating::text,r:rating::int8,"odd name"')).toEqual([
      { type: "column", name: "name", alias: "label", cast: null },
      { type: "column", name: "rating", alias: null, cast: "text" },
      { type: "column", name: "rating", alias: "r", cast: "int8" },
      { type: "column", name: "odd name", alias: null, cast: null },
    ]);
    expect(parseSelect(" id , name ")).toHaveLength(2);
    expect(parseSelect("")).toEqual([]);
  });

  it("recognises embeds and aggregates so they can be refused", () => {
    expect(parseSelect("id,author:users!fk(name)")).toContainEqual({
      type: "embed",
      name: "users",
      aggregate: false,
    });
    expect(parseSelect("count()")).toEqual([{ type: "embed", name: "count", aggregate: true }]);
  });

  it.each([
    "id,",
    "name;drop table items",
    "a:b:c",
    'x";drop:name',
    "name::text); drop table items;--",
    "name->>x",
    "(",
    "a)",
  ])("rejects %s", (raw) => {
    expectParseError(() => parseSelect(raw), /failed to parse select parameter/);
  });
});

describe("order", () => {
  it("parses directions and null ordering", () => {
    expect(parseOrder("rating.desc.nullslast,created_at.asc,name,id.nullsfirst")).toEqual([
      { field: "rating", direction: "desc", nulls: "last" },
      { field: "created_at", direction: "asc", nulls: null },
      { field: "name", direction: null, nulls: null },
      { field: "id", direction: null, nulls: "first" },
    ]);
  });

  it.each(["rating.up", "rating.desc.nullsmiddle", "", "a,", "name;drop", "a.desc.asc"])(
    "rejects %s",
    (raw) => {
      expectParseError(() => parseOrder(raw), /failed to parse order/);
    },
  );
});

describe("columns and on_conflict", () => {
  it("parses optionally quoted names", () => {
    expect(parseNameList("columns parameter", '"name","rating",comment')).toEqual([
      "name",
      "rating",
      "comment",
    ]);
    expect(parseNameList("on_conflict parameter", "id")).toEqual(["id"]);
    expectParseError(() => parseNameList("columns parameter", "a;b"));
    expectParseError(() => parseNameList("columns parameter", ""));
  });
});

describe("parseQuery", () => {
  it("decodes + as space, ANDs repeated keys and reads reserved keys", () => {
    const params = new URLSearchParams(
      "select=id,name&name=eq.a,b+(c).d&rating=gte.3&rating=in.(4,5)&or=(a.eq.1,b.eq.2)&not.and=(c.eq.3)&order=rating.desc&limit=5&offset=10&columns=name&on_conflict=id",
    );
    const query = parseQuery(params);
    expect(query.selectGiven).toBe(true);
    expect(query.select).toHaveLength(2);
    expect(query.conditions).toHaveLength(5);
    expect(query.conditions[0]).toMatchObject({ field: "name", operation: { value: "a,b (c).d" } });
    expect(query.conditions[1]).toMatchObject({ field: "rating", operation: { op: "gte" } });
    expect(query.conditions[2]).toMatchObject({ field: "rating", operation: { op: "in" } });
    expect(query.conditions[4]).toMatchObject({ type: "logic", operator: "and", negated: true });
    expect(query.order).toEqual([{ field: "rating", direction: "desc", nulls: null }]);
    expect(query).toMatchObject({ limit: 5, offset: 10, columns: ["name"], onConflict: ["id"] });
  });

  it("unquotes quoted filter keys", () => {
    const query = parseQuery(new URLSearchParams('"my col"=eq.1&"a\\"b"=eq.2&"half=eq.3'));
    expect(query.conditions.map((c) => (c as Filter).field)).toEqual(["my col", 'a"b', '"half']);
  });

  it("defaults to select=* and separates RPC arguments", () => {
    const query = parseQuery(new URLSearchParams("min_rating=3&approved=eq.true"), {
      isArgument: (key) => key === "min_rating",
    });
    expect(query.select).toEqual([{ type: "star" }]);
    expect(query.selectGiven).toBe(false);
    expect(query.args).toEqual([["min_rating", "3"]]);
    expect(query.conditions).toHaveLength(1);
  });

  it.each(["limit=-1", "limit=abc", "offset=1.5", "limit=", "approved=true", "order=x.sideways"])(
    "rejects %s with PGRST100",
    (qs) => {
      expectParseError(() => parseQuery(new URLSearchParams(qs)));
    },
  );
});
