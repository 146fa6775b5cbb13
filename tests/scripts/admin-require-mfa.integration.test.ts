/**
 * `npm run admin:require-mfa` as an operator runs it (the script in a child process, pointed at a
 * fresh embedded backend through LOCAL_SUPABASE_PORT, or as at a hosted project through
 * NEXT_PUBLIC_SUPABASE_URL and the service key): the database's answer to a password-only admin
 * token follows it at once.
 */
import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import type { LocalSupabase } from "@kalpix/local-supabase/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import {
  embeddedTarget,
  signedInClient,
  startTestSupabase,
  TEST_ADMIN,
  type Target,
} from "../support/local-supabase";

const SCRIPT = path.resolve(import.meta.dirname, "../../scripts/admin-require-mfa.ts");
// No .env.local here: the script must talk to this test's backend, whatever the developer's is.
const CWD = mkdtempSync(path.join(tmpdir(), "admin-require-mfa-"));

let local: LocalSupabase;
let target: Target;

beforeAll(async () => {
  local = await startTestSupabase();
  target = embeddedTarget(local);
}, 60_000);

afterAll(async () => {
  await local?.close();
});

type Run = { code: number; stdout: string; stderr: string };

async function requireMfa(args: string[], env: Record<string, string> = {}): Promise<Run> {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    LOCAL_SUPABASE_PORT: new URL(local.url).port,
  };
  for (const name of [
    "NEXT_PUBLIC_SUPABASE_URL",
    "SUPABASE_SECRET_KEY",
    "SUPABASE_SERVICE_ROLE_KEY",
  ])
    delete childEnv[name];
  Object.assign(childEnv, env);
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      [
        "--disable-warning=ExperimentalWarning",
        "--disable-warning=MODULE_TYPELESS_PACKAGE_JSON",
        SCRIPT,
        ...args,
      ],
      { cwd: CWD, env: childEnv, timeout: 30_000 },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== "number") throw error;
    return { code: failed.code, stdout: failed.stdout ?? "", stderr: failed.stderr ?? "" };
  }
}

async function passwordOnlyIsAdmin() {
  const admin = await signedInClient(target, TEST_ADMIN.email, TEST_ADMIN.password);
  return (await admin.rpc("is_admin")).data;
}

describe("npm run admin:require-mfa", () => {
  it("reports the seeded local backend as optional, exiting 1", async () => {
    const run = await requireMfa(["status"]);
    expect(run).toMatchObject({ code: 1, stderr: expect.stringContaining("OPTIONAL") });
  });

  it("turns second factors on and off for the REST API at once", async () => {
    expect(await requireMfa(["on"])).toMatchObject({
      code: 0,
      stdout: expect.stringContaining(`Second factors are required at ${local.url}`),
    });
    expect(await passwordOnlyIsAdmin()).toBe(false);
    expect(await requireMfa(["status"])).toMatchObject({ code: 0 });
    expect(await requireMfa(["off"])).toMatchObject({ code: 0 });
    expect(await passwordOnlyIsAdmin()).toBe(true);
  });

  it("works against a project named by NEXT_PUBLIC_SUPABASE_URL with the service key, warning when off", async () => {
    const hosted = { NEXT_PUBLIC_SUPABASE_URL: local.url, SUPABASE_SECRET_KEY: target.serviceKey };
    const off = await requireMfa(["off"], hosted);
    expect(off).toMatchObject({ code: 0, stderr: expect.stringContaining("Turn it back on") });
    expect(await requireMfa(["on"], hosted)).toMatchObject({ code: 0 });
    expect(await passwordOnlyIsAdmin()).toBe(false);
    expect(await requireMfa(["on"], { NEXT_PUBLIC_SUPABASE_URL: local.url })).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("SUPABASE_SECRET_KEY"),
    });
  });

  it.each([[[]], [["maybe"]], [["on", "off"]]])("refuses %j with the usage", async (args) => {
    expect(await requireMfa(args)).toMatchObject({
      code: 2,
      stderr: expect.stringContaining("Usage: npm run admin:require-mfa -- on|off|status"),
    });
  });
});
