import { SUPERUSER, type ThrowawayCluster } from "./postgres-server";
import { ROLES, type Role } from "./rls-matrix";
import { API_ROLE, sqlLiteral } from "./supabase-database";

/**
 * Statements that commit, for tests that build up state across cases: `as` runs one as PostgREST
 * makes it (role, JWT claims, the statement), `sql` as the superuser. Failures throw with their
 * SQLSTATE. `cluster` is read at each call, as the tests start it in `beforeAll`.
 */
export function committedRequests(cluster: () => ThrowawayCluster) {
  return {
    async as(role: Role, statement: string): Promise<string[]> {
      const { role: dbRole, claims } = ROLES[role];
      const result = await cluster().psql(
        [
          "begin;",
          `set local role ${dbRole};`,
          `select set_config('request.jwt.claims', ${sqlLiteral(JSON.stringify(claims))}, true) \\g /dev/null`,
          `${statement};`,
          "commit;",
        ].join("\n"),
        { user: API_ROLE },
      );
      if (!result.ok) throw new Error(`${role}: ${result.sqlstate} ${result.message}`);
      return result.lines;
    },
    async sql(text: string): Promise<string[]> {
      const result = await cluster().psql(text, { user: SUPERUSER });
      if (!result.ok) throw new Error(`${result.sqlstate} ${result.message}`);
      return result.lines;
    },
  };
}
