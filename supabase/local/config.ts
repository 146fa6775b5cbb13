import path from "node:path";

import { signJwt } from "./jwt.ts";

/**
 * The embedded backend's fixed local settings. The JWT secret and the keys are the Supabase CLI's
 * well-known local development values: public by design, worthless outside this machine, and
 * stable so `.env.example` can list them.
 */
export const LOCAL_JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";
export const LOCAL_PORT = 54321;
export const LOCAL_HOST = "127.0.0.1";
/** One spelling everywhere: @supabase/ssr derives the session cookie's name from this host. */
export const LOCAL_API_URL = `http://${LOCAL_HOST}:${LOCAL_PORT}`;

const KEY_EXPIRY = 1983812996; // 2032, as the CLI's keys
export const LOCAL_ANON_KEY = signJwt({ iss: "supabase-demo", role: "anon", exp: KEY_EXPIRY }, LOCAL_JWT_SECRET);
export const LOCAL_SERVICE_ROLE_KEY = signJwt(
  { iss: "supabase-demo", role: "service_role", exp: KEY_EXPIRY },
  LOCAL_JWT_SECRET,
);

export const DEFAULT_LOCAL_ADMIN_EMAIL = "admin@example.com";
export const DEFAULT_LOCAL_ADMIN_PASSWORD = "change-me-locally";

export type LocalConfig = {
  port: number;
  host: string;
  apiUrl: string;
  /** Where the app runs: the default redirect target of auth e-mails. */
  siteUrl: string;
  jwtSecret: string;
  anonKey: string;
  serviceRoleKey: string;
  /** Folder of the persistent database; null keeps it in memory (tests). */
  dataDir: string | null;
  migrationsDir: string;
  seedFile: string;
  admin: { email: string; password: string } | null;
  /** Access-token lifetime in seconds. */
  jwtExpiry: number;
  /** Largest request body accepted, in bytes. */
  maxBodyBytes: number;
  /** Print e-mails and start-up details to the console. */
  log: boolean;
};

const root = path.resolve(import.meta.dirname, "..", "..");

export function localConfig(overrides: Partial<LocalConfig> = {}): LocalConfig {
  const env = process.env;
  const port = Number(overrides.port ?? env.LOCAL_SUPABASE_PORT ?? LOCAL_PORT);
  return {
    port,
    host: LOCAL_HOST,
    apiUrl: `http://${LOCAL_HOST}:${port}`,
    siteUrl: env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000",
    jwtSecret: LOCAL_JWT_SECRET,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
    dataDir: env.LOCAL_SUPABASE_DATA_DIR || path.join(root, ".supabase-local", "db"),
    migrationsDir: path.join(root, "supabase", "migrations"),
    seedFile: path.join(root, "supabase", "seed.sql"),
    admin: {
      email: env.LOCAL_ADMIN_EMAIL || DEFAULT_LOCAL_ADMIN_EMAIL,
      password: env.LOCAL_ADMIN_PASSWORD || DEFAULT_LOCAL_ADMIN_PASSWORD,
    },
    jwtExpiry: 3600,
    maxBodyBytes: 256 * 1024,
    log: true,
    ...overrides,
  };
}
