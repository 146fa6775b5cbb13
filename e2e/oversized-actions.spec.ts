import { request as httpRequest } from "node:http";

import { actionForm, formBody } from "./action-fields";
import { e2eBaseUrl } from "./environment";
import { expect, test } from "./fixtures";

/**
 * A server action body over Next's 1 MB limit used to answer 500 (Next throws inside its action
 * handler). It is answered 413 before any page sees it, for both public forms and the login
 * actions, whether it comes as a fetch action (the `Next-Action` header) or as the plain
 * multipart post of a browser without JavaScript; a body of undeclared size (chunked) gets 411.
 */
const TWO_MB = 2 * 1024 * 1024;
const big = (label: string) => `${label} ${"x".repeat(TWO_MB)}`;

const forms: Array<{ page: string; fields: Record<string, string> }> = [
  {
    page: "/contact",
    fields: { name: "Big Sender", email: "big@example.com", message: big("message") },
  },
  { page: "/reviews", fields: { name: "Big Reviewer", rating: "5", comment: big("comment") } },
  { page: "/login", fields: { email: "big@example.com", password: big("password") } },
];

for (const { page, fields } of forms) {
  test.describe(`a 2 MB action post to ${page}`, () => {
    test("as a fetch action (Next-Action header) is answered 413, not 500", async ({ request }) => {
      const { id } = await actionForm(request, page);
      const raw = await request.post(page, {
        headers: {
          "next-action": id,
          "content-type": "text/plain;charset=UTF-8",
          accept: "text/x-component",
        },
        data: JSON.stringify([big("argument")]),
        maxRedirects: 0,
      });
      expect(raw.status()).toBe(413);
      const multipart = await request.post(page, {
        headers: { "next-action": id, accept: "text/x-component" },
        multipart: formBody([], { "1_message": big("field"), 0: '["$K1"]' }),
        maxRedirects: 0,
      });
      expect(multipart.status()).toBe(413);
    });

    test("as a form posted without JavaScript is answered 413 with a sentence, not 500", async ({
      request,
    }) => {
      const { hidden } = await actionForm(request, page);
      const response = await request.post(page, {
        multipart: formBody(hidden, fields),
        maxRedirects: 0,
      });
      expect(response.status()).toBe(413);
      expect(await response.text()).toContain("The form was too large to send");
    });
  });
}

test("a large post under the limit still reaches the form, which says what is wrong", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact");
  const message = "x".repeat(900_000);
  const response = await request.post("/contact", {
    multipart: formBody(hidden, { name: "Big Sender", email: "big@example.com", message }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain("Message must be at most 5000 characters.");
});

test("an action post of undeclared (chunked) length is answered 411, not 500", async ({
  request,
}) => {
  const { id } = await actionForm(request, "/contact");
  const status = await new Promise<number>((resolve, reject) => {
    const post = httpRequest(`${e2eBaseUrl}/contact`, {
      method: "POST",
      headers: {
        "next-action": id,
        "content-type": "text/plain;charset=UTF-8",
        "transfer-encoding": "chunked",
      },
    });
    post.on("response", (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    post.on("error", reject);
    for (let i = 0; i < 4; i += 1) post.write("x".repeat(512 * 1024));
    post.end();
  });
  expect(status).toBe(411);
});
