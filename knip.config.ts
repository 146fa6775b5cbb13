import type { KnipConfig } from "knip";

// Knip's Next.js, Vitest, Playwright, ESLint, Prettier and PostCSS plugins find the app router
// files, proxy.ts, instrumentation.ts, the tests and the e2e specs; the package.json scripts add
// the files they run. What remains are the entry points no tool names.
const config: KnipConfig = {
  workspaces: {
    ".": {
      // Run by hand (`node scripts/...`), not from a package.json script; the two aliases of
      // vitest.config.mts stand in for modules by path.
      entry: [
        "scripts/**/*.{cjs,mjs,ts}",
        "tests/support/server-only.ts",
        "tests/support/no-backend-in-unit-tests.ts",
      ],
    },
    "local-supabase": {
      // The root vitest.config.mts runs these; the database worker is started by URL (src/db.ts).
      entry: ["tests/**/*.test.ts", "src/pg-worker.mjs"],
    },
  },
  // The system's Java runs the Nu Html Checker (e2e/valid-html.spec.ts); .ci/run installs it.
  ignoreBinaries: ["java"],
  ignoreDependencies: [
    // The font scripts and their test read the .woff2 files by path, not by import.
    "@fontsource-variable/bricolage-grotesque",
    "@fontsource-variable/inter",
  ],
};

export default config;
