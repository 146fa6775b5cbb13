// Playwright and Lighthouse cannot download a browser on a machine without internet, so every
// tool that drives one (the e2e tests, the benchmarks, the screenshot and image scripts) takes the
// system Chromium (Debian's /usr/bin/chromium) when there is one, and `CHROMIUM_PATH` over it.
import { existsSync } from "node:fs";

const CANDIDATES = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

/** The browser binary to launch, or undefined for the tool's own (Playwright's download). */
export function systemChromium() {
  return process.env.CHROMIUM_PATH || CANDIDATES.find((candidate) => existsSync(candidate));
}
