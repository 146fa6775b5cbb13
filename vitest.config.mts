import { fileURLToPath } from "node:url";

import { defineConfig } from "vitest/config";

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

// A test that needs a database, a server or a child process is named *.integration.test.ts; every
// other test is a unit test, pure and fast, so `npm run test:unit` answers in seconds.
const INTEGRATION = [
  "tests/**/*.integration.test.ts",
  "local-supabase/tests/**/*.integration.test.ts",
];

export default defineConfig({
  resolve: {
    alias: [
      { find: "@", replacement: here("./") },
      // Vitest runs outside React Server Components; the guard itself is Next's job.
      { find: "server-only", replacement: here("./tests/support/server-only.ts") },
    ],
  },
  test: {
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
    projects: [
      {
        resolve: {
          alias: [
            // A unit test that reaches for the embedded backend fails at once, saying what to do.
            {
              find: /^@kalpix\/local-supabase(\/.*)?$/,
              replacement: here("./tests/support/no-backend-in-unit-tests.ts"),
            },
          ],
        },
        test: {
          name: "unit",
          include: ["tests/**/*.test.ts", "local-supabase/tests/**/*.test.ts"],
          exclude: INTEGRATION,
        },
      },
      {
        test: {
          name: "integration",
          include: INTEGRATION,
          // A fresh embedded backend takes seconds to start (Postgres in WebAssembly), more on a
          // busy machine: Vitest's 10 s default for a hook is too tight.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
