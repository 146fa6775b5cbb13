import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";

import { securityHeaders } from "./lib/security-headers";

export default function config(phase: string): NextConfig {
  return {
    poweredByHeader: false,
    reactStrictMode: true,
    // Pin the workspace root so a stray lockfile higher up never changes file tracing or warns at build.
    turbopack: { root: import.meta.dirname },
    outputFileTracingRoot: import.meta.dirname,
    images: {
      formats: ["image/avif", "image/webp"],
    },
    async headers() {
      // Read when the app is built (npm run build/dev set NEXT_PUBLIC_SUPABASE_URL, see
      // scripts/with-local-supabase.mjs): Next bakes these headers into the routes manifest.
      const headers = securityHeaders({
        dev: phase === PHASE_DEVELOPMENT_SERVER,
        supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
      });
      return [{ source: "/:path*", headers }];
    },
  };
}
