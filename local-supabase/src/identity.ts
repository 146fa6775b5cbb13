import { createHash } from "node:crypto";
import path from "node:path";

/** What /health names itself as, so a launcher can tell this project's backend from any other. */
export const BACKEND_SERVICE = "kalpix-local-supabase";

const projectRoot = path.resolve(import.meta.dirname, "..", "..");

/**
 * A short fingerprint of this checkout and the database folder a backend serves: two clones, or
 * the e2e run's own database beside the developer's, never pass for each other.
 */
export function backendIdentity(dataDir: string | null): string {
  return createHash("sha256")
    .update(`${projectRoot}\0${dataDir ?? ":memory:"}`)
    .digest("hex")
    .slice(0, 16);
}
