/**
 * Next calls register() once when a server starts: a bad environment stops it there, with a
 * message naming each variable. The literal NEXT_RUNTIME test lets the edge build drop the import.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { validateEnv } = await import("./lib/env");
    validateEnv();
  }
}
