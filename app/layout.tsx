import type { Metadata, Viewport } from "next";

import { site } from "@/content/site";
import { siteUrl } from "@/lib/env/public";
import { NoScriptStyles } from "@/components/layout/no-script-styles";
import { splashScript } from "@/components/layout/splash-script";
import { revealScript } from "@/components/motion/reveal-script";
import { InlineStylesheet } from "@/components/stylesheet/inline-stylesheet";

// The dev server links the stylesheet, for hot reload; a build inlines it (InlineStylesheet).
import "#dev-stylesheet";

const siteCard = {
  url: site.ogImage.path,
  width: site.ogImage.width,
  height: site.ogImage.height,
  alt: site.ogImage.alt,
  type: "image/png",
};

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${site.name}: ${site.slogan}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.name, url: siteUrl }],
  creator: site.name,
  publisher: site.name,
  formatDetection: { telephone: false, address: false, email: false },
  // The brand's card, for what has no card of its own (the not-found page, the login).
  openGraph: { type: "website", siteName: site.name, images: [siteCard] },
  twitter: { card: "summary_large_image", images: [siteCard] },
};

export const viewport: Viewport = {
  themeColor: "#0c0b12",
  colorScheme: "dark",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en" data-scroll-behavior="smooth">
      <head>
        <InlineStylesheet />
        {/* eslint-disable-next-line react/no-danger -- static string built from constants, no user input */}
        <script dangerouslySetInnerHTML={{ __html: splashScript }} />
        {/* eslint-disable-next-line react/no-danger -- static string built from constants, no user input */}
        <script dangerouslySetInnerHTML={{ __html: revealScript }} />
        <NoScriptStyles />
      </head>
      <body>{children}</body>
    </html>
  );
}
