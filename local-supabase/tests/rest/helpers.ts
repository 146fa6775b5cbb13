import { applyBaseline } from "../../src/baseline.ts";
import {
  LOCAL_ANON_KEY,
  LOCAL_JWT_SECRET,
  LOCAL_SERVICE_ROLE_KEY,
  localConfig,
} from "../../src/config.ts";
import type { LocalContext } from "../../src/context.ts";
import { LocalDb } from "../../src/db.ts";
import type { LocalHandler } from "../../src/http-types.ts";
import { Inbox } from "../../src/inbox.ts";
import type { JwtClaims } from "../../src/jwt.ts";
import { createRestHandler } from "../../src/rest/index.ts";
import { forgeJwt } from "../forge-jwt.ts";

export const ALICE = "8d0fd2b3-9ca7-4d9e-a95f-9e13dded323e";
export const BOB = "2f6c1a4e-5b1d-4c3e-9a7f-0d8e6b5a4c31";

/** A small schema with RLS, exercised by the handler tests. */
export const TEST_SCHEMA = /* sql */ `
create table public.items (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null check (char_length(name) >= 2),
  rating int check (rating between 1 and 5),
  approved boolean not null default false,
  featured boolean,
  comment text,
  tags text[],
  owner uuid default auth.uid(),
  meta jsonb
);
alter table public.items enable row level security;
create policy items_read on public.items for select to anon, authenticated
  using (approved or owner = auth.uid());
create policy items_insert on public.items for insert to anon, authenticated
  with check (approved = false);
create policy items_update_own on public.items for update to authenticated
  using (owner = auth.uid()) with check (owner = auth.uid());
create policy items_delete_own on public.items for delete to authenticated
  using (owner = auth.uid());
revoke update, delete on public.items from anon;

create table public.codes (code text primary key, label text not null, hits int not null default 0);

create table public.secrets (id int primary key, value text);
revoke all on public.secrets from anon, authenticated;
`;

type TestResponse = {
  status: number;
  headers: Record<string, string>;
  text: string;
  /** Parsed body, or undefined when empty. */
  json: unknown;
};

type RequestOptions = {
  headers?: Record<string, string>;
  /** A value is JSON-encoded; a string is sent as is. */
  body?: unknown;
  /** Bearer token; "anon-key" / "service" shortcuts for the local keys. */
  token?: string | null;
};

export type TestEnv = {
  ctx: LocalContext;
  db: LocalDb;
  handler: LocalHandler;
  request: (method: string, path: string, options?: RequestOptions) => Promise<TestResponse>;
  /** Runs SQL as the superuser, outside any request. */
  sql: <T = Record<string, unknown>>(query: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
};

export function tokenFor(claims: JwtClaims, secret = LOCAL_JWT_SECRET): string {
  return forgeJwt({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims }, secret);
}

export const userToken = (sub: string, extra: JwtClaims = {}) =>
  tokenFor({ role: "authenticated", sub, email: `${sub.slice(0, 4)}@example.com`, ...extra });

export const SERVICE = LOCAL_SERVICE_ROLE_KEY;
export const ANON = LOCAL_ANON_KEY;

export async function createTestEnv(setupSql: string = TEST_SCHEMA): Promise<TestEnv> {
  const db = await LocalDb.open(null);
  await applyBaseline(db);
  await db.exclusive((pg) => pg.exec(setupSql));
  const ctx: LocalContext = {
    config: localConfig({ dataDir: null, log: false }),
    db,
    inbox: new Inbox({ log: false }),
  };
  const handler = createRestHandler(ctx);

  const request = async (
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<TestResponse> => {
    const headers: Record<string, string> = { accept: "*/*", "accept-profile": "public" };
    if (method !== "GET" && method !== "HEAD") {
      headers["content-type"] = "application/json";
      headers["content-profile"] = "public";
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    for (const [key, value] of Object.entries(options.headers ?? {}))
      headers[key.toLowerCase()] = value;
    const raw =
      options.body === undefined
        ? ""
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body);
    const response = await handler({
      method,
      url: new URL(`http://127.0.0.1:54321/rest/v1${path}`),
      headers,
      body: Buffer.from(raw),
    });
    const text = response.body === undefined ? "" : response.body.toString();
    return {
      status: response.status,
      headers: response.headers ?? {},
      text,
      json: text === "" ? undefined : (JSON.parse(text) as unknown),
    };
  };

  const sql = async <T = Record<string, unknown>>(query: string, params: unknown[] = []) =>
    db.exclusive(async (pg) => (await pg.query<T>(query, params)).rows);

  return { ctx, db, handler, request, sql, close: () => db.close() };
}
