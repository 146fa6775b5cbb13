import { describe, expect, it } from "vitest";

import { ilikeAnyColumn, ilikeContainsValue } from "./postgrest-filter";

describe("ilikeContainsValue", () => {
  it("wraps a plain term in wildcards and quotes", () => {
    expect(ilikeContainsValue("ann")).toBe('"*ann*"');
  });

  it("keeps PostgREST syntax characters as data inside quotes", () => {
    expect(ilikeContainsValue("a,b (c).d")).toBe('"*a,b (c).d*"');
  });

  it("escapes quotes and backslashes for PostgREST, and LIKE wildcards for Postgres", () => {
    expect(ilikeContainsValue('say "hi"')).toBe('"*say \\"hi\\"*"');
    expect(ilikeContainsValue("100%_x")).toBe('"*100\\\\%\\\\_x*"');
    expect(ilikeContainsValue("a\\b")).toBe('"*a\\\\\\\\b*"');
  });

  it("turns * into a single-character wildcard, since PostgREST cannot escape it", () => {
    expect(ilikeContainsValue("*best*")).toBe('"*_best_*"');
  });
});

describe("ilikeAnyColumn", () => {
  it("builds one ilike condition per column", () => {
    expect(ilikeAnyColumn(["name", "email"], "x")).toBe('name.ilike."*x*",email.ilike."*x*"');
  });
});
