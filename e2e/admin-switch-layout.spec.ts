import { adminPath, signInAsAdmin, submitReview, unique } from "./admin-helpers";
import { expect, test } from "./fixtures";

type TraceEvent = {
  name: string;
  ph: string;
  ts: number;
  args?: { data?: { type?: string }; beginData?: { partialLayout?: boolean } };
};

// Dimming a busy control with opacity made it a new stacking context, and Chromium then laid out
// the whole dashboard in the press's frame; the switch is isolated and contained instead.
test("flipping a switch lays out the switch alone, not the page", async ({ page, browser }) => {
  const name = unique("Layout Tester");
  await submitReview({ name, rating: 4, comment: `Checking the switch's frame ${name}` });
  await signInAsAdmin(page);
  await page.goto(`${adminPath}?tab=reviews&q=${encodeURIComponent(name)}`);
  const approved = page.getByRole("switch", { name: `Approved: review by ${name}` });
  await approved.scrollIntoViewIfNeeded();

  await browser.startTracing(page, {
    categories: ["devtools.timeline", "disabled-by-default-devtools.timeline"],
  });
  await approved.click();
  await expect(approved).toHaveAttribute("aria-disabled", "true");
  await page.evaluate(
    () => new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))),
  );
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };

  const click = traceEvents.find(
    (event) => event.name === "EventDispatch" && event.args?.data?.type === "click",
  );
  expect(click, "the trace holds the click").toBeDefined();
  const layouts = traceEvents
    .filter((event) => event.name === "Layout" && event.ph === "X" && event.ts > click!.ts)
    .sort((a, b) => a.ts - b.ts);
  expect(layouts.length, "the press's frame laid out the switch").toBeGreaterThan(0);
  expect(layouts[0]!.args?.beginData?.partialLayout, "the first layout after the click").toBe(true);

  await expect(page.getByText("Review status updated.")).toBeVisible();
  await expect(approved).toBeChecked();
});
