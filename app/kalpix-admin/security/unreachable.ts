export const unreachable = () => ({
  ok: false as const,
  message: "The server could not be reached. Check the connection and try again.",
});
