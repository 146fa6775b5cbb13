/** The security page's forms: a request that never reached the server is said so, nothing lost. */
export const unreachable = () => ({
  ok: false as const,
  message: "The server could not be reached. Check the connection and try again.",
});
