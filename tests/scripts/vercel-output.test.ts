/**
 * The checks `npm run check:deploy` runs on `vercel build`'s output, on small outputs written
 * here in the Build Output API's layout: a good one passes, and each way a deployment can go
 * wrong (a dropped cron, a public page rendered per visit, an admin page cached, a secret in a
 * served file) is reported. The real build is checked by `npm run check:deploy` itself.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import {
  appRoutes,
  checkCrons,
  checkVercelOutput,
  findSecrets,
  prerenderedBody,
  type OutputExpectations,
} from "@/scripts/vercel-output.ts";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vercel-output-test-"));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

function write(relative: string, content: string) {
  const file = path.join(dir, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

const CRON = { path: "/api/cron/notifications", schedule: "*/10 * * * *" };
const SECRET = "service-role-key-not-for-browsers-0123456789";

function fn(route: string) {
  write(`functions/${route}.func/.vc-config.json`, '{"runtime":"nodejs22.x"}');
}

function prerender(route: string, body: string) {
  fn(route);
  const fallback = `${path.basename(route)}.prerender-fallback.html`;
  write(
    `functions/${route}.prerender-config.json`,
    JSON.stringify({ type: "Prerender", fallback: { type: "FileFsRef", fsPath: fallback } }),
  );
  write(`functions/${path.dirname(route)}/${fallback}`, body);
}

/** An output as `vercel build` writes it for a healthy deployment of a tiny app. */
function goodOutput() {
  write("config.json", JSON.stringify({ version: 3, routes: [], crons: [CRON] }));
  write("static/_next/static/chunks/app.js", "console.log('hello')");
  prerender("index", "<h1>Home</h1>");
  prerender(
    "services/web-design",
    '<meta property="og:image" content="https://example.com/services/web-design/opengraph-image-1a2b3c?9f"/><h1>Web design</h1>',
  );
  prerender("services/web-design/opengraph-image-1a2b3c", "PNG");
  prerender(
    "sitemap.xml",
    `<?xml version="1.0"?><urlset><url><loc>https://example.com</loc></url>
     <url><loc>https://example.com/services/web-design</loc></url></urlset>`,
  );
  prerender("robots.txt", "User-Agent: *\nAllow: /\nDisallow: /admin\nDisallow: /auth/\n");
  fn("admin");
  fn("admin/export/list.csv");
  fn("auth/callback");
  fn("api/cron/notifications");
}

const expectations: OutputExpectations = {
  crons: [CRON],
  appRoutes: [
    "/",
    "/admin",
    "/admin/export/list.csv",
    "/api/cron/notifications",
    "/auth/callback",
    "/services/web-design",
  ],
  secrets: { SUPABASE_SECRET_KEY: SECRET },
};

describe("checkVercelOutput", () => {
  it("passes a healthy output and names the routes it checked", () => {
    goodOutput();
    const result = checkVercelOutput(dir, expectations);
    expect(result.problems).toEqual([]);
    expect(result.publicRoutes).toEqual(["/", "/services/web-design"]);
    expect(result.privateRoutes).toEqual([
      "/admin",
      "/admin/export/list.csv",
      "/api/cron/notifications",
      "/auth/callback",
    ]);
  });

  it("reports a public page that is rendered on every visit instead of prerendered", () => {
    goodOutput();
    rmSync(path.join(dir, "functions/services/web-design.prerender-config.json"));
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "/services/web-design (in the sitemap) is not prerendered: it would render on every visit",
    ]);
  });

  it("reports a page whose share picture would be rendered on every visit", () => {
    goodOutput();
    rmSync(
      path.join(dir, "functions/services/web-design/opengraph-image-1a2b3c.prerender-config.json"),
    );
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "/services/web-design's share picture /services/web-design/opengraph-image-1a2b3c is not prerendered",
    ]);
  });

  it("reports a prerender whose fallback page is missing", () => {
    goodOutput();
    rmSync(path.join(dir, "functions/index.prerender-fallback.html"));
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "/ (in the sitemap) is not prerendered: it would render on every visit",
    ]);
  });

  it("reports an admin page served from a cached copy", () => {
    goodOutput();
    prerender("admin", "<h1>Enquiries</h1>");
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "/admin is prerendered: one cached copy would be served to every visitor",
    ]);
  });

  it("reports an admin page written as a static file", () => {
    goodOutput();
    rmSync(path.join(dir, "functions/admin.func"), { recursive: true });
    write("static/admin.html", "<h1>Enquiries</h1>");
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "/admin has no function",
      "/admin is prerendered: one cached copy would be served to every visitor",
    ]);
  });

  it("reports a missing auth or cron function", () => {
    goodOutput();
    rmSync(path.join(dir, "functions/auth/callback.func"), { recursive: true });
    rmSync(path.join(dir, "functions/api/cron/notifications.func"), { recursive: true });
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "/api/cron/notifications has no function",
      "/auth/callback has no function",
    ]);
  });

  it("reports a cron route of the app that vercel.json does not schedule", () => {
    goodOutput();
    fn("api/cron/cleanup");
    const problems = checkVercelOutput(dir, {
      ...expectations,
      appRoutes: [...expectations.appRoutes, "/api/cron/cleanup"],
    }).problems;
    expect(problems).toEqual([
      "/api/cron/cleanup is a cron route that vercel.json does not schedule",
    ]);
  });

  it("reports a sitemap or robots.txt that is not prerendered, or a sitemap without pages", () => {
    goodOutput();
    rmSync(path.join(dir, "functions/robots.txt.prerender-config.json"));
    write("functions/sitemap.xml.prerender-fallback.html", "<urlset></urlset>");
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "the prerendered sitemap lists no page",
      "/robots.txt is not prerendered",
    ]);
  });

  it("reports a secret planted in a served file", () => {
    goodOutput();
    write("static/_next/static/chunks/app.js", `const key = "${SECRET}";`);
    expect(checkVercelOutput(dir, expectations).problems).toEqual([
      "static/_next/static/chunks/app.js contains the value of SUPABASE_SECRET_KEY",
    ]);
  });
});

