import type { MetadataRoute } from "next";

import { privatePathPrefixes } from "@/content/routes";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/json-ld";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [site.adminPath, ...privatePathPrefixes] }],
    // No `host`: Host is a non-standard line (Yandex's, long retired) that other crawlers ignore
    // or flag; the canonical links already name the preferred origin.
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
