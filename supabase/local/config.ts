import path from "node:path";

import {
  LOCAL_ANON_KEY,
  LOCAL_API_URL,
  LOCAL_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_PORT,
  LOCAL_SERVICE_ROLE_KEY,
} from "./keys.ts";

export {
  LOCAL_ANON_KEY,
  LOCAL_API_URL,
  LOCAL_HOST,
  LOCAL_JWT_SECRET,
  LOCAL_PORT,
  LOCAL_SERVICE_ROLE_KEY,
};

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
