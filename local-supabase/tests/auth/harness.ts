/** An in-memory database, the local auth handler behind a real HTTP listener, and supabase-js clients for it. */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { createClient, type SupabaseClient } from "@supabase/supabase-js";

import { createLocalAuth, type LocalAuth } from "../../src/auth/index.ts";
import { applyBaseline } from "../../src/baseline.ts";
import {
  LOCAL_ANON_KEY,
  LOCAL_SERVICE_ROLE_KEY,
  localConfig,
  type LocalConfig,
} from "../../src/config.ts";
import type { LocalContext } from "../../src/context.ts";
import { LocalDb } from "../../src/db.ts";
import type { LocalRequest } from "../../src/http-types.ts";
import { Inbox, type InboxMessage } from "../../src/inbox.ts";

export type AuthHarness = {
  base: string;
  ctx: LocalContext;
  db: LocalDb;
  inbox: Inbox;
  auth: LocalAuth;
  /** A plain (implicit-flow) anon client with in-memory session storage. */
  client(): SupabaseClient;
  /** A PKCE client whose verifier lives in the returned storage object. */
  pkceClient(): { client: SupabaseClient; storage: Map<string, string> };
  serviceClient(): SupabaseClient;
  /** fetch() against `<base>/auth/v1<path>` with the anon key unless headers say otherwise. */
  fetchAuth(path: string, init?: RequestInit): Promise<Response>;
  lastMail(to: string): InboxMessage;
  close(): Promise<void>;
};

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

let clientCount = 0;

/**
 * Sign-up is on unless the overrides say otherwise: most suites here exercise the sign-up flows,
 * which supabase/config.toml turns off for the app (see signup-disabled.integration.test.ts for that).
 */
export async function startAuthHarness(overrides: Partial<LocalConfig> = {}): Promise<AuthHarness> {
  const db = await LocalDb.open(null);
  await applyBaseline(db);
  const config = localConfig({
    dataDir: null,
    log: false,
    siteUrl: "http://localhost:3000",
    enableSignup: true,
    // Suites send links at a program's speed; otp-frequency.integration.test.ts sets it.
    emailMaxFrequencyMs: 0,
    ...overrides,
  });
  const inbox = new Inbox({ log: false });
  const ctx: LocalContext = { config, db, inbox };
  const auth = createLocalAuth(ctx);
  await auth.init();

  const server = createServer(async (req, res) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers)) {
      if (value !== undefined)
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
    }
    const request: LocalRequest = {
      method: (req.method ?? "GET").toUpperCase(),
      url: new URL(req.url ?? "/", config.apiUrl),
      headers,
      body: await readBody(req),
      clientAddress: req.socket.remoteAddress ?? "unknown",
    };
    const response = await auth.handle(request);
    res.writeHead(response.status, response.headers ?? {});
    res.end(response.body ?? undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // E-mail links and the token issuer must name the real listener.
  config.apiUrl = base;

  const make = (key: string, extra: Record<string, unknown> = {}) =>
    createClient(base, key, {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        storageKey: `sb-test-${++clientCount}`,
        ...extra,
      },
    });

  return {
    base,
    ctx,
    db,
    inbox,
    auth,
    client: () => make(LOCAL_ANON_KEY),
    pkceClient: () => {
      const storage = new Map<string, string>();
      const client = make(LOCAL_ANON_KEY, {
        flowType: "pkce",
        persistSession: true,
        storage: {
          getItem: (key: string) => storage.get(key) ?? null,
          setItem: (key: string, value: string) => void storage.set(key, value),
          removeItem: (key: string) => void storage.delete(key),
        },
      });
      return { client, storage };
    },
    serviceClient: () => make(LOCAL_SERVICE_ROLE_KEY),
    fetchAuth: (path, init = {}) =>
      fetch(`${base}/auth/v1${path}`, {
        ...init,
        headers: {
          apikey: LOCAL_ANON_KEY,
          authorization: `Bearer ${LOCAL_ANON_KEY}`,
          "content-type": "application/json;charset=UTF-8",
          "x-supabase-api-version": "2024-01-01",
          ...(init.headers as Record<string, string> | undefined),
        },
      }),
    lastMail: (to) => {
      const mail = inbox.list(to)[0];
      if (!mail) throw new Error(`no e-mail to ${to}`);
      return mail;
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}

/** A confirmed user with a password, created through the admin API's code path. */
export async function confirmedUser(h: AuthHarness, email: string, password = "pw-123456") {
  const { id } = await h.auth.ensureUser({ email, password });
  return { id, email, password };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}
