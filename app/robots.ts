import type { MetadataRoute } from "next";

import { privatePathPrefixes } from "@/content/routes";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/json-ld";

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: "*", allow: "/", disallow: [site.adminPath, ...privatePathPrefixes] }],
    sitemap: absoluteUrl("/sitemap.xml"),
    host: site.url,
  };
}