describe("checkCrons", () => {
  it("finds the cron of vercel.json in config.json", () => {
    goodOutput();
    expect(checkCrons(dir, [CRON])).toEqual([]);
  });

  it("reports a cron that is missing or scheduled at other times", () => {
    write(
      "config.json",
      JSON.stringify({ version: 3, crons: [{ ...CRON, schedule: "0 0 * * *" }] }),
    );
    expect(checkCrons(dir, [CRON])).toEqual([
      'config.json does not schedule the cron /api/cron/notifications at "*/10 * * * *" (it has [{"path":"/api/cron/notifications","schedule":"0 0 * * *"}])',
    ]);
    write("config.json", JSON.stringify({ version: 3 }));
    expect(checkCrons(dir, [CRON])).toHaveLength(1);
  });

  it("reports a missing config.json", () => {
    expect(checkCrons(dir, [CRON])).toEqual(["config.json is missing or not JSON"]);
  });
});

describe("findSecrets", () => {
  const secrets = {
    CRON_SECRET: "cron-secret-value-abcdef",
    SMTP_PASSWORD: "smtp-password-value-123",
  };

  it("finds a secret in static/, in a prerendered page and in config.json", () => {
    write("static/deep/folder/chunk.js", `x="${secrets.CRON_SECRET}"`);
    write("functions/about.prerender-fallback.html", `<p>${secrets.SMTP_PASSWORD}</p>`);
    write("config.json", JSON.stringify({ routes: [{ headers: { x: secrets.CRON_SECRET } }] }));
    expect(findSecrets(dir, secrets)).toEqual([
      { file: "config.json", secret: "CRON_SECRET" },
      { file: "functions/about.prerender-fallback.html", secret: "SMTP_PASSWORD" },
      { file: "static/deep/folder/chunk.js", secret: "CRON_SECRET" },
    ]);
  });

  it("finds a secret in a binary file and through a symbolic link", () => {
    write("static/image.png", "\u0000\u0001PNG" + secrets.CRON_SECRET);
    write("elsewhere/real.js", secrets.SMTP_PASSWORD);
    symlinkSync(path.join(dir, "elsewhere/real.js"), path.join(dir, "static/linked.js"));
    expect(findSecrets(dir, secrets)).toEqual([
      { file: "elsewhere/real.js", secret: "SMTP_PASSWORD" },
      { file: "static/image.png", secret: "CRON_SECRET" },
      { file: "static/linked.js", secret: "SMTP_PASSWORD" },
    ]);
  });

  it("leaves the server's function bundles alone, and finds nothing in a clean output", () => {
    write("functions/admin.func/index.js", `process.env.X ?? "${secrets.CRON_SECRET}"`);
    write("static/app.js", "console.log(1)");
    expect(findSecrets(dir, secrets)).toEqual([]);
  });

  it("refuses a secret too short to search for meaningfully", () => {
    expect(() => findSecrets(dir, { CRON_SECRET: "abc" })).toThrow(/too short/);
  });
});

describe("prerenderedBody", () => {
  it("takes a static file or a prerender fallback, and nothing else", () => {
    write("static/legal.html", "<h1>Legal</h1>");
    prerender("about", "<h1>About</h1>");
    fn("contact");
    expect(prerenderedBody(dir, "/legal")).toBe(path.join(dir, "static/legal.html"));
    expect(prerenderedBody(dir, "/about")).toBe(
      path.join(dir, "functions/about.prerender-fallback.html"),
    );
    expect(prerenderedBody(dir, "/contact")).toBeNull();
    expect(prerenderedBody(dir, "/missing")).toBeNull();
  });
});

describe("appRoutes", () => {
  it("lists pages and route handlers by URL, without route groups and private folders", () => {
    write("app/layout.tsx", "");
    write("app/(site)/page.tsx", "");
    write("app/(site)/blog/[slug]/page.tsx", "");
    write("app/(site)/blog/feed.xml/route.ts", "");
    write("app/admin/page.tsx", "");
    write("app/admin/_parts/table.tsx", "");
    write("app/admin/_parts/page.tsx", "");
    write("app/api/cron/notifications/route.ts", "");
    expect(appRoutes(path.join(dir, "app"))).toEqual([
      "/",
      "/admin",
      "/api/cron/notifications",
      "/blog/[slug]",
      "/blog/feed.xml",
    ]);
  });
});
