import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL("./", import.meta.url)),
      // Vitest runs outside React Server Components; the guard itself is Next's job.
      "server-only": fileURLToPath(new URL("./tests/support/server-only.ts", import.meta.url)),
    },
  },
  test: {
    include: ["tests/**/*.test.ts", "local-supabase/tests/**/*.test.ts"],
    environment: "node",
    pool: "threads",
    maxWorkers: 2,
  },
});
