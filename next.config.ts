import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

import { parseSupabaseUrl } from "./lib/env/schema";
import { securityHeaders } from "./lib/security-headers";
import { devAllowedHosts } from "./scripts/dev-server-options.mjs";

/**
 * Next refuses a server action body over `serverActions.bodySizeLimit` by throwing inside its
 * action handler, which answers 500 (Next 16's action-handler.js leaves that ApiError(413) to
 * the generic error path). So a request that declares 1 000 000 bytes or more, just under that
 * 1 MB limit (leading zeros included), never reaches a page: the router sends it to a route
 * that answers 413 without reading the body. An action-shaped request that does not declare its
 * size (chunked) cannot be checked up front and gets 411; browsers always declare it.
 */
const ACTION_BODY_LIMIT = "1mb";
const OVERSIZED_BODY = "0*[1-9]\\d{6,}";
const TOO_LARGE = "/auth/too-large";

const NO_TEXT = "./components/stylesheet/no-stylesheet-text.ts";

// An invitation's link is a secret: no page it opens names it to another site (it is dynamic, so never cached).
const invitationHeaders = [
  {
    source: "/reviews/invite/:token*",
    headers: [{ key: "Referrer-Policy", value: "no-referrer" }],
  },
];

// inlineCss wrote the stylesheet into the RSC data twice; the build inlines it once, server-side.
function stylesheetAliases(dev: boolean) {
  return {
    "#stylesheet-text": { browser: NO_TEXT, default: "./components/stylesheet/stylesheet-text.ts" },
    "#built-stylesheet": dev ? NO_TEXT : "./generated/site-stylesheet.mjs",
    "#dev-stylesheet": dev ? "./app/globals.css" : NO_TEXT,
  };
}

export default function config(phase: string): NextConfig {
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // The dev server may be opened as 127.0.0.1 (and on a LAN when DEV_HOST shares it).
    ...(phase === PHASE_DEVELOPMENT_SERVER && { allowedDevOrigins: devAllowedHosts(process.env) }),
    // Pin the workspace root so a stray lockfile higher up never changes file tracing or warns at build.
    turbopack: {
      root: import.meta.dirname,
      rules: { "*.woff2": { type: "asset" } },
      resolveAlias: stylesheetAliases(phase === PHASE_DEVELOPMENT_SERVER),
    },
    outputFileTracingRoot: import.meta.dirname,
    images: {
      formats: ["image/avif", "image/webp"],
      // Every width listed here is a srcset candidate written into each <img> (15 by default, 1.1 KB
      // per image). The site's images sit in 350 px to 1216 px slots: these cover them at 1x to 3x.
      imageSizes: [256, 384],
      deviceSizes: [640, 828, 1080, 1200, 1920, 2560],
    },
    experimental: {
      serverActions: { bodySizeLimit: ACTION_BODY_LIMIT },
    },
    async rewrites() {
      const chunked = { type: "header", key: "transfer-encoding" } as const;
      return {
        beforeFiles: [
          {
            source: "/:path*",
            has: [{ type: "header", key: "content-length", value: OVERSIZED_BODY }],
            destination: TOO_LARGE,
          },
          {
            source: "/:path*",
            has: [chunked, { type: "header", key: "next-action" }],
            destination: TOO_LARGE,
          },
          {
            source: "/:path*",
            has: [chunked, { type: "header", key: "content-type", value: "multipart/form-data.*" }],
            destination: TOO_LARGE,
          },
        ],
        afterFiles: [],
        fallback: [],
      };
    },
    async headers() {
      // Read when the app is built (npm run build/dev set NEXT_PUBLIC_SUPABASE_URL, see
      // scripts/with-local-supabase.mjs): Next bakes these headers into the routes manifest.
      const headers = securityHeaders({
        dev: phase === PHASE_DEVELOPMENT_SERVER,
        supabaseUrl: parseSupabaseUrl(process.env),
      });
      return [{ source: "/:path*", headers }, ...invitationHeaders];
    },
  };
}
