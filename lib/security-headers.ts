// Computed once at build time: Next bakes these headers into the routes manifest.
// script-src needs 'unsafe-inline': the pages are prerendered, so a per-request nonce can't exist.

// An embedded player's host goes here (frame-src); every video is a local file for now.
const VIDEO_EMBED_HOSTS: readonly string[] = [];

// Chromium checks every redirect hop of a form posted without JavaScript against form-action,
// the OAuth sign-in's hop from Supabase to the provider included.
const OAUTH_PROVIDER_HOSTS: readonly string[] = [
  "https://accounts.google.com",
  "https://github.com",
];

export type SecurityHeaderOptions = {
  dev: boolean;
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

function websocketOrigin(url: URL): string {
  return `${url.protocol === "https:" ? "wss:" : "ws:"}//${url.host}`;
}

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
  // On loopback it would send every subresource to https://127.0.0.1 and break the page.
  if (!local) directives.push(["upgrade-insecure-requests", []]);

  return directives.map(([name, values]) => [name, ...values].join(" ")).join("; ");
}

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
