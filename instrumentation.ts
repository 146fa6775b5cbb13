/**
 * Next calls register() once when a server starts. A bad environment ends the process there,
 * with a message naming each variable: Next 16 would otherwise log the error and keep running,
 * answering 500 to every request. The literal NEXT_RUNTIME test lets the edge build drop the import.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { validateEnv } = await import("./lib/env");
    try {
      validateEnv();
    } catch (error) {
      console.error(
        `The server cannot start: ${error instanceof Error ? error.message : String(error)}`,
      );
      process.exit(1);
    }
  }
}
