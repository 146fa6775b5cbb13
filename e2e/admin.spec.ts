import { LOCAL_ANON_KEY } from "@kalpix/local-supabase/keys";
import { createClient } from "@supabase/supabase-js";

import {
  accountEmails,
  ADMIN,
  adminPath,
  createAccount,
  expectOnPublicPage,
  insertAsVisitor,
  latestMail,
  serviceRows,
  signIn,
  signInAsAdmin,
  submitReview,
  unique,
} from "./admin-helpers";
import { sendContactForm } from "./contact-form";
import { e2eBackendUrl } from "./environment";
import { expect, test } from "./fixtures";

test.describe("admin guard", () => {
  test("a link into the dashboard opened signed out comes back to that view after sign-in", async ({
    page,
  }) => {
    const wanted = `${adminPath}?tab=reviews&status=pending&q=Emily`;
    await page.goto(wanted);
    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel("Email address").fill(ADMIN.email);
    await page.getByLabel("Your Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new URL(wanted, page.url()).href);
    await expect(page.getByRole("tab", { name: /^Reviews/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("Emily");

    // A link elsewhere is never followed: the dashboard instead.
    await page.getByRole("button", { name: "Logout" }).click();
    await page.goto("/login?next=https://evil.example/");
    await page.getByLabel("Email address").fill(ADMIN.email);
    await page.getByLabel("Your Password").fill(ADMIN.password);
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${adminPath}$`));
  });

  test("the dashboard without a session goes to /login, and /login with one goes to the dashboard", async ({
    page,
  }) => {
    await page.goto(adminPath);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { name: "Admin Login" })).toBeVisible();

    await signInAsAdmin(page);
    await expect(page).toHaveURL(new RegExp(`${adminPath}$`));
    await page.goto("/login");
    await expect(page).toHaveURL(new RegExp(`${adminPath}$`));

    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto(adminPath);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("a wrong password shows the backend's message in a danger box", async ({ page }) => {
    await signIn(page, { email: ADMIN.email, password: "not-the-password" });
    await expect(
      page.getByRole("alert").filter({ hasText: "Invalid login credentials" }),
    ).toBeVisible();
    await expect(page.getByLabel("Email address")).toHaveValue(ADMIN.email);
  });

  test("offers no button for a provider the project has not switched on", async ({ page }) => {
    // The embedded backend's GET /settings lists Google and GitHub as off.
    await page.goto("/login");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign in with GitHub" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Sign in with Google" })).toHaveCount(0);
    await expect(page.getByText("or with e-mail")).toHaveCount(0);
  });

  test("auth redirects never leave the site", async ({ page }) => {
    for (const next of ["https://evil.example", "//evil.example", "/\\evil.example"]) {
      const response = await page.request.get(
        `/auth/callback?code=bogus&next=${encodeURIComponent(next)}`,
        {
          maxRedirects: 0,
        },
      );
      expect(response.status()).toBe(303);
      expect(new URL(response.headers()["location"]!, "http://x.test").host).not.toContain("evil");
    }
  });
});

test.describe("dashboard", () => {
  test("a contact submission made now is found by a case-insensitive search on part of its e-mail", async ({
    page,
  }) => {
    const name = unique("Meera Kapoor");
    const tag = Math.random().toString(36).slice(2, 8);
    await page.goto("/contact");
    await sendContactForm(page, {
      name,
      email: `Meera.${tag}@Example.com`,
      message: "A new website for our bakery chain, please.",
    });
    await expect(page.getByText("Thank you! Your message has been sent.")).toBeVisible();

    await signInAsAdmin(page);
    await expect(page.getByRole("tab", { name: "Form Submissions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    for (const header of ["Date", "Name", "Email", "Message"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    await page.getByLabel("Search").fill(`MEERA.${tag.toUpperCase()}@example`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/q=MEERA/);
    const rows = page.getByRole("region", { name: "Form submissions" }).getByRole("row");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText(name);
    await expect(rows.nth(1)).toContainText("A new website for our bakery chain, please.");
  });

  test("search terms with , ( ) * . % ' \" are data, not syntax, and the term is shared by both tabs", async ({
    page,
  }) => {
    // Twelve searches, each a server render of the dashboard.
    test.slow();
    const odd = `O'Brien, (Ltd.) 100% "best" *deal* ${Math.random().toString(36).slice(2, 7)}`;
    await submitReview({
      name: odd,
      rating: 4,
      comment: "Careful work and a clear plan for the launch.",
    });
    await signInAsAdmin(page);
    await page.getByRole("tab", { name: "Reviews" }).click();
    await expect(page).toHaveURL(/tab=reviews/);
    for (const header of ["Date", "Name", "Rating", "Comment", "Approved", "Actions"]) {
      await expect(page.getByRole("columnheader", { name: header })).toBeVisible();
    }
    await page.getByLabel("Search").fill(odd);
    await page.getByRole("button", { name: "Search" }).click();
    const reviewRows = page.getByRole("region", { name: "Reviews" }).getByRole("row");
    await expect(reviewRows).toHaveCount(2);
    await expect(reviewRows.nth(1)).toContainText(odd);

    // Each special character alone is a valid search too (never a 4xx/5xx from PostgREST).
    for (const term of [",", "(", ")", "*", ".", "%", "'", '"', "\\", "_"]) {
      await page.getByLabel("Search").fill(term);
      await page.getByRole("button", { name: "Search" }).click();
      await expect(page.getByRole("region", { name: "Reviews" })).toBeVisible();
      await expect(page.getByText("The list could not be loaded")).toHaveCount(0);
    }

    // Switching tabs keeps the term.
    await page.getByLabel("Search").fill("example");
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("tab", { name: "Form Submissions" }).click();
    await expect(page).toHaveURL(/q=example/);
    await expect(page.getByLabel("Search")).toHaveValue("example");
  });

  test("the tabs follow the keyboard: arrows and Home/End select a tab, one tab in the tab order", async ({
    page,
  }) => {
    await signInAsAdmin(page);
    const submissions = page.getByRole("tab", { name: "Form Submissions" });
    const reviews = page.getByRole("tab", { name: "Reviews" });
    await expect(submissions).toHaveAttribute("tabindex", "0");
    await expect(reviews).toHaveAttribute("tabindex", "-1");

    await submissions.focus();
    await page.keyboard.press("ArrowRight");
    await expect(reviews).toBeFocused();
    await expect(reviews).toHaveAttribute("aria-selected", "true");
    await expect(page).toHaveURL(/tab=reviews/);
    await expect(page.getByRole("tabpanel", { name: /^Reviews/ })).toBeVisible();
    await expect(page.getByRole("region", { name: "Reviews" })).toBeVisible();
    await expect(reviews).toHaveAttribute("tabindex", "0");
    await expect(submissions).toHaveAttribute("tabindex", "-1");

    // From the last tab the arrow wraps round to the first; Home and End go to the ends.
    await page.keyboard.press("ArrowRight");
    await expect(submissions).toBeFocused();
    await expect(page).not.toHaveURL(/tab=reviews/);
    await page.keyboard.press("End");
    await expect(reviews).toBeFocused();
    await expect(page).toHaveURL(/tab=reviews/);
    await page.keyboard.press("Home");
    await expect(submissions).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("region", { name: "Form submissions" })).toBeVisible();
  });

  test("approving publishes a review on /reviews and /, unapproving takes it down, as text even with <script>", async ({
    page,
  }) => {
    // Two moderations, each followed by loads of both public pages as they are revalidated.
    test.slow();
    const name = unique("Script Tester");
    const comment = `Nice work <script>window.__pwned = true</script> and </script> too ${name}`;
    await submitReview({ name, rating: 5, comment });
    await page.goto("/reviews");
    await expect(page.getByText(name)).toHaveCount(0);

    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
    const approved = page.getByRole("switch", { name: `Approved: review by ${name}` });
    await expect(approved).not.toBeChecked();
    await approved.focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Review status updated.")).toBeVisible();
    await expect(approved).toBeChecked();
    // A keyboard user stays where they were: the switch keeps the focus through the save.
    await expect(approved).toBeFocused();

    for (const path of ["/reviews", "/"])
      await expectOnPublicPage(page, path, () => expect(page.getByText(comment)).toBeVisible());
    expect(
      await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned),
    ).toBeUndefined();

    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
    await page.getByRole("switch", { name: `Approved: review by ${name}` }).click();
    await expect(page.getByText("Review status updated.")).toBeVisible();
    for (const path of ["/reviews", "/"])
      await expectOnPublicPage(page, path, () => expect(page.getByText(name)).toHaveCount(0));
  });

  test("a switch flipped after the session ended goes to the sign-in page, which says so", async ({
    page,
  }) => {
    const name = unique("Ended Session");
    await submitReview({ name, rating: 5, comment: "Flipped after the session ended." });
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
    await page.context().clearCookies();
    await page.getByRole("switch", { name: `Approved: review by ${name}` }).click();
    await expect(page).toHaveURL(/\/login\?error=session_expired/);
    await expect(page.getByText("Your sign-in has expired. Please sign in again.")).toBeVisible();
    expect(
      await serviceRows(`reviews?select=approved&name=eq.${encodeURIComponent(name)}`),
    ).toEqual([{ approved: false }]);
  });

  test("a flipped switch never shows the old state again while the list reloads", async ({
    page,
  }) => {
    const name = unique("Steady Switch");
    await submitReview({ name, rating: 5, comment: "A switch that should not flicker." });
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
    const approved = page.getByRole("switch", { name: `Approved: review by ${name}` });
    await expect(approved).not.toBeChecked();

    // Every request for the dashboard's data (the save, and any reload of the list) takes a
    // second, as on a slow connection, so a state shown in between lasts long enough to be seen.
    const requests = { open: 0, lastDone: 0 };
    await page.route(
      (url) => url.pathname === adminPath,
      async (route) => {
        requests.open += 1;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.fallback();
        requests.open -= 1;
        requests.lastDone = Date.now();
      },
    );
    await approved.evaluate((element) => {
      const states: string[] = [];
      (window as unknown as { switchStates: string[] }).switchStates = states;
      new MutationObserver(() => states.push(element.getAttribute("aria-checked") ?? "")).observe(
        element,
        { attributes: true, attributeFilter: ["aria-checked"] },
      );
    });
    await approved.click();
    await expect(page.getByText("Review status updated.")).toBeVisible();
    await expect(approved).toBeChecked();
    // Settled: nothing on its way, and nothing new asked for in the second after the last answer.
    await expect
      .poll(() => requests.open === 0 && Date.now() - requests.lastDone > 1000, { timeout: 15_000 })
      .toBe(true);
    await expect(approved).toBeChecked();
    expect(
      await page.evaluate(() => (window as unknown as { switchStates: string[] }).switchStates),
    ).toEqual(["true"]);
    expect(
      await serviceRows(`reviews?select=approved&name=eq.${encodeURIComponent(name)}`),
    ).toEqual([{ approved: true }]);
  });

  test("a review keeps its place in the list when it is approved and unapproved", async ({
    page,
  }) => {
    const prefix = unique("Steady Place");
    const names = ["oldest", "middle", "newest"].map((age) => `${prefix} ${age}`);
    const base = Date.now() - 60_000;
    for (const [i, name] of names.entries()) {
      await insertAsVisitor("reviews", {
        name,
        rating: 4,
        comment: "A review that should stay where it is.",
        created_at: new Date(base + i * 1000).toISOString(),
      });
    }
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(prefix)}`);
    const rows = page.getByRole("region", { name: "Reviews" }).getByRole("row");
    const newestFirst = [...names].reverse();
    const expectOrder = async () => {
      await expect(rows).toHaveCount(4);
      for (const [i, name] of newestFirst.entries())
        await expect(rows.nth(i + 1)).toContainText(name);
    };
    await expectOrder();

    const middle = page.getByRole("switch", { name: `Approved: review by ${names[1]}` });
    await middle.click();
    await expect(page.getByText("Review status updated.")).toBeVisible();
    await expect(middle).toBeChecked();
    await expectOrder();
    await page.reload();
    await expectOrder();

    await middle.click();
    await expect(middle).not.toBeChecked();
    await expectOrder();
    await expect
      .poll(async () =>
        serviceRows(`reviews?select=approved&name=eq.${encodeURIComponent(names[1]!)}`),
      )
      .toEqual([{ approved: false }]);
  });

  test("delete asks first, can be cancelled, then removes the review", async ({ page }) => {
    const name = unique("Delete Me");
    await submitReview({
      name,
      rating: 2,
      comment: "This review exists to be deleted by the test.",
    });
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);

    await page.getByRole("button", { name: `Delete review by ${name}` }).click();
    const dialog = page.getByRole("alertdialog", {
      name: "Are you sure you want to delete this review?",
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
    expect(await serviceRows(`reviews?select=id&name=eq.${encodeURIComponent(name)}`)).toHaveLength(
      1,
    );

    await page.getByRole("button", { name: `Delete review by ${name}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Review deleted.")).toBeVisible();
    await expect(page.getByText("No reviews match this search.")).toBeVisible();
    expect(await serviceRows(`reviews?select=id&name=eq.${encodeURIComponent(name)}`)).toHaveLength(
      0,
    );
  });

  test("a long comment is truncated with the full text one click away", async ({ page }) => {
    const name = unique("Long Comment");
    const comment = `${"They rebuilt our booking flow end to end and the numbers moved within weeks. ".repeat(3)}The end.`;
    await submitReview({ name, rating: 5, comment });
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
    await expect(page.getByText("The end.")).toBeHidden();
    await page.getByText("Show full comment").click();
    await expect(page.getByText(/The end\.$/)).toBeVisible();
  });

  test("pages older and newer through keyset pages on the server", async ({ page }) => {
    const prefix = unique("Pager");
    for (let i = 0; i < 23; i += 1) {
      await submitReview({
        name: `${prefix} ${String(i).padStart(2, "0")}`,
        rating: 3,
        comment: "Paging through the reviews list.",
      });
    }
    await signInAsAdmin(page);
    await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(prefix)}`);
    const rows = page.getByRole("region", { name: "Reviews" }).getByRole("row");
    // All reviews, newest first, whatever their approval.
    await expect(page.getByText("Showing 20, newest first")).toBeVisible();
    await expect(rows).toHaveCount(21);
    await expect(rows.nth(1)).toContainText(`${prefix} 22`);
    await page.getByRole("link", { name: "Older" }).click();
    await expect(page).toHaveURL(/before=/);
    await expect(page.getByText("Showing 3, newest first")).toBeVisible();
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(3)).toContainText(`${prefix} 00`);
    await page.getByRole("link", { name: "Newer" }).click();
    await expect(page.getByText("Showing 20, newest first")).toBeVisible();
    await expect(rows.nth(1)).toContainText(`${prefix} 22`);
  });
});

test.describe("accounts", () => {
  test("public sign-up is off: the sign-in view says how to get an account, with no form to fill", async ({
    page,
  }) => {
    await page.goto("/login");
    await page.getByRole("link", { name: "No account yet? How to get one" }).click();
    await expect(page.getByRole("heading", { name: "Create an account" })).toBeVisible();
    await expect(page.getByText("Sign-ups are closed.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Sign up" })).toHaveCount(0);
    await expect(page.getByLabel("Create a Password")).toHaveCount(0);
    await page.getByRole("link", { name: "Already have an account? Sign in" }).click();
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();

    // The page only follows the backend: Auth itself refuses a sign-up sent around the page.
    const email = `${unique("signup").replace(/\s/g, ".").toLowerCase()}@example.com`;
    const auth = createClient(e2eBackendUrl, LOCAL_ANON_KEY, { auth: { persistSession: false } });
    const { error } = await auth.auth.signUp({ email, password: "a-long-password-1" });
    expect(error?.message).toBe("Signups not allowed for this instance");
    expect(await accountEmails()).not.toContain(email);
  });

  test("a signed-in user who is not an admin sees 'Not authorized' and no data", async ({
    page,
  }) => {
    await signIn(page, await createAccount("visitor"));
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await expect(page.getByRole("tab")).toHaveCount(0);
    await expect(page.getByRole("table")).toHaveCount(0);
  });

  test("magic link: empty e-mail is refused, then the link from the inbox signs in", async ({
    page,
  }) => {
    await page.goto("/login?view=magic_link");
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Email address can not be empty" }),
    ).toBeVisible();

    await page.getByLabel("Email address").fill(ADMIN.email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Check your email for the magic link")).toBeVisible();
    const mail = await latestMail(ADMIN.email, "magiclink");
    await page.goto(mail.link!);
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
  });

  test("a sign-in link a stranger asked for signs the mailbox's owner in, in their own browser", async ({
    page,
    browser,
  }) => {
    const { email } = await createAccount("link-owner");
    // The stranger asks for the owner's link; the verifier of a PKCE link would stay with them.
    await page.goto("/login?view=magic_link");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Check your email for the magic link")).toBeVisible();
    const mail = await latestMail(email, "magiclink");
    const href = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail.text)?.[0];
    expect(href, mail.text).toBeTruthy();

    const owner = await browser.newContext();
    const ownerPage = await owner.newPage();
    const { pathname, search } = new URL(href!);
    // The owner's mail scanner opens the link first, as many do; that spends nothing.
    const scanned = await owner.request.get(`${pathname}${search}`);
    expect(scanned.url()).toContain("/login?view=confirm_link");
    await owner.clearCookies();
    await ownerPage.goto(`${pathname}${search}`);
    await expect(
      ownerPage.getByRole("heading", { name: "Continue with your e-mail link" }),
    ).toBeVisible();
    await ownerPage.getByRole("button", { name: "Continue", exact: true }).click();
    await expect(ownerPage.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(ownerPage.getByRole("heading", { name: "Not authorized" })).toBeVisible();
    await owner.close();
  });

  test("a one-time code from the e-mail is verified", async ({ page }) => {
    // An account of its own: a new e-mail code replaces the previous one, and the magic-link test
    // asks for the local admin's in parallel.
    const { email } = await createAccount("code");
    await page.goto("/login?view=magic_link");
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send Magic Link" }).click();
    await expect(page.getByText("Check your email for the magic link")).toBeVisible();
    const mail = await latestMail(email, "magiclink");

    await page.goto("/login?view=magic_link");
    await page.getByRole("link", { name: "Have a code from the e-mail? Enter it" }).click();
    await expect(page.getByRole("heading", { name: "Enter your code" })).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByLabel("Code from the e-mail").fill(mail.otp!);
    await page.getByRole("button", { name: "Sign in with the code" }).click();
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
  });

  test("password reset through the inbox: new password, then sign in with it", async ({ page }) => {
    // An account of its own, so the local admin's password never changes under other tests.
    const { email } = await createAccount("reset", "first-password-1");

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    // The link swaps the view in place: fill the new form, not the old one still on screen.
    await expect(page.getByRole("heading", { name: "Reset your password" })).toBeVisible();
    await page.getByLabel("Email address").fill(email);
    await page.getByRole("button", { name: "Send reset password instructions" }).click();
    await expect(page.getByText("Check your email for the password reset link")).toBeVisible();

    await page.goto((await latestMail(email, "recovery")).link!);
    await expect(page).toHaveURL(/view=update_password/);
    await page.getByLabel("New password").fill("second-password-2");
    await page.getByRole("button", { name: "Update password" }).click();
    await expect(page.getByText("Your password has been updated")).toBeVisible();

    await signIn(page, { email, password: "second-password-2" });
    await expect(page.getByRole("heading", { name: "Not authorized" })).toBeVisible();
  });
});
