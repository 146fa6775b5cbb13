import type { Page } from "@playwright/test";

import { adminPath, insertAsVisitor, serviceRows, signInAsAdmin, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

/**
 * A page on another site can open a link to the admin's downloads, and a Lax session cookie goes
 * with a top-level GET: the person's file would be produced and an export audited in the admin's
 * name. Both downloads answer such a request 403 and record nothing; the dashboard's own links
 * still download.
 */
const downloads = [`${adminPath}/privacy/export`, `${adminPath}/export/submissions.csv`];

// The privacy download's own export is audited: one at a time, so neither counts the other's.
test.describe.configure({ mode: "default" });

/** The dashboard's own link: the privacy export's carries the ids of the rows it lists. */
async function ownLink(page: Page, path: string): Promise<string> {
  if (!path.includes("/privacy/")) return path;
  const email = `${unique("cross-site").replace(" ", "-")}@example.com`;
  await insertAsVisitor("form_submissions", {
    name: "Cross Site",
    email,
    message: "A question sent before the test.",
  });
  await page.goto(`${adminPath}/privacy?email=${encodeURIComponent(email)}`);
  const href = await page.getByRole("link", { name: "Export as JSON" }).getAttribute("href");
  expect(href).toContain("enquiry_ids=");
  return href!;
}

for (const path of downloads) {
  test(`${path} refuses a request another site's page made`, async ({ page }) => {
    await signInAsAdmin(page);
    const download = await ownLink(page, path);
    const auditedBefore = (await serviceRows("admin_audit?select=id&action=eq.person.exported"))
      .length;
    const foreign: Array<Record<string, string>> = [
      { "sec-fetch-site": "cross-site", "sec-fetch-mode": "navigate" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://evil.example" },
      { referer: "https://evil.example/page" },
    ];
    for (const headers of foreign) {
      const response = await page.request.get(download, { headers, maxRedirects: 0 });
      expect(response.status(), JSON.stringify(headers)).toBe(403);
      expect(response.headers()["content-disposition"]).toBeUndefined();
    }
    expect((await serviceRows("admin_audit?select=id&action=eq.person.exported")).length).toBe(
      auditedBefore,
    );
    const own = await page.request.get(download, {
      headers: { "sec-fetch-site": "same-origin" },
      maxRedirects: 0,
    });
    expect(own.status()).toBe(200);
    expect(own.headers()["content-disposition"]).toMatch(/^attachment; /);
  });
}
