import type { MetadataRoute } from "next";

import { publicRoutes } from "@/content/routes";
import { absoluteUrl } from "@/lib/seo/json-ld";
import { hreflangs } from "@/lib/seo/page-head";

export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => {
    const url = absoluteUrl(route.path);
    const languages = Object.fromEntries([...hreflangs, "x-default"].map((lang) => [lang, url]));
    return {
      url,
      lastModified: route.lastModified,
      changeFrequency: route.changeFrequency,
      priority: route.priority,
      alternates: { languages },
    };
  });
}
