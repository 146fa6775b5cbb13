type Env = Record<string, string | undefined>;
export function devSiteUrl(args: readonly string[], env: Env): string;
export function devListenArgs(args: readonly string[], env: Env): string[];
export function listenArgs(
  command: string,
  args: readonly string[],
  env: Env,
  options: { embeddedBackend: boolean },
): string[];
export function devAllowedHosts(env: Env): string[];
