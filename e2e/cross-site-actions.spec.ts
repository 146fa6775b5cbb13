import { actionForm, formBody } from "./action-fields";
import { expect, test } from "./fixtures";

/**
 * A form on another site can post to an action with the visitor's cookies. Browsers say where a
 * post came from in Sec-Fetch-Site, older ones in Origin: a post from another site is refused with
 * a sentence, whichever page or action it targets, and the site's own posts still go through.
 */
const REFUSAL =
  "This form can only be sent from this website's own pages. Please open the page and send it there.";

const FOREIGN: Array<[string, Record<string, string>]> = [
  ["Sec-Fetch-Site: cross-site and no Origin", { "sec-fetch-site": "cross-site" }],
  ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site" }],
  ["a foreign Origin", { origin: "https://attacker.example" }],
  ["a foreign Referer only", { referer: "https://attacker.example/page" }],
  // Not a browser's: a script that says "typed in" or "same origin" and names another site.
  [
    "Sec-Fetch-Site: none and a foreign Origin",
    { "sec-fetch-site": "none", origin: "https://attacker.example" },
  ],
  [
    "Sec-Fetch-Site: same-origin and a foreign Origin",
    { "sec-fetch-site": "same-origin", origin: "https://attacker.example" },
  ],
];

for (const page of ["/contact", "/kalpix-admin/privacy"]) {
  for (const [label, headers] of FOREIGN) {
    test(`an action post to ${page} with ${label} is refused with 403`, async ({ request }) => {
      const { id } = await actionForm(request, "/contact");
      const response = await request.post(page, {
        headers: { "next-action": id, accept: "text/x-component", ...headers },
        multipart: formBody([], { 0: "[null]" }),
        maxRedirects: 0,
      });
      expect(response.status()).toBe(403);
      expect(await response.text()).toBe(REFUSAL);
    });
  }
}

test("a form posted without JavaScript from another site is refused before it is read", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact");
  const response = await request.post("/contact", {
    headers: { "sec-fetch-site": "cross-site" },
    multipart: formBody(hidden, { name: "Ada", email: "ada@example.com", message: "Hello there." }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});

test("the site's own post, as a browser marks it, is still read", async ({ request, baseURL }) => {
  const { hidden } = await actionForm(request, "/contact");
  const response = await request.post("/contact", {
    headers: { "sec-fetch-site": "same-origin", origin: new URL(baseURL!).origin },
    multipart: formBody(hidden, { name: "A", email: "not-an-address", message: "Hi" }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Please enter a valid email address.");
});
