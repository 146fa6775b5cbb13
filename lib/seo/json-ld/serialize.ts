import type { Thing, WithContext } from "schema-dts";

export type JsonLdObject =
  WithContext<Thing> | { "@context": "https://schema.org"; "@graph": Thing[] };

const UNSAFE_IN_SCRIPT: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

/**
 * JSON for an inline <script>. Escaping "<" means no string (a review, a name) can ever contain
 * "</script>" or "<!--" as far as the HTML parser is concerned; the escapes are still valid JSON.
 */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch] ?? ch);
}
