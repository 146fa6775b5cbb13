import { actionForm, formBody } from "./action-fields";
import { expect, test } from "./fixtures";

/**
 * A server action's body is whatever the request says. React throws on a reference to a part
 * that never comes ("Invalid forward reference"), which Next answered with a 500; such bodies are
 * answered 400 with a sentence and no stack, on the public forms, the login and the admin area,
 * while the forms as the pages send them still work.
 */
const MALFORMED: Array<[string, Record<string, string>]> = [
  ["a forward reference", { "1_x": "y", 0: '["$1"]' }],
  ["a root that is a reference", { "1_x": "y", 0: '"$1"' }],
  ["a promise reference", { 0: '["$@1"]' }],
  ["a root that is not JSON", { 0: "{" }],
  ["a root that is not a list", { "1_x": "y", 0: '"x"' }],
  ["a null root", { 0: "null" }],
  ["a list of 1 001 arguments", { 0: JSON.stringify(Array(1001).fill(0)) }],
];

for (const page of ["/contact", "/reviews", "/login", "/kalpix-admin/privacy"]) {
  test.describe(`a malformed action post to ${page}`, () => {
    for (const [label, fields] of MALFORMED) {
      test(`with ${label} is answered 400, not 500`, async ({ request }) => {
        const { id } = await actionForm(request, "/contact");
        const response = await request.post(page, {
          headers: { "next-action": id, accept: "text/x-component" },
          multipart: formBody([], fields),
          maxRedirects: 0,
        });
        expect(response.status()).toBe(400);
        const text = await response.text();
        expect(text).toBe("The form could not be read. Please reload the page and send it again.");
      });
    }

    test("with two root parts is answered 400", async ({ request }) => {
      const { id } = await actionForm(request, "/contact");
      const body = new FormData();
      body.append("0", "[null]");
      body.append("0", "[null]");
      const response = await request.post(page, {
        headers: { "next-action": id, accept: "text/x-component" },
        multipart: body,
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
    });

    test("as a text body with a reference is answered 400", async ({ request }) => {
      const { id } = await actionForm(request, "/contact");
      const response = await request.post(page, {
        headers: { "next-action": id, "content-type": "text/plain;charset=UTF-8" },
        data: '[null,"$1"]',
        maxRedirects: 0,
      });
      expect(response.status()).toBe(400);
    });
  });
}

test("a form posted without JavaScript whose bound record points at a missing part is answered 400", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact");
  const mangled = hidden.map(([name, value]): [string, string] =>
    /^\$ACTION_\d+:0$/.test(name) ? [name, value.replace(/"\$@\w+"/, '"$@9"')] : [name, value],
  );
  const response = await request.post("/contact", {
    multipart: formBody(mangled, {
      name: "Ada",
      email: "ada@example.com",
      message: "Hello there.",
    }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(400);
});

test("the contact form as a browser without JavaScript sends it is still read", async ({
  request,
}) => {
  const { hidden } = await actionForm(request, "/contact");
  const response = await request.post("/contact", {
    multipart: formBody(hidden, {
      name: "Plain Poster",
      email: "plain@example.com",
      message: "Sent without JavaScript, as a person might.",
    }),
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).not.toContain("could not be read");
});
