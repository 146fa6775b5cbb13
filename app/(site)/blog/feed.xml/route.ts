import { blogRss } from "@/lib/seo/blog-feed";

export const dynamic = "force-static";

export function GET() {
  return new Response(blogRss(), {
    headers: { "content-type": "application/rss+xml; charset=utf-8" },
  });
}
