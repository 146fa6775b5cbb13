/**
 * The response headers every route sends (next.config.ts `headers()`). Pure: the inputs are
 * read from the environment by the caller, once, at build time, because Next bakes the result
 * into the routes manifest.
 *
 * Why the Content-Security-Policy looks the way it does:
 * - script-src 'self' 'unsafe-inline': the pages are prerendered (static), so a per-request nonce
 *   is impossible without making every page dynamic. Next's inline RSC payload and bootstrap
 *   scripts and the splash and reveal scripts in app/layout.tsx need inline scripts. No 'unsafe-eval' in
 *   production; development needs it for React's dev tooling (call stacks, Fast Refresh).
 * - frame-src 'none': the portfolio plays its own WebM files from public/videos (media-src
 *   'self'), nothing embeds a third-party player. Adding an embed means listing its host in
 *   `VIDEO_EMBED_HOSTS` (for example https://www.youtube-nocookie.com https://player.vimeo.com).
 * - form-action 'self' plus the Supabase origin and the OAuth providers' sign-in pages: a server
 *   action posted without JavaScript that redirects (303) elsewhere, such as the admin login's
 *   OAuth sign-in to `<supabase>/auth/v1/authorize`, which itself redirects to the provider, is
 *   checked against form-action on every hop by Chromium. With JavaScript the router navigates
 *   instead, and form-action does not apply.
 * - connect-src 'self' plus the Supabase origin (http and its ws variant for Realtime); during
 *   development or against a backend on this machine, any loopback port.
 * - upgrade-insecure-requests only for a deployment: on loopback (npm start, the tests) it would
 *   send every subresource to https://127.0.0.1 and break the page.
 */

/** Third-party video players the site may frame. Empty: every video is a local file. */
const VIDEO_EMBED_HOSTS: readonly string[] = [];

/** Where the admin login's OAuth sign-in continues after Supabase's /auth/v1/authorize. */
const OAUTH_PROVIDER_HOSTS: readonly string[] = [
  "https://accounts.google.com",
  "https://github.com",
];

export type SecurityHeaderOptions = {
  /** `next dev`: allows 'unsafe-eval' and loopback connections, no upgrade to https. */
  dev: boolean;
  /** NEXT_PUBLIC_SUPABASE_URL as the app is built with; absent or invalid is ignored. */
  supabaseUrl?: string | undefined;
};

export type Header = { key: string; value: string };

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]", "::1"]);

function parseOrigin(value: string | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url : null;
  } catch {
    return null;
  }
}

export function isLoopbackUrl(value: string | undefined): boolean {
  const url = parseOrigin(value);
  return url !== null && LOOPBACK_HOSTS.has(url.hostname);
}

/** `https://x.supabase.co` -> `wss://x.supabase.co`; `http://…` -> `ws://…`. */
function websocketOrigin(url: URL): string {
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

/** True when the app runs on this machine only: dev, or built against a backend on loopback. */
function isLocalBuild(options: SecurityHeaderOptions): boolean {
  return options.dev || isLoopbackUrl(options.supabaseUrl);
}

export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const supabase = parseOrigin(options.supabaseUrl);
  const local = isLocalBuild(options);

  const connect = ["'self'"];
  if (supabase) connect.push(supabase.origin, websocketOrigin(supabase));
  if (local)
    connect.push(
      "http://127.0.0.1:*",
      "ws://127.0.0.1:*",
      "http://localhost:*",
      "ws://localhost:*",
    );

  const formAction = ["'self'"];
  if (supabase) formAction.push(supabase.origin);
  formAction.push(...OAUTH_PROVIDER_HOSTS);

  const script = ["'self'", "'unsafe-inline'"];
  if (options.dev) script.push("'unsafe-eval'");

  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", script],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:"]],
    ["font-src", ["'self'"]],
    ["media-src", ["'self'"]],
    ["connect-src", unique(connect)],
    ["frame-src", VIDEO_EMBED_HOSTS.length > 0 ? [...VIDEO_EMBED_HOSTS] : ["'none'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", unique(formAction)],
    ["frame-ancestors", ["'none'"]],
  ];
  if (!local) directives.push(["upgrade-insecure-requests", []]);

  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

/** Features no page uses, turned off for the page and anything it could embed. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "payment=()",
  "usb=()",
  // The portfolio's video player offers full screen.
  "fullscreen=(self)",
].join(", ");

export function securityHeaders(options: SecurityHeaderOptions): Header[] {
  return [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    // Browsers ignore it over plain http (loopback), so it is safe to send everywhere.
    { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains; preload" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // For browsers without frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
