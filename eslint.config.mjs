import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import jsxA11y from "eslint-plugin-jsx-a11y";
import { defineConfig, globalIgnores } from "eslint/config";

// lib/ from the top floor down: a folder imports only folders on the floors below its own.
const libFloors = [
  ["./lib/actions"],
  ["./lib/rate-limit", "./lib/notifications"],
  ["./lib/data"],
  ["./lib/admin", "./lib/auth"],
  ["./lib/supabase", "./lib/privacy"],
  ["./lib/request", "./lib/schemas", "./lib/leads", "./lib/seo"],
  ["./lib/env", "./lib/env.ts"],
];
const libFloorZones = libFloors.slice(1).map((floor, index) => ({
  target: floor,
  from: libFloors.slice(0, index + 1).flat(),
  message:
    "lib/ is stacked: a folder never imports one on a floor above it (docs/architecture.md).",
}));

/**
 * Next's rules, the full jsx-a11y recommended set (Next enables only a few of them), and the
 * architecture's import boundaries as errors, so the layering is enforced rather than documented.
 */
export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    files: ["**/*.{ts,tsx}"],
    // The plugin is already registered by Next's config; only its rules are added here.
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      "react/no-danger": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "import/no-restricted-paths": [
        "error",
        {
          zones: [
            ...libFloorZones,
            {
              target: "./components",
              from: [
                "./lib/data",
                "./lib/supabase",
                "./lib/env.ts",
                "./lib/env/schema.ts",
                "./app",
              ],
              message:
                "Components receive data as props; only routes and actions reach lib/data, lib/supabase or the server's environment.",
            },
            {
              // The embedded backend is a development tool: the app reaches it over HTTP, as it
              // reaches a hosted project; scripts/, tests/ and e2e/ may start and drive it.
              target: [
                "./app",
                "./components",
                "./lib",
                "./content",
                "./proxy.ts",
                "./instrumentation.ts",
              ],
              from: "./local-supabase",
              message:
                "The app reaches Supabase over HTTP through lib/supabase; only scripts/, tests/ and e2e/ import the embedded backend.",
            },
            {
              target: "./local-supabase",
              from: [
                "./app",
                "./components",
                "./lib",
                "./content",
                "./scripts",
                "./tests",
                "./e2e",
              ],
              message:
                "@kalpix/local-supabase stands alone: it reads the project's supabase/ folder, never the app's code.",
            },
            {
              target: "./components/ui",
              from: [
                "./components/layout",
                "./components/motion",
                "./components/home",
                "./content",
                "./lib/seo",
              ],
              message: "shadcn primitives import only lib/utils and their npm packages.",
            },
            {
              // The bottom floor: what the environment decides (the site's origin) lives in
              // lib/env/public.ts, so content never depends on the code above it.
              target: "./content",
              from: "./lib",
              message:
                "content/ is typed data and imports nothing of lib/; read the site's URL from lib/env/public.",
            },
            {
              target: ["./content", "./lib/schemas"],
              from: [
                "./lib/data",
                "./lib/supabase",
                "./lib/auth",
                "./lib/env.ts",
                "./lib/env/schema.ts",
                "./app",
                "./components",
              ],
              message:
                "content/ and lib/schemas are plain data and must stay importable from the browser.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*-form.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/data", "@/lib/data/*"],
              message: "Client forms call their server action, never lib/data.",
            },
            {
              group: [
                "@/lib/supabase/server",
                "@/lib/supabase/admin",
                "@/lib/supabase/service-client",
                "@/lib/env",
                "@/lib/env/schema",
              ],
              message: "Server-only module.",
            },
          ],
        },
      ],
    },
  },
  {
    // lib/env is the one reader of the environment (it validates and documents each variable).
    files: ["app/**/*.{ts,tsx}", "lib/**/*.{ts,tsx}", "components/**/*.{ts,tsx}", "proxy.ts"],
    ignores: ["lib/env.ts", "lib/env/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          object: "process",
          property: "env",
          message: "Read the environment through lib/env (server) or lib/env/public (browser).",
        },
      ],
    },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    ".supabase-local/**",
    ".bench/**",
    ".scratch/**",
    ".screenshots/**",
    ".vercel/**",
  ]),
]);
