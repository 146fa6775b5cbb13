/** The erase form's answer when its request never reached the server: nothing was erased. */
export const unreachable = () => ({
  ok: false as const,
  message:
    "The server could not be reached, so nothing was erased. Check the connection and try again.",
});
