/** `Prefer`, `Accept`, `Range` and profile headers. */
import { invalidSchema, RestError } from "./errors.ts";

export type Preferences = {
  return: "minimal" | "representation" | "headers-only" | null;
  count: "exact" | "planned" | "estimated" | null;
  resolution: "merge-duplicates" | "ignore-duplicates" | null;
  missing: "default" | "null" | null;
  tx: "commit" | "rollback" | null;
  handling: "strict" | "lenient" | null;
  maxAffected: number | null;
  timezone: string | null;
  /** Tokens as sent that were recognised, for `Preference-Applied`. */
  recognised: string[];
};

const CHOICES: Record<string, readonly string[]> = {
  return: ["minimal", "representation", "headers-only"],
  count: ["exact", "planned", "estimated"],
  resolution: ["merge-duplicates", "ignore-duplicates"],
  missing: ["default", "null"],
  tx: ["commit", "rollback"],
  handling: ["strict", "lenient"],
};

export function parsePreferences(header: string | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    tx: null,
    handling: null,
    maxAffected: null,
    timezone: null,
    recognised: [],
  };
  const invalid: string[] = [];
  for (const raw of (header ?? "").split(",")) {
    const token = raw.trim();
    if (token === "") continue;
    const eq = token.indexOf("=");
    const key = (eq < 0 ? token : token.slice(0, eq)).trim().toLowerCase();
    const value = eq < 0 ? "" : token.slice(eq + 1).trim();
    const choices = CHOICES[key];
    if (choices && choices.includes(value)) {
      (prefs as Record<string, unknown>)[key] = value;
      prefs.recognised.push(`${key}=${value}`);
    } else if (key === "max-affected" && /^\d+$/.test(value)) {
      prefs.maxAffected = Number(value);
      prefs.recognised.push(`${key}=${value}`);
    } else if (key === "timezone" && value !== "") {
      prefs.timezone = value;
      prefs.recognised.push(`${key}=${value}`);
    } else {
      invalid.push(token);
    }
  }
  if (prefs.handling === "strict" && invalid.length > 0) {
    throw new RestError(400, "PGRST122", "Invalid preferences given with handling=strict", {
      details: `Invalid preferences: ${invalid.join(", ")}`,
    });
  }
  return prefs;
}

export type Representation = "array" | "object";

const OBJECT_TYPES = new Set(["application/vnd.pgrst.object+json", "application/vnd.pgrst.object"]);
const ARRAY_TYPES = new Set(["application/json", "*/*", "application/*"]);

/** `Accept`: a JSON array (default) or, for `.single()`, one bare object. Others → 406 PGRST107. */
export function negotiate(accept: string | undefined): Representation {
  const header = (accept ?? "").trim();
  if (header === "") return "array";
  for (const part of header.split(",")) {
    const mediaType = (part.split(";")[0] ?? "").trim().toLowerCase();
    if (OBJECT_TYPES.has(mediaType)) return "object";
    if (ARRAY_TYPES.has(mediaType)) return "array";
  }
  throw new RestError(406, "PGRST107", `None of these media types are available: ${header}`);
}

export const CONTENT_TYPE = {
  array: "application/json; charset=utf-8",
  object: "application/vnd.pgrst.object+json; charset=utf-8",
} as const;

/** Only `public` is exposed: `Accept-Profile` (GET/HEAD) or `Content-Profile` (writes). */
export function checkProfile(method: string, headers: Record<string, string>): void {
  const read = method === "GET" || method === "HEAD";
  const profile = (read ? headers["accept-profile"] : headers["content-profile"])?.trim();
  if (profile !== undefined && profile !== "" && profile !== "public") throw invalidSchema(profile);
}

/** `Range: 0-9` (items) as an inclusive interval; null when absent or not an item range. */
export function parseRangeHeader(
  headers: Record<string, string>,
): { lower: number; upper: number | null } | null {
  const raw = headers.range?.trim();
  if (!raw) return null;
  const unit = headers["range-unit"]?.trim().toLowerCase();
  if (unit && unit !== "items") return null;
  const match = /^(?:items=)?(\d+)-(\d*)$/.exec(raw);
  if (!match) return null;
  const lower = Number(match[1]);
  const upper = match[2] === "" ? null : Number(match[2]);
  if (upper !== null && upper < lower) {
    throw new RestError(416, "PGRST103", "Requested range not satisfiable", {
      details: `The lower boundary (${lower}) must be less than or equal to the upper boundary (${upper})`,
    });
  }
  return { lower, upper };
}

/** PostgREST's Content-Range: `lower-upper/total`, `*` for an empty range or unknown total. */
export function contentRange(lower: number, upper: number, total: number | null): string {
  const totalText = total === null ? "*" : String(total);
  const rangeText = (total === null || total !== 0) && lower <= upper ? `${lower}-${upper}` : "*";
  return `${rangeText}/${totalText}`;
}

/** 200, 206 (partial with a known total) or 416 (offset past the total), as RangeQuery.hs. */
export function rangeStatus(lower: number, upper: number, total: number | null): number {
  if (total === null) return 200;
  if (lower > total) return 416;
  if (1 + upper - lower < total) return 206;
  return 200;
}
