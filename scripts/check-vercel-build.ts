/**
 * `npm run check:deploy`: builds the deployment as Vercel would, on this machine, and checks
 * what would ship. The Vercel CLI (`vercel build`, pinned in devDependencies) runs the project's
 * build command and writes the Build Output API folder, .vercel/output, with no account and no
 * network: the project settings it would fetch from Vercel are written to .vercel/project.json
 * first. The build is given a fresh in-memory embedded backend (so the public pages prerender with
 * their reviews, as against the hosted project) and made-up server secrets, distinct on every run;
 * then scripts/vercel-output.ts checks the output (see docs/deploying.md). Exit code 0: it passed.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { signJwt } from "../supabase/local/jwt.ts";
import { LOCAL_KEY_CLAIMS } from "../supabase/local/keys.ts";
import { startLocalSupabase } from "../supabase/local/server.ts";
import { appRoutes, checkVercelOutput, type BuildSecrets, type Cron } from "./vercel-output.ts";

const root = path.resolve(import.meta.dirname, "..");
const vercelDir = path.join(root, ".vercel");
const projectFile = path.join(vercelDir, "project.json");
const outputDir = path.join(vercelDir, "output");
// The CLI pinned in devDependencies, whatever is installed globally.
const vercelPackage = fileURLToPath(import.meta.resolve("vercel/package.json"));
const vercelBin = path.join(
  path.dirname(vercelPackage),
  (JSON.parse(readFileSync(vercelPackage, "utf8")) as { bin: { vercel: string } }).bin.vercel,
);

/**
 * What `vercel pull` would store for this project. With `settings` present the CLI neither logs
 * in nor asks the API. The ids are placeholders no real project has. An empty install command:
 * the dependencies are already installed, and an install would need the network.
 */
const projectSettings = {
  projectId: "prj_localBuildCheck",
  orgId: "team_localBuildCheck",
  projectName: "kalpix-site",
  settings: {
    framework: "nextjs",
    installCommand: "",
    buildCommand: null,
    outputDirectory: null,
    rootDirectory: null,
    nodeVersion: "22.x",
  },
};

const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);

// A developer's real link (`vercel link`) is set aside for the run and put back afterwards.
const ownLink = existsSync(projectFile) ? readFileSync(projectFile, "utf8") : null;
const isOwnLinkOurs = ownLink?.includes(projectSettings.projectId) ?? false;

const run = `${randomBytes(6).toString("hex")}`;
const jwtSecret = `build-check-jwt-secret-${run}-${randomBytes(12).toString("hex")}`;
const local = await startLocalSupabase({
  port: 0,
  smtpPort: 0,
  dataDir: null,
  log: false,
  jwtSecret,
  anonKey: await signJwt({ ...LOCAL_KEY_CLAIMS.anon }, jwtSecret),
  serviceRoleKey: await signJwt({ ...LOCAL_KEY_CLAIMS.service_role }, jwtSecret),
});

const secrets: BuildSecrets = {
  SUPABASE_SECRET_KEY: local.config.serviceRoleKey,
  // Not read by the app; Vercel's Supabase integration sets it in every project it connects.
  SUPABASE_JWT_SECRET: jwtSecret,
  SMTP_PASSWORD: `build-check-smtp-password-${run}`,
  CRON_SECRET: `build-check-cron-secret-${run}`,
  RATE_LIMIT_SECRET: `build-check-rate-limit-secret-${run}`,
};

let status = 1;
try {
  mkdirSync(vercelDir, { recursive: true });
  writeFileSync(projectFile, `${JSON.stringify(projectSettings, null, 2)}\n`);
  rmSync(outputDir, { recursive: true, force: true });

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    VERCEL_TELEMETRY_DISABLED: "1",
    NEXT_TELEMETRY_DISABLED: "1",
    // The CLI's update check asks the npm registry; nothing here should need the network.
    NO_UPDATE_NOTIFIER: "1",
    NEXT_PUBLIC_SITE_URL: "https://kalpix.example",
    NEXT_PUBLIC_SUPABASE_URL: local.url,
    NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY: local.config.anonKey,
    SUPABASE_SECRET_KEY: secrets.SUPABASE_SECRET_KEY,
    SUPABASE_JWT_SECRET: secrets.SUPABASE_JWT_SECRET,
    SMTP_URL: `smtp://build-check:${secrets.SMTP_PASSWORD}@${local.config.host}:${local.config.smtpPort ?? 25}`,
    CRON_SECRET: secrets.CRON_SECRET,
    RATE_LIMIT_SECRET: secrets.RATE_LIMIT_SECRET,
  };
  console.log(`vercel build (backend ${local.url}) …`);
  const code = await new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [vercelBin, "build"], {
      cwd: root,
      env,
      stdio: "inherit",
    });
    child.on("error", reject);
    child.on("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  if (code !== 0) throw new Error(`vercel build exited with code ${code}`);
  console.log(
    `vercel build finished after ${seconds()} s; checking ${path.relative(root, outputDir)}`,
  );

  const { crons = [] } = JSON.parse(readFileSync(path.join(root, "vercel.json"), "utf8")) as {
    crons?: Cron[];
  };
  const result = checkVercelOutput(outputDir, {
    crons,
    appRoutes: appRoutes(path.join(root, "app")),
    secrets,
  });
  console.log(
    `Checked ${result.publicRoutes.length} public routes (prerendered), ${result.privateRoutes.length} private and cron routes (functions), ${crons.length} cron(s), and ${result.scanned} served files for ${Object.keys(secrets).length} secrets.`,
  );
  const { problems } = result;
  if (problems.length > 0) {
    console.error(`The deployment output failed ${problems.length} check(s):`);
    for (const problem of problems) console.error(`  - ${problem}`);
  } else {
    console.log(`The deployment output passed every check (${seconds()} s in all).`);
    status = 0;
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await local.close();
  if (ownLink !== null && !isOwnLinkOurs) writeFileSync(projectFile, ownLink);
  else rmSync(projectFile, { force: true });
}
process.exit(status);
