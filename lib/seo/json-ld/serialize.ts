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

// Escaping "<" keeps any text (a review, a name) from closing the script or opening a comment.
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (ch) => UNSAFE_IN_SCRIPT[ch] ?? ch);
}
