import { expect, type Locator, type Page } from "@playwright/test";

// The files name their default instances ("Bricolage Grotesque 96pt ExtraBold", "Inter ...").
export const BRICOLAGE = expect.stringMatching(/^Bricolage Grotesque/);
export const INTER = expect.stringMatching(/^Inter/);

/** The faces Chromium really drew the element's text with, by the names in the font files. */
export async function drawnFaces(page: Page, target: Locator): Promise<string[]> {
  const session = await page.context().newCDPSession(page);
  try {
    await session.send("DOM.enable");
    await session.send("CSS.enable");
    const { root } = await session.send("DOM.getDocument", { depth: -1 });
    await target.evaluate((el) => el.setAttribute("data-drawn", ""));
    const { nodeId } = await session.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: "[data-drawn]",
    });
    const { fonts } = await session.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName);
  } finally {
    await target.evaluate((el) => el.removeAttribute("data-drawn"));
    await session.detach();
  }
}
