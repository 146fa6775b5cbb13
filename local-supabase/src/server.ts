import { mkdirSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";

import { createLocalAuth, type LocalAuth } from "./auth/index.ts";
import { applyBaseline } from "./baseline.ts";
import { localConfig, type LocalConfig } from "./config.ts";
import type { LocalContext } from "./context.ts";
import { LocalDb } from "./db.ts";
import { json, type LocalRequest, type LocalResponse } from "./http-types.ts";
import { BACKEND_SERVICE, backendIdentity } from "./identity.ts";
import { renderInboxPage } from "./inbox-page.ts";
import { Inbox } from "./inbox.ts";
import { migrate, type MigrationResult } from "./migrate.ts";
import { checkOrigin, corsHeaders, isLoopbackHost, type OriginCheck } from "./origin-guard.ts";
import { createRestHandler } from "./rest/index.ts";
import { startSmtpCatcher, type SmtpCatcher } from "./smtp.ts";

export type LocalSupabase = {
  url: string;
  /** The mail catcher the app sends staff notifications to (SMTP_URL); null when turned off. */
  smtpUrl: string | null;
  config: LocalConfig;
  db: LocalDb;
  inbox: Inbox;
  auth: LocalAuth;
  migrations: MigrationResult;
  admin: { email: string; id: string } | null;
  close(): Promise<void>;
};

/** The inbox is for the developer's eyes on this machine: never readable by any page. */
const isInbox = (pathname: string) => pathname === "/inbox" || pathname === "/inbox.json";

/**
 * Requests from a foreign page (an Origin that is not the app's) or under a foreign host name
 * (DNS rebinding) are refused before anything runs, so they can neither read an answer nor cause
 * a side effect (a magic-link e-mail, a DELETE of the inbox). Null when the request may go on.
 */
function refusal(req: IncomingMessage, check: OriginCheck): LocalResponse | null {
  if (!isLoopbackHost(req.headers.host)) {
    return json(403, {
      code: "host_not_allowed",
      message: "This server answers only to 127.0.0.1, localhost and [::1]",
    });
  }
  if (check.kind === "foreign") {
    return json(403, {
      code: "origin_not_allowed",
      message: `Origin ${check.origin} is not one of the app's origins`,
    });
  }
  return null;
}

class BodyTooLargeError extends Error {}

function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(request.headers["content-length"] ?? 0);
    if (declared > limit) {
      request.resume();
      reject(new BodyTooLargeError());
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.destroy();
        reject(new BodyTooLargeError());
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function lowerCaseHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(", ") : value;
  }
  return headers;
}

function send(response: ServerResponse, result: LocalResponse, extra: Record<string, string>) {
  response.writeHead(result.status, { ...extra, ...result.headers });
  response.end(result.body ?? undefined);
}

/** Opens (or creates) the database, migrates it, creates the local admin and starts listening. */
export async function startLocalSupabase(
  overrides: Partial<LocalConfig> = {},
): Promise<LocalSupabase> {
  const config = localConfig(overrides);
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });

  // Auth's own statements get the longest API role limit; REST requests their role's.
  const db = await LocalDb.open(config.dataDir, {
    statementTimeoutMs: config.statementTimeoutMs.service_role,
  });
  const inbox = new Inbox({ log: config.log });
  const context: LocalContext = { config, db, inbox };
  const auth = createLocalAuth(context);
  let migrations: MigrationResult;
  let admin: LocalSupabase["admin"] = null;
  try {
    await applyBaseline(db);
    await auth.init();
    migrations = await migrate(db, {
      migrationsDir: config.migrationsDir,
      seedFile: config.seedFile,
    });
    if (config.admin) {
      const user = await auth.ensureUser({
        email: config.admin.email,
        password: config.admin.password,
      });
      await db.transaction((tx) =>
        tx.query("insert into public.admin_users (user_id) values ($1) on conflict do nothing", [
          user.id,
        ]),
      );
      admin = { email: config.admin.email, id: user.id };
    }
  } catch (error) {
    // A failed start (a broken migration) must not leave the database worker running.
    await db.close().catch(() => undefined);
    throw error;
  }
  const rest = createRestHandler(context);
  const identity = backendIdentity(config.dataDir);

  const route = async (request: LocalRequest): Promise<LocalResponse> => {
    const { pathname } = request.url;
    if (pathname === "/rest/v1" || pathname.startsWith("/rest/v1/")) return rest(request);
    if (pathname === "/auth/v1" || pathname.startsWith("/auth/v1/")) return auth.handle(request);
    if (pathname === "/inbox" && request.method === "GET") {
      return {
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8" },
        body: renderInboxPage(inbox.list()),
      };
    }
    if (pathname === "/inbox.json") {
      if (request.method === "DELETE") {
        inbox.clear();
        return { status: 204 };
      }
      return json(200, inbox.list(request.url.searchParams.get("to") ?? undefined));
    }
    if (pathname === "/health") return json(200, { ok: true, service: BACKEND_SERVICE, identity });
    return json(404, { code: "not_found", message: `No route for ${request.method} ${pathname}` });
  };

  const server: Server = createServer(async (req, res) => {
    const check = checkOrigin(req.headers.origin, config.allowedOrigins);
    const pathname = (req.url ?? "/").split("?")[0]!;
    const cors = isInbox(pathname) ? { vary: "Origin" } : corsHeaders(check);
    const refused = refusal(req, check);
    if (refused) {
      req.resume();
      send(res, refused, cors);
      return;
    }
    if (req.method === "OPTIONS") {
      send(
        res,
        {
          status: 204,
          headers: {
            "access-control-allow-methods": "GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS",
            "access-control-allow-headers": req.headers["access-control-request-headers"] ?? "*",
            "access-control-max-age": "86400",
          },
        },
        cors,
      );
      return;
    }
    try {
      const body = await readBody(req, config.maxBodyBytes);
      const request: LocalRequest = {
        method: (req.method ?? "GET").toUpperCase(),
        url: new URL(req.url ?? "/", config.apiUrl),
        headers: lowerCaseHeaders(req),
        body,
        clientAddress: req.socket.remoteAddress ?? "unknown",
      };
      send(res, await route(request), cors);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        send(
          res,
          json(413, {
            code: "PGRST413",
            message: `Request body is larger than ${config.maxBodyBytes} bytes`,
            details: null,
            hint: null,
          }),
          { ...cors, connection: "close" },
        );
        return;
      }
      console.error("[local-supabase] unexpected error", error);
      if (!res.headersSent) {
        send(
          res,
          json(500, {
            code: "XX000",
            message: "Internal error in the local backend",
            details: null,
            hint: null,
          }),
          cors,
        );
      }
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  }).catch(async (error: unknown) => {
    await db.close().catch(() => undefined);
    throw error;
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  // With port 0 (tests) the real port is known only now; links and token issuers must use it.
  config.port = port;
  config.apiUrl = url;

  let smtp: SmtpCatcher | null = null;
  if (config.smtpPort !== null) {
    try {
      smtp = await startSmtpCatcher({
        port: config.smtpPort,
        host: config.host,
        onMail: (mail) => {
          for (const to of mail.to) {
            inbox.send({
              to,
              subject: mail.subject,
              text: mail.text,
              kind: "notification",
              link: null,
              otp: null,
              tokenHash: null,
            });
          }
        },
      });
    } catch (error) {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close().catch(() => undefined);
      throw error;
    }
  }

  return {
    url,
    smtpUrl: smtp?.url ?? null,
    config,
    db,
    inbox,
    auth,
    migrations,
    admin,
    async close() {
      await smtp?.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
