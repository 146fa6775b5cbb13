/**
 * Random and hostile values for the property tests: wrong types, huge strings, control
 * characters, odd unicode, SQL and HTML fragments and prototype-pollution keys.
 */
import fc from "fast-check";

export const SQL_FRAGMENTS = [
  "'; drop table public.reviews; --",
  '" or 1=1 --',
  "1; select pg_sleep(10)",
  "') union select * from auth.users --",
  "$$; delete from form_submissions; $$",
  "\\x27; truncate reviews",
  "eq.1&or=(approved.is.true)",
];

const HTML_FRAGMENTS = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "</textarea><svg onload=alert(1)>",
  "javascript:alert(1)",
  "&lt;&#x3C;&amp;",
  "{{constructor.constructor('alert(1)')()}}",
];

export const PROTOTYPE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "__defineGetter__",
  "valueOf",
];

const ODD_UNICODE = [
  "\u0000",
  "\u0000\u0001\u0002\u001b[31m",
  "\r\n\t\v\f",
  "\u202e\u200b\u200d\ufeff",
  "\ud800",
  "\udfff\ud800",
  "\u00a0\u2028\u2029\u3000",
  "😀👩‍👩‍👧‍👦🇮🇳",
  "e\u0301\u0301\u0301",
  "ﷺ𒐫𒈙",
  "\uffff\ufffe",
];

const NUMBER_LIKE = [
  "5",
  " 4 ",
  "3.5",
  "1e0",
  "0x3",
  "Infinity",
  "NaN",
  "-0",
  "6",
  "0",
  "",
  "1,5",
  "５",
  "2\u0000",
];

/** A string that is usually hostile and sometimes ordinary, at any length up to `maxLength`. */
export function hostileString(maxLength = 300): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength }) },
    { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        ...SQL_FRAGMENTS,
        ...HTML_FRAGMENTS,
        ...ODD_UNICODE,
        ...PROTOTYPE_KEYS,
        ...NUMBER_LIKE,
      ),
    },
    {
      weight: 2,
      arbitrary: fc
        .array(
          fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...ODD_UNICODE, " ", "a", "Zoë"),
          { maxLength: 12 },
        )
        .map((parts) => parts.join("")),
    },
    { weight: 1, arbitrary: fc.emailAddress() },
    // Around and far beyond the limits (100, 254, 2000, 5000; the REST body limit is 256 KiB).
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom("x", " ", "é", "😀", "\u0000", "<"),
          fc.constantFrom(1, 2, 99, 100, 101, 254, 255, 1999, 2001, 4999, 5001, 70_000),
        )
        .map(([unit, count]) => unit.repeat(count)),
    },
  );
}

/** Any JSON value, including the ones a schema never expects. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString(120) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, false, 0, -1, 1, 5, 2.5, 32768, 1e308, [], {}, [1], {
      a: 1,
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** Text that passes the forms' rules yet carries hostile content: exercises the write path. */
export function validText(min: number, max: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom(
        ...SQL_FRAGMENTS,
        ...HTML_FRAGMENTS,
        ...PROTOTYPE_KEYS,
        "Zoë Ünïcödé 😀",
        "\u202eevil",
        "line\nbreak",
        "plain words",
      ),
      fc.string({ maxLength: 40 }),
    )
    .map(([fragment, tail]) => {
      const text = `Ab ${fragment} ${tail}`.trim();
      return text.length >= min ? text.slice(0, max) : text.padEnd(min, "x");
    });
}
