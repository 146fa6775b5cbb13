export const unreachable = () => ({
  ok: false as const,
  message:
    "The server could not be reached, so nothing was erased. Check the connection and try again.",
});
