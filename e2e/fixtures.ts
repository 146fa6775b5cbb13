import { test as base, expect } from "@playwright/test";

import { SPLASH_SESSION_KEY } from "../components/layout/splash-script";

/**
 * Every test starts as a returning visitor in this browser session (splash already seen), so the
 * overlay does not sit over what is being tested. Splash tests opt in with `test.use({ showSplash: true })`.
 */
export const test = base.extend<{ showSplash: boolean }>({
  showSplash: [false, { option: true }],
  // Playwright's fixture callback is conventionally named `use`; it is not a React hook.
  page: async ({ page, showSplash }, provide) => {
    if (!showSplash) {
      await page.addInitScript(
        (key) => window.sessionStorage.setItem(key, "1"),
        SPLASH_SESSION_KEY,
      );
    }
    await provide(page);
  },
});

export { expect };
