/**
 * How tests/postgres finds a server, and that "no server" is a skip with a reason, never a failure:
 * a developer without Debian's `postgresql` package still gets a green `npm test`.
 */
import { describe, expect, it } from "vitest";

import { findPostgres } from "./support/postgres-server";

describe("findPostgres", () => {
  it("reports no server, and why, when POSTGRES_BIN_DIR points where there is none", () => {
    expect(findPostgres({ ...process.env, POSTGRES_BIN_DIR: "/nonexistent" })).toEqual({
      found: false,
      reason: "POSTGRES_BIN_DIR=/nonexistent has no initdb, pg_ctl and postgres",
    });
  });

  const here = findPostgres();
  it.skipIf(!here.found)(
    "uses POSTGRES_BIN_DIR when it holds a server, with its major version and psql",
    () => {
      if (!here.found) return;
      const { binDir } = here.install;
      const chosen = findPostgres({ ...process.env, POSTGRES_BIN_DIR: binDir });
      expect(chosen).toEqual(here);
      expect(here.install.major).toBeGreaterThanOrEqual(13);
      // PostgreSQL refuses to run as root: root must start it as the postgres user.
      expect(here.install.runAs !== null).toBe(process.getuid?.() === 0);
    },
  );
});
