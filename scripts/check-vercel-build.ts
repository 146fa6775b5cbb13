/**
 * `npm run check:deploy`: builds the deployment as Vercel would, on this machine, and checks what
 * would ship (docs/deploying.md). The Vercel CLI pinned in devDependencies (`vercel build`) runs
 * the project's build command and writes Vercel's Build Output API folder, .vercel/output, with no
 * account and no network: the project settings it would otherwise fetch are written to
 * .vercel/project.json for the run. The build gets a fresh in-memory embedded backend, so the
 * public pages prerender with their reviews as they do against the hosted project, and made-up
 * server secrets, new on every run, that scripts/vercel-output.ts then looks for in every file a
 * browser can be sent. Exit code 0: every check passed. The output stays for inspection.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { signJwt } from "@kalpix/local-supabase/jwt";
import { LOCAL_KEY_CLAIMS } from "@kalpix/local-supabase/keys";
import { startLocalSupabase } from "@kalpix/local-supabase/server";

import { secondFactorDefaultProblems } from "./second-factor-default.ts";
import { appRoutes, checkVercelOutput, type BuildSecrets, type Cron } from "./vercel-output.ts";

const root = path.resolve(import.meta.dirname, "..");
const projectFile = path.join(root, ".vercel", "project.json");
const outputDir = path.join(root, ".vercel", "output");
// The pinned CLI, never one installed globally in another version.
const vercelPackage = fileURLToPath(import.meta.resolve("vercel/package.json"));
const vercelBin = path.join(
  path.dirname(vercelPackage),
  (JSON.parse(readFileSync(vercelPackage, "utf8")) as { bin: { vercel: string } }).bin.vercel,
);

/**
 * What `vercel pull` would store for the project. With `settings` present, `vercel build` neither
 * logs in nor calls Vercel's API. The ids are placeholders of no real project. The install
 * command is empty: the dependencies are installed already, and installing needs the network.
 */
const projectSettings = {
  projectId: "prj_checkDeployPlaceholder",
  orgId: "team_checkDeployPlaceholder",
  settings: { framework: "nextjs", installCommand: "" },
};

const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)} s`;

// A developer's own link (`vercel link`) is set aside for the run and put back afterwards.
const ownLink = existsSync(projectFile) ? readFileSync(projectFile, "utf8") : null;
function restoreLink() {
  if (ownLink !== null && !ownLink.includes(projectSettings.projectId))
    writeFileSync(projectFile, ownLink);
  else rmSync(projectFile, { force: true });
}

const runId = randomBytes(8).toString("hex");
const jwtSecret = `check-deploy-jwt-secret-${runId}`;
const local = await startLocalSupabase({
  port: 0,
  smtpPort: 0,
  dataDir: null,
  log: false,
  jwtSecret,
  anonKey: await signJwt({ ...LOCAL_KEY_CLAIMS.anon }, jwtSecret),
  serviceRoleKey: await signJwt({ ...LOCAL_KEY_CLAIMS.service_role }, jwtSecret),
});

const smtpPassword = `check-deploy-smtp-password-${runId}`;
const smtpUrl = new URL(local.smtpUrl ?? "smtp://127.0.0.1:25");
smtpUrl.username = "check-deploy";
smtpUrl.password = smtpPassword;

const secrets: BuildSecrets = {
  SUPABASE_SECRET_KEY: local.config.serviceRoleKey,
  // The app never reads it, but Vercel's Supabase integration puts it in the project's settings.
  SUPABASE_JWT_SECRET: jwtSecret,
  "SMTP_URL's password": smtpPassword,
  CRON_SECRET: `check-deploy-cron-secret-${runId}`,
  RATE_LIMIT_SECRET: `check-deploy-rate-limit-secret-${runId}`,
};

const env: NodeJS.ProcessEnv = {
  ...process.env,
  VERCEL_TELEMETRY_DISABLED: "1",
  NEXT_TELEMETRY_DISABLED: "1",
  // The CLI's check for a newer version of itself would ask the npm registry.
  NO_UPDATE_NOTIFIER: "1",
  NEXT_PUBLIC_SITE_URL: "https://kalpix.example",
  NEXT_PUBLIC_SUPABASE_URL: local.url,
  NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: local.config.anonKey,
  SUPABASE_SECRET_KEY: secrets.SUPABASE_SECRET_KEY,
  SUPABASE_JWT_SECRET: jwtSecret,
  SMTP_URL: smtpUrl.href,
  CRON_SECRET: secrets.CRON_SECRET,
  RATE_LIMIT_SECRET: secrets.RATE_LIMIT_SECRET,
};

let build: ChildProcess | null = null;
function vercelBuild(): Promise<number> {
  return new Promise((resolve, reject) => {
    // Its own process group, so stopping the check stops the CLI, npm and Next under it too.
    build = spawn(process.execPath, [vercelBin, "build"], {
      cwd: root,
      env,
      stdio: "inherit",
      detached: true,
    });
    build.on("error", reject);
    build.on("exit", (code, signal) => {
      build = null;
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

let stopping = false;
async function stop(status: number): Promise<never> {
  // A signal stops the build, whose exit would otherwise stop everything a second time.
  if (stopping) return new Promise<never>(() => {});
  stopping = true;
  if (build?.pid) process.kill(-build.pid, "SIGTERM");
  restoreLink();
  await local.close();
  process.exit(status);
}
process.on("SIGINT", () => void stop(130));
process.on("SIGTERM", () => void stop(143));

try {
  mkdirSync(path.dirname(projectFile), { recursive: true });
  writeFileSync(projectFile, `${JSON.stringify(projectSettings, null, 2)}\n`);
  rmSync(outputDir, { recursive: true, force: true });

  const factorProblems = await secondFactorDefaultProblems(
    path.join(root, "supabase", "migrations"),
  );

  console.log(`vercel build, against the embedded backend at ${local.url}`);
  const code = await vercelBuild();
  if (code !== 0) {
    console.error(`vercel build failed (exit code ${code}) after ${elapsed()}.`);
    await stop(1);
  }

  const vercelJson = JSON.parse(readFileSync(path.join(root, "vercel.json"), "utf8")) as {
    crons?: Cron[];
  };
  const crons = vercelJson.crons ?? [];
  const result = checkVercelOutput(outputDir, {
    crons,
    appRoutes: appRoutes(path.join(root, "app")),
    secrets,
  });
  console.log(
    [
      `Checked ${path.relative(root, outputDir)} after ${elapsed()}:`,
      `  crons of vercel.json, each to be in config.json: ${crons.length}`,
      `  pages of the sitemap, each to be prerendered: ${result.publicRoutes.length}`,
      `  admin, sign-in, auth and cron routes, each to be a function: ${result.privateRoutes.join(", ")}`,
      `  served files searched for ${Object.keys(secrets).join(", ")}: ${result.scanned}`,
      `  second factors for admins, as supabase/migrations leave a new project: ${factorProblems.length ? "OPTIONAL" : "required"}`,
      "  (the hosted project's own setting: `npm run admin:require-mfa -- status` with its URL and service key)",
    ].join("\n"),
  );
  const problems = [...factorProblems, ...result.problems];
  if (problems.length > 0) {
    console.error(`\nThe deployment output failed ${problems.length} check(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
    await stop(1);
  }
  console.log("The deployment output passed every check.");
  await stop(0);
} catch (error) {
  console.error(error);
  await stop(1);
}
