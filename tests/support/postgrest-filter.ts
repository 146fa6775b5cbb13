/**
 * A PostgREST `ilike` value that matches `term` as a literal substring, for use inside `.or()`:
 * LIKE wildcards (% _ \) are escaped, then the whole value is double-quoted for PostgREST's logic
 * tree grammar (\ and " escaped), so commas, parentheses, dots and quotes in a search term are
 * data, never syntax. PostgREST turns every `*` into `%` and offers no escape for it, so a `*` in
 * the term matches any single character instead.
 */
export function ilikeContainsValue(term: string): string {
  const likePattern = term.replace(/[\\%_]/g, (ch) => `\\${ch}`).replace(/\*/g, "_");
  const quoted = `*${likePattern}*`.replace(/[\\"]/g, (ch) => `\\${ch}`);
  return `"${quoted}"`;
}

/** `.or()` argument: any of the columns contains the term, case-insensitively. */
export function ilikeAnyColumn(columns: readonly string[], term: string): string {
  const value = ilikeContainsValue(term);
  return columns.map((column) => `${column}.ilike.${value}`).join(",");
}
