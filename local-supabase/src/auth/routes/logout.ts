import { validationFailed } from "../errors.ts";
import { authenticate, type Route } from "../request.ts";
import { deleteSession, deleteUserSessions } from "../sessions.ts";

/**
 * `POST /logout?scope=global|local|others` → 204. Deleting the session rows makes the old access
 * tokens fail `GET /user` with 403 session_not_found and their refresh tokens disappear.
 */
export const logout: Route = async ({ ctx, req, query }) => {
  await ctx.db.transaction(async (tx) => {
    const caller = await authenticate(tx, ctx, req);
    const scope = query.get("scope") ?? "";
    switch (scope) {
      case "":
      case "global":
        await deleteUserSessions(tx, caller.user.id);
        break;
      case "local":
        if (caller.sessionId) await deleteSession(tx, caller.sessionId);
        else await deleteUserSessions(tx, caller.user.id);
        break;
      case "others":
        await deleteUserSessions(tx, caller.user.id, caller.sessionId);
        break;
      default:
        throw validationFailed(`Unsupported logout scope ${JSON.stringify(scope)}`);
    }
  });
  return { status: 204, headers: {}, body: "" };
};
