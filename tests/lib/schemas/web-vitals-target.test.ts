/**
 * A web-vitals target as it is stored: a selector of tags, ids and classes, short, and with every
 * character a selector does not need dropped, so no attribute value, address or markup survives.
 */
import { describe, expect, it } from "vitest";

import { cleanTarget, TARGET_MAX_LENGTH } from "@/lib/schemas/web-vitals-target";

/** The table's check (supabase/migrations/20261128100000_web_vitals.sql), in JavaScript. */
const STORABLE = /^[A-Za-z0-9#._>:/()%[\]-]{1,120}$/;

describe("cleanTarget", () => {
  it.each([
    "main#main>section.hero>h1",
    "button#menu-toggle",
    "div.md:flex.max-w-[72ch].w-1/2",
    "header.h-(--header-height)>a.w-[50%]",
    "img",
  ])("keeps the selector %s as web-vitals wrote it", (selector) => {
    expect(cleanTarget(selector)).toBe(selector);
    expect(cleanTarget(selector)).toMatch(STORABLE);
  });

  it.each([
    ['input[value="jane@example.com"]', "input[valuejaneexample.com]"],
    ["<img src=x onerror=alert(1)>", "imgsrcxonerroralert(1)"],
    ["div#a\u0000b\nc\u202Ed", "div#abcd"],
    ["p.Zoë.naïve", "p.Zo.nave"],
    ["a[href='https://evil.example/?q=1']", "a[hrefhttps://evil.example/q1]"],
    ["h1 > span, p", "h1>spanp"],
  ])("drops every other character: %s", (hostile, cleaned) => {
    expect(cleanTarget(hostile)).toBe(cleaned);
    expect(cleanTarget(hostile)).toMatch(STORABLE);
    expect(cleanTarget(hostile)).not.toMatch(/[@"'=\s<,\u0000-\u001f\u007f-\uffff]/);
  });

  it("keeps the last characters of a long selector, where the element is, without a leading combinator", () => {
    const long = `${"section.wrapper>".repeat(20)}h1.title`;
    const cleaned = cleanTarget(long)!;
    expect(cleaned.length).toBeLessThanOrEqual(TARGET_MAX_LENGTH);
    expect(cleaned.endsWith(">h1.title")).toBe(true);
    expect(cleaned.startsWith(">")).toBe(false);
    expect(cleaned).toMatch(STORABLE);
    expect(cleanTarget("x".repeat(10_000))).toBe("x".repeat(TARGET_MAX_LENGTH));
  });

  it("stores no target when nothing is left or none was given", () => {
    expect(cleanTarget(undefined)).toBeNull();
    expect(cleanTarget("")).toBeNull();
    expect(cleanTarget("@@ ' \" = <>")).toBeNull();
  });
});
