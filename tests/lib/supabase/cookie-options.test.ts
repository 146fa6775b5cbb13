import { existsSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { site } from "@/content/site";
import { sessionCookieOptions } from "@/lib/supabase/cookie-options";
import { config } from "@/proxy";

describe("session cookie options", () => {
  it("are SameSite=Lax and HttpOnly, and Secure over https (production on Vercel)", () => {
    expect(sessionCookieOptions("https")).toMatchObject({
      sameSite: "lax",
      httpOnly: true,
      secure: true,
    });
    expect(sessionCookieOptions("https:")).toMatchObject({ secure: true });
    expect(sessionCookieOptions("https, http")).toMatchObject({ secure: true });
  });

  it("are not Secure on plain-http loopback, where the browser would drop them", () => {
    expect(sessionCookieOptions("http")).toMatchObject({ sameSite: "lax", secure: false });
    expect(sessionCookieOptions(null)).toMatchObject({ secure: false });
  });
});

describe("the admin path", () => {
  it("is the proxy's matcher and the dashboard's folder, as set once in site config", () => {
    expect(config.matcher).toContain(site.adminPath);
    expect(config.matcher).toContain(`${site.adminPath}/:path*`);
    expect(existsSync(path.join(process.cwd(), "app", site.adminPath, "page.tsx"))).toBe(true);
  });

  it("leaves public pages out of the proxy but for action posts, so they stay static", () => {
    // An invitation's page is dynamic anyway; the proxy only turns a broken escape into its page,
    // as it does for any address with a percent-escape, which the site's own links never have.
    const paths = [
      "/login",
      "/auth/:path*",
      site.adminPath,
      `${site.adminPath}/:path*`,
      "/reviews/invite/:path*",
      "/:path(.*%.*)",
    ];
    for (const matcher of config.matcher) {
      if (typeof matcher === "string") expect(paths).toContain(matcher);
      else
        expect(matcher.has).toEqual([
          expect.objectContaining({
            type: "header",
            key: expect.stringMatching(/^(next-action|content-type)$/),
          }),
        ]);
    }
  });
});
