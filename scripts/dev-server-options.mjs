// How `npm run dev` listens: on loopback unless asked otherwise (the README publishes the local
// admin's password), and on the port of PORT or --port, with the site URL following that port.
import { networkInterfaces } from "node:os";

const DEFAULT_PORT = "3000";

function argValue(args, names) {
  for (let i = 0; i < args.length; i++) {
    for (const name of names) {
      if (args[i] === name) return args[i + 1];
      if (args[i]?.startsWith(`${name}=`)) return args[i].slice(name.length + 1);
    }
  }
  return undefined;
}

/** The port Next's dev server will take: `--port`/`-p`, else PORT, else 3000. */
function devPort(args, env) {
  return argValue(args, ["--port", "-p"]) ?? (env.PORT || DEFAULT_PORT);
}

/** The site URL for a dev run on that port, as the browser opens it. */
export function devSiteUrl(args, env) {
  return `http://localhost:${devPort(args, env)}`;
}

/** `--hostname` for the dev server unless one is given: DEV_HOST, else loopback only. */
export function devListenArgs(args, env) {
  if (argValue(args, ["--hostname", "-H"]) !== undefined) return [];
  return ["--hostname", env.DEV_HOST || "127.0.0.1"];
}

/**
 * Where Next listens: `next dev` always, and `next start` on the embedded backend (whose admin
 * password is public), on loopback unless DEV_HOST or --hostname says otherwise.
 */
export function listenArgs(command, args, env, { embeddedBackend }) {
  const local = command === "dev" || (command === "start" && embeddedBackend);
  return local ? devListenArgs(args, env) : [];
}

/** Hosts the dev server may be opened as besides localhost: 127.0.0.1, and the LAN's when shared. */
export function devAllowedHosts(env) {
  const host = env.DEV_HOST;
  const shared = host === "0.0.0.0" || host === "::";
  const lan = Object.values(networkInterfaces())
    .flat()
    .filter((address) => address && !address.internal)
    .map((address) => address.address);
  return ["127.0.0.1", ...(shared ? lan : host && host !== "127.0.0.1" ? [host] : [])];
}
