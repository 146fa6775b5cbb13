import { Feed } from "feed";

import { blogFeed, blogHead, blogPosts } from "@/content/blog";
import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";

import { absoluteUrl } from "./json-ld";

// Midnight UTC, so a feed date reads the same day as the article shows.
const day = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function blogRss(): string {
  const newest = [...blogPosts.map((post) => post.dateModified)].sort().at(-1)!;
  const feed = new Feed({
    id: absoluteUrl("/blog"),
    link: absoluteUrl("/blog"),
    title: blogFeed.title,
    description: blogHead.description,
    language: "en",
    // Not the build time, which would mark the feed changed on every deploy.
    updated: day(newest),
    image: absoluteUrl("/logo.png"),
    copyright: `© ${site.name}`,
    feedLinks: { rss: absoluteUrl(blogFeed.path) },
    author: { name: site.name, email: site.email, link: siteUrl },
  });
  for (const post of blogPosts) {
    const url = absoluteUrl(`/blog/${post.slug}`);
    feed.addItem({
      id: url,
      link: url,
      title: post.title,
      description: post.description,
      date: day(post.dateModified),
      published: day(post.datePublished),
      author: [{ name: site.name, email: site.email, link: siteUrl }],
    });
  }
  return feed.rss2();
}
