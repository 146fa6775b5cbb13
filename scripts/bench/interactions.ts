/**
 * `npm run bench:interactions [-- --runs=5] [--only=portfolio] [--details] [--no-build] [--no-admin]
 *   [--admin-rows=100000] [--trace=dir]`
 *
 * Interaction to Next Paint of what a visitor and an admin do once a page has loaded, measured as
 * a new visitor on a slow phone would meet it: the production build, system Chromium at 4x CPU
 * slowdown, a 390 px wide viewport, a fresh browser context per interaction. An interaction's INP
 * is its longest Event Timing entry, grouped by interactionId as the web-vitals library does (see
 * inp.mjs). Right after each one, in the same run, the interaction of the same kind is measured on
 * the bare Next page of the same versions (server.mjs): the framework's own cost of a toggle, a
 * dialog, a text field or a client link. The target (1.5x) is about the ratio of an interaction's
 * median to the median of every bare measurement of its kind in the run (see interactionRows);
 * absolute times move with the load of the machine, ratios much less.
 * `--details` prints, for an interaction off target, the Long Animation Frames of its median run
 * with the scripts that ran in them. `--trace=dir` writes a Chromium trace of each measured press
 * (ours and the bare page's) into dir, to open in DevTools; tracing slows the page, so a traced
 * run's figures are for reading, not for the table.
 */

import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

import { startLocalSupabase } from "@kalpix/local-supabase/server";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type CDPSession,
  type Locator,
  type Page,
} from "@playwright/test";

import { systemChromium } from "../system-chromium.mjs";
import { ADMIN, adminSessionCookies, seedDashboard } from "./admin-seed.ts";
import {
  formatInteractionTable,
  formatLongFrames,
  inpOf,
  interactionRows,
  medianRunIndex,
  scrolledBeforePress,
  slowestEntry,
  TARGET_RATIO,
  type EventEntry,
  type InteractionSample,
  type LongFrame,
  type Press,
} from "./inp.mjs";
import {
  installExitHandlers,
  parseArgs,
  startApp,
  startReferenceApp,
  stopAll,
  // @ts-expect-error -- a plain .mjs helper shared with the other benchmarks, without types
} from "./server.mjs";

type Options = Record<string, string | boolean>;
const options = parseArgs() as Options;
const runs = Number(options["runs"] ?? 5);
const only = typeof options["only"] === "string" ? options["only"].toLowerCase() : "";
const details = Boolean(options["details"]);
const shouldBuild = !options["no-build"];
const withAdmin = !options["no-admin"];
const adminRows = Number(options["admin-rows"] ?? 100_000);
const traceDir = typeof options["trace"] === "string" ? path.resolve(options["trace"]) : null;
/** Enough for DevTools' Performance panel: the main thread, frames, and when each was presented. */
const TRACE_CATEGORIES = [
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.frame",
  "blink.user_timing",
  "latencyInfo",
  "benchmark",
  "cc",
  "viz",
  "gpu",
  "disabled-by-default-devtools.timeline.invalidationTracking",
  "disabled-by-default-devtools.timeline.stack",
];

const VIEWPORT = { width: 390, height: 844 };
const CPU_SLOWDOWN = 4;
/** A person's typing pace: keystrokes sent back to back would queue behind each other. */
const KEY_DELAY_MS = 100;
const SPLASH_SESSION_KEY = "kalpix:splash-seen";

/** The bare page's interaction each of ours is compared with. */
type Kind =
  "toggle" | "drag" | "dialog open" | "dialog close" | "focus" | "typing" | "submit" | "link";

type Interaction = {
  name: string;
  kind: Kind;
  /** For "typing": what is typed, on our page and on the bare page alike. */
  text?: string;
  path: string;
  admin?: boolean;
  /** Unmeasured steps that bring the page to where the interaction starts. */
  prepare?: (page: Page) => Promise<void>;
  /**
   * What `act` presses first. Before the measurement starts it is scrolled into view and the
   * pointer rests on it, as a visitor scrolls to a control and points at it before pressing; `act`
   * then presses there (`pressUntil`), so every pointer interaction needs one. Left to
   * `locator.click()`, the scroll (a whole new viewport to raster and draw) and the hover's restyle
   * and colour transitions fell inside the measured click, frames a visitor has long seen before
   * they press. `measure` fails an interaction whose page still scrolls before its first press.
   */
  target?: (page: Page) => Locator;
  /** The measured interaction; it returns once its visible result is there. */
  act: (page: Page) => Promise<void>;
};

// --- the interactions -----------------------------------------------------------------------

const PORTFOLIO_FILTERS = ["All", "AI Apps", "Websites", "Ads", "Videos", "Mockups"];
const TEXTS = {
  name: "Asha Verma",
  email: "asha@example.com",
  message: "We would like a new website.",
};

const filterButton = (page: Page, name: string) =>
  page
    .getByRole("group", { name: "Filter work by type" })
    .getByRole("button", { name, exact: true });

/**
 * The measured press: the mouse button goes down and up where the pointer rests, on the
 * interaction's target (`measure` put it there). Not `locator.click()`: inside the measured
 * `pointerdown` its hit-target check calls `elementsFromPoint` from a listener in the page, a
 * forced style and layout whose cost grows with the page, which no visitor's click carries.
 */
async function press(page: Page) {
  await page.mouse.down();
  await page.mouse.up();
}

/**
 * Waits until the press's frame has been produced, before anything looks for its visible result.
 * Playwright's locators run their queries in the page, on the main thread (a role or text query
 * walks the whole document); one that ran before the frame would be measured as part of it.
 */
async function afterFrame(page: Page) {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );
}

/** The measured press, then, once its frame is out, the wait for its visible result. */
async function pressUntil(page: Page, shown: () => Promise<unknown>) {
  await press(page);
  await afterFrame(page);
  await shown();
}

const pressed = (page: Page, button: Locator) =>
  button.and(page.locator('[aria-pressed="true"]')).waitFor();

const topMockup = (page: Page) => page.locator("[data-mockup][data-top]");

async function waitForNewTop(page: Page, before: string | null) {
  await page.waitForFunction(
    (id) => document.querySelector("[data-mockup][data-top]")?.getAttribute("data-mockup") !== id,
    before,
  );
}

async function drag(page: Page, target: Locator, dx: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("Nothing to drag");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y, { steps: 12 });
  await page.mouse.up();
}

async function typeInto(page: Page, field: Locator, text: string) {
  await field.pressSequentially(text, { delay: KEY_DELAY_MS });
}

/** Presses the submit button (the target) and waits for its busy label (or, on a fast post, the outcome). */
async function submitUntilBusy(page: Page, busy: string) {
  await pressUntil(page, () =>
    page
      .getByText(new RegExp(`^(${busy.replace(/\./g, "\\.")}|Thank you!.*)$`))
      .first()
      .waitFor(),
  );
}

function publicInteractions(): Interaction[] {
  const list: Interaction[] = [];
  for (const [index, name] of PORTFOLIO_FILTERS.entries()) {
    list.push({
      name: `/portfolio: filter ${name}`,
      kind: "toggle",
      path: "/portfolio",
      // "All" is already selected on arrival: it is measured coming back from the last filter.
      prepare:
        index === 0
          ? async (page) => {
              const last = filterButton(page, PORTFOLIO_FILTERS.at(-1)!);
              await last.click();
              await pressed(page, last);
            }
          : undefined,
      target: (page) => filterButton(page, name),
      act: (page) => pressUntil(page, () => pressed(page, filterButton(page, name))),
    });
  }
  const headerServicesLink = (page: Page) =>
    page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Services", exact: true });
  const footerBlogLink = (page: Page) =>
    page
      .getByRole("navigation", { name: "Footer" })
      .getByRole("link", { name: "Blog", exact: true });
  const firstVideo = (page: Page) => page.getByRole("button", { name: /^Play / }).first();
  const videoDialog = (page: Page) => page.getByRole("dialog");
  list.push(
    {
      name: "/portfolio: open a video",
      kind: "dialog open",
      path: "/portfolio",
      target: firstVideo,
      act: async (page) => {
        await pressUntil(page, () => videoDialog(page).waitFor());
      },
    },
    {
      name: "/portfolio: close the video",
      kind: "dialog close",
      path: "/portfolio",
      prepare: async (page) => {
        await firstVideo(page).click();
        await videoDialog(page).waitFor();
      },
      target: (page) => videoDialog(page).getByRole("button", { name: "Close" }),
      act: async (page) => {
        await pressUntil(page, () => videoDialog(page).waitFor({ state: "hidden" }));
      },
    },
    {
      name: "/portfolio: drag a mockup away",
      kind: "drag",
      path: "/portfolio",
      target: topMockup,
      act: async (page) => {
        const before = await topMockup(page).getAttribute("data-mockup");
        await drag(page, topMockup(page), 220);
        await waitForNewTop(page, before);
      },
    },
    {
      name: "/portfolio: click a mockup to the back",
      kind: "toggle",
      path: "/portfolio",
      target: topMockup,
      act: async (page) => {
        const before = await topMockup(page).getAttribute("data-mockup");
        await pressUntil(page, () => waitForNewTop(page, before));
      },
    },
    {
      name: "header link /about -> /services",
      kind: "link",
      path: "/about",
      target: headerServicesLink,
      act: async (page) => {
        await pressUntil(page, () => page.waitForURL("**/services"));
      },
    },
    {
      name: "footer link /about -> /blog",
      kind: "link",
      path: "/about",
      target: footerBlogLink,
      act: async (page) => {
        await pressUntil(page, () => page.waitForURL("**/blog"));
      },
    },
  );

  const contactField = (page: Page, label: string) => page.getByLabel(label, { exact: true });
  list.push({
    name: "/contact: first focus (Name)",
    kind: "focus",
    path: "/contact",
    target: (page) => contactField(page, "Name"),
    act: async (page) => {
      await pressUntil(page, () =>
        page.waitForFunction(() => document.activeElement?.getAttribute("name") === "name"),
      );
    },
  });
  for (const [label, key] of [
    ["Name", "name"],
    ["Email", "email"],
    ["Message", "message"],
  ] as const) {
    list.push({
      name: `/contact: typing in ${label}`,
      kind: "typing",
      text: TEXTS[key],
      path: "/contact",
      prepare: (page) => contactField(page, label).click(),
      act: (page) => typeInto(page, contactField(page, label), TEXTS[key]),
    });
  }
  list.push({
    name: "/contact: submit (until busy)",
    kind: "submit",
    path: "/contact",
    prepare: async (page) => {
      await contactField(page, "Name").fill(TEXTS.name);
      await contactField(page, "Email").fill(TEXTS.email);
      await contactField(page, "Message").fill(TEXTS.message);
    },
    target: (page) => page.getByRole("button", { name: "Send Message" }),
    act: (page) => submitUntilBusy(page, "Sending..."),
  });

  const reviewForm = (page: Page) => page.getByRole("region", { name: "Leave a Review" });
  const reviewField = (page: Page, label: string) =>
    reviewForm(page).getByLabel(label, { exact: true });
  // A visitor clicks the drawn star: the label around the visually hidden radio.
  const starLabel = (page: Page, name: string) =>
    reviewForm(page).locator("label", { has: page.getByRole("radio", { name }) });
  list.push(
    {
      name: "/reviews: first focus (Name)",
      kind: "focus",
      path: "/reviews",
      target: (page) => reviewField(page, "Name"),
      act: async (page) => {
        await pressUntil(page, () =>
          page.waitForFunction(() => document.activeElement?.getAttribute("name") === "name"),
        );
      },
    },
    {
      name: "/reviews: typing in Name",
      kind: "typing",
      text: TEXTS.name,
      path: "/reviews",
      prepare: (page) => reviewField(page, "Name").click(),
      act: (page) => typeInto(page, reviewField(page, "Name"), TEXTS.name),
    },
    {
      name: "/reviews: typing in Comment",
      kind: "typing",
      text: TEXTS.message,
      path: "/reviews",
      prepare: (page) => reviewField(page, "Comment").click(),
      act: (page) => typeInto(page, reviewField(page, "Comment"), TEXTS.message),
    },
    {
      name: "/reviews: click a star",
      kind: "toggle",
      path: "/reviews",
      target: (page) => starLabel(page, "4 stars"),
      act: async (page) => {
        await pressUntil(page, () =>
          reviewForm(page)
            .getByRole("radio", { name: "4 stars" })
            .and(page.locator(":checked"))
            .waitFor({ state: "attached" }),
        );
      },
    },
    {
      name: "/reviews: submit (until busy)",
      kind: "submit",
      path: "/reviews",
      prepare: async (page) => {
        await reviewField(page, "Name").fill(TEXTS.name);
        await starLabel(page, "5 stars").click();
        await reviewField(page, "Comment").fill(TEXTS.message);
      },
      target: (page) => page.getByRole("button", { name: "Submit Review" }),
      act: (page) => submitUntilBusy(page, "Submitting..."),
    },
  );
  return list;
}

function adminInteractions(): Interaction[] {
  const switchNamed = (page: Page, namePrefix: string) =>
    page.getByRole("switch", { name: new RegExp(`^${namePrefix}`) }).first();
  const statusNew = (page: Page) =>
    page
      .getByRole("navigation", { name: "Submission status" })
      .getByRole("link", { name: "New", exact: true });
  const flip = async (page: Page, namePrefix: string) => {
    const control = switchNamed(page, namePrefix);
    const before = await control.getAttribute("aria-checked");
    await pressUntil(page, () =>
      page.waitForFunction(
        ([prefix, was]) =>
          [...document.querySelectorAll('[role="switch"]')].some(
            (s) =>
              (s.getAttribute("aria-labelledby") ?? "")
                .split(" ")
                .some((id) => document.getElementById(id)?.textContent?.startsWith(prefix!)) &&
              s.getAttribute("aria-checked") !== was,
          ),
        [namePrefix, before] as const,
      ),
    );
  };
  return [
    {
      name: "admin: typing a search term",
      kind: "typing",
      text: "client12345",
      path: "/kalpix-admin",
      admin: true,
      prepare: (page) => page.getByRole("searchbox", { name: "Search" }).click(),
      act: async (page) => {
        await typeInto(page, page.getByRole("searchbox", { name: "Search" }), "client12345");
        await page.waitForURL(/q=client12345/);
      },
    },
    {
      name: "admin: switching to Reviews",
      kind: "toggle",
      path: "/kalpix-admin",
      admin: true,
      target: (page) => page.getByRole("tab", { name: /^Reviews/ }),
      act: async (page) => {
        await pressUntil(page, () => page.waitForURL(/tab=reviews/));
      },
    },
    {
      name: "admin: status filter New",
      kind: "link",
      path: "/kalpix-admin",
      admin: true,
      target: statusNew,
      act: async (page) => {
        await pressUntil(page, () => page.waitForURL(/status=new/));
      },
    },
    {
      name: "admin: the Approved switch",
      kind: "toggle",
      path: "/kalpix-admin?tab=reviews",
      admin: true,
      target: (page) => switchNamed(page, "Approved:"),
      act: (page) => flip(page, "Approved:"),
    },
    {
      name: "admin: the Handled switch",
      kind: "toggle",
      path: "/kalpix-admin",
      admin: true,
      target: (page) => switchNamed(page, "Handled:"),
      act: (page) => flip(page, "Handled:"),
    },
  ];
}

/** The bare page's interaction of each kind (see REFERENCE_WIDGETS in server.mjs). */
function referenceInteraction(kind: Kind, text = TEXTS.name): Omit<Interaction, "name" | "kind"> {
  const web = (page: Page) => page.getByRole("button", { name: "Web", exact: true });
  const input = (page: Page) => page.getByRole("textbox", { name: "Text" });
  const message = (page: Page) => page.getByRole("textbox", { name: "Message" });
  const openButton = (page: Page) => page.getByRole("button", { name: "Open dialog" });
  const closeButton = (page: Page) =>
    page.getByRole("dialog").getByRole("button", { name: "Close" });
  const anotherPage = (page: Page) => page.getByRole("link", { name: "Another page" });
  const dragMe = (page: Page) => page.getByRole("button", { name: /^Drag me/ });
  const openDialog = async (page: Page) => {
    await openButton(page).click();
    await page.getByRole("dialog").waitFor();
  };
  switch (kind) {
    case "toggle":
      return {
        path: "/",
        target: web,
        act: (page) => pressUntil(page, () => pressed(page, web(page))),
      };
    case "drag":
      return {
        path: "/",
        target: dragMe,
        // A real drag: the button follows the pointer and counts its drops on release.
        act: async (page) => {
          await drag(page, dragMe(page), 220);
          await page.getByRole("button", { name: "Drag me (1 dropped)" }).waitFor();
        },
      };
    case "dialog open":
      return {
        path: "/",
        target: openButton,
        act: async (page) => {
          await pressUntil(page, () => page.getByRole("dialog").waitFor());
        },
      };
    case "dialog close":
      return {
        path: "/",
        prepare: openDialog,
        target: closeButton,
        act: async (page) => {
          await pressUntil(page, () => page.getByRole("dialog").waitFor({ state: "hidden" }));
        },
      };
    case "focus":
      return {
        path: "/",
        target: input,
        act: async (page) => {
          await pressUntil(page, () =>
            page.waitForFunction(() => document.activeElement?.getAttribute("name") === "text"),
          );
        },
      };
    case "typing":
      return {
        path: "/",
        prepare: (page) => input(page).click(),
        act: (page) => typeInto(page, input(page), text),
      };
    case "submit":
      return {
        path: "/",
        // Typed first, so the press moves the focus from a filled field, as on a real form.
        prepare: (page) => message(page).fill(TEXTS.message),
        target: (page) => page.getByRole("button", { name: "Send", exact: true }),
        act: (page) => pressUntil(page, () => page.getByText("Sending...").waitFor()),
      };
    case "link":
      return {
        path: "/",
        target: anotherPage,
        act: async (page) => {
          await pressUntil(page, () => page.waitForURL("**/other"));
        },
      };
  }
}

// --- measuring ------------------------------------------------------------------------------

/**
 * Runs in every page before its own scripts: collects Event Timing, Long Animation Frames and
 * where the page was scrolled at each press.
 */
function observe(splashKey: string) {
  try {
    sessionStorage.setItem(splashKey, "1");
  } catch {
    // no storage: the splash shows, and the page is measured once it has gone
  }
  const store = { events: [] as unknown[], frames: [] as unknown[], presses: [] as unknown[] };
  (window as unknown as { __bench: typeof store }).__bench = store;
  // Read on scroll, not in the press: reading scrollX there forced a style and layout of the whole
  // page inside the measured event, a cost that grew with the page and no visitor's press carries.
  let scrolled = { x: 0, y: 0 };
  addEventListener("scroll", () => (scrolled = { x: scrollX, y: scrollY }), {
    capture: true,
    passive: true,
  });
  for (const type of ["pointerdown", "keydown"]) {
    addEventListener(type, (event) => store.presses.push({ time: event.timeStamp, ...scrolled }), {
      capture: true,
      passive: true,
    });
  }
  const keepEvents = (list: PerformanceObserverEntryList) => {
    // interactionId is missing from TypeScript's DOM types.
    for (const e of list.getEntries() as Array<
      PerformanceEventTiming & { interactionId?: number }
    >) {
      store.events.push({
        name: e.name,
        interactionId: e.interactionId,
        startTime: e.startTime,
        duration: e.duration,
        processingStart: e.processingStart,
        processingEnd: e.processingEnd,
      });
    }
  };
  new PerformanceObserver(keepEvents).observe({
    type: "event",
    buffered: true,
    durationThreshold: 16,
  } as PerformanceObserverInit);
  new PerformanceObserver(keepEvents).observe({ type: "first-input", buffered: true });
  try {
    new PerformanceObserver((list) => {
      for (const f of list.getEntries() as unknown as Array<Record<string, unknown>>) {
        const scripts = (f["scripts"] as Array<Record<string, unknown>>) ?? [];
        store.frames.push({
          startTime: f["startTime"],
          duration: f["duration"],
          blockingDuration: f["blockingDuration"],
          renderStart: f["renderStart"],
          styleAndLayoutStart: f["styleAndLayoutStart"],
          scripts: scripts.map((s) => ({
            sourceURL: s["sourceURL"],
            sourceFunctionName: s["sourceFunctionName"],
            invoker: s["invoker"],
            invokerType: s["invokerType"],
            duration: s["duration"],
            forcedStyleAndLayoutDuration: s["forcedStyleAndLayoutDuration"],
          })),
        });
      }
    }).observe({ type: "long-animation-frame", buffered: true });
  } catch {
    // a browser without the Long Animation Frames API: no details
  }
}

/**
 * Waits until the page has been quiet (no long frame) for half a second, at most 10 s, and every
 * animation that ends has ended (a section that a scroll brought into view fades in).
 */
async function settle(page: Page) {
  await page.waitForLoadState("networkidle", { timeout: 15_000 }).catch(() => {});
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const started = performance.now();
        let last = started;
        const watcher = new PerformanceObserver((list) => {
          for (const f of list.getEntries()) last = Math.max(last, f.startTime + f.duration);
        });
        try {
          watcher.observe({ type: "long-animation-frame" });
        } catch {
          // without the API: the fixed half second only
        }
        const ending = () =>
          document
            .getAnimations()
            .filter(
              (a) =>
                a.playState === "running" && a.effect?.getComputedTiming().endTime !== Infinity,
            );
        const check = () => {
          const now = performance.now();
          if ((now - last > 500 && !ending().length) || now - started > 10_000) {
            watcher.disconnect();
            requestIdleCallback(() => resolve(), { timeout: 1000 });
          } else setTimeout(check, 100);
        };
        setTimeout(check, 100);
      }),
  );
}

/**
 * Headless Chromium never draws the bottom of a viewport as tall as its window (here from about
 * 760 of 844 px): a press there got no presented frame, so no Event Timing entry, until something
 * higher up changed. A taller window draws the whole viewport.
 */
async function growWindow(cdp: CDPSession) {
  const { windowId } = await cdp.send("Browser.getWindowForTarget");
  await cdp.send("Browser.setWindowBounds", {
    windowId,
    bounds: { width: VIEWPORT.width + 200, height: VIEWPORT.height + 200 },
  });
}

/** How long after the last press an interaction's Event Timing entry may still arrive. */
const ENTRY_WAIT_MS = 1_000;

/**
 * Runs in the page: waits until every interaction the browser counted since `start` has an Event
 * Timing entry, which arrives only once its frame was presented, or until `waitMs` after the last
 * press; an interaction still without one then took under 16 ms (or longer than the wait).
 */
function untilEntries({
  start,
  countBefore,
  waitMs,
}: {
  start: number;
  countBefore: number | undefined;
  waitMs: number;
}) {
  const store = (
    window as unknown as {
      __bench: {
        events: Array<{ interactionId?: number; startTime: number }>;
        presses: Array<{ time: number }>;
      };
    }
  ).__bench;
  return new Promise<void>((resolve) => {
    const check = () => {
      const counted = (performance as Performance & { interactionCount?: number }).interactionCount;
      const seen = new Set(
        store.events
          .filter((e) => e.interactionId && e.startTime >= start)
          .map((e) => e.interactionId),
      );
      const lastPress = Math.max(start, ...store.presses.map((p) => p.time));
      const complete =
        counted !== undefined && countBefore !== undefined && seen.size >= counted - countBefore;
      if (complete || performance.now() - lastPress > waitMs) resolve();
      else setTimeout(check, 50);
    };
    requestAnimationFrame(() => setTimeout(check, 0));
  });
}

type Measurement = {
  inp: number;
  /** Interactions the browser counted that left no entry within ENTRY_WAIT_MS. */
  unreported: number;
  events: EventEntry[];
  frames: LongFrame[];
  start: number;
  end: number;
};

async function measure(
  browser: Browser,
  baseUrl: string,
  step: Pick<Interaction, "path" | "prepare" | "target" | "act">,
  cookies: Array<{ name: string; value: string }> = [],
  tracePath: string | null = null,
): Promise<Measurement> {
  const context: BrowserContext = await browser.newContext({ viewport: VIEWPORT });
  try {
    if (cookies.length) {
      await context.addCookies(cookies.map((c) => ({ ...c, url: baseUrl })));
    }
    await context.addInitScript(observe, SPLASH_SESSION_KEY);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await growWindow(cdp);
    await page.goto(baseUrl + step.path, { waitUntil: "load", timeout: 60_000 });
    await settle(page);
    if (step.prepare) {
      await step.prepare(page);
      await settle(page);
    }
    if (step.target) {
      await step.target(page).scrollIntoViewIfNeeded();
      await step.target(page).hover();
      await settle(page);
    }
    const { start, scroll, countBefore } = await page.evaluate(() => ({
      start: performance.now(),
      scroll: { x: scrollX, y: scrollY },
      countBefore: (performance as Performance & { interactionCount?: number }).interactionCount,
    }));
    if (tracePath) await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await step.act(page);
    await page.evaluate(untilEntries, { start, countBefore, waitMs: ENTRY_WAIT_MS });
    if (tracePath) writeFileSync(tracePath, await browser.stopTracing());
    const { events, frames, presses, end, countAfter } = await page.evaluate(() => {
      const store = (
        window as unknown as {
          __bench: { events: unknown[]; frames: unknown[]; presses: unknown[] };
        }
      ).__bench;
      return {
        events: store.events,
        frames: store.frames,
        presses: store.presses,
        end: performance.now(),
        countAfter: (performance as Performance & { interactionCount?: number }).interactionCount,
      };
    });
    const scrolled = scrolledBeforePress(scroll, presses as Press[], start);
    if (scrolled) {
      throw new Error(
        `the page scrolled from ${scrolled.from} to ${scrolled.to} before the first press: ` +
          `give the interaction a target to scroll into view before it is measured`,
      );
    }
    const mine = (events as EventEntry[]).filter((e) => e.startTime >= start);
    // Counted by the browser: an interaction under the 16 ms reporting threshold leaves no entry.
    const count =
      countBefore === undefined || countAfter === undefined ? undefined : countAfter - countBefore;
    const inp = inpOf(mine, count);
    if (inp === null) {
      throw new Error(`no interaction was recorded (a full page load instead of a client one?)`);
    }
    const withEntry = new Set(mine.map((e) => e.interactionId).filter(Boolean)).size;
    const unreported = count === undefined ? 0 : Math.max(0, count - withEntry);
    return { inp, unreported, events: mine, frames: frames as LongFrame[], start, end };
  } finally {
    await context.close();
  }
}

/** Says when a figure is the 16 ms floor of an interaction that left no entry, not a measurement. */
function unreportedNote(site: Measurement, bare: Measurement) {
  const notes = [
    site.unreported ? `ours ${site.unreported}` : "",
    bare.unreported ? `bare ${bare.unreported}` : "",
  ].filter(Boolean);
  return notes.length ? `   (no entry, counted as 16 ms: ${notes.join(", ")})` : "";
}

// --- the run --------------------------------------------------------------------------------

installExitHandlers();

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

async function main() {
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const chromePath = systemChromium();
  let interactions = [...publicInteractions(), ...(withAdmin ? adminInteractions() : [])];
  if (only) interactions = interactions.filter((i) => i.name.toLowerCase().includes(only));
  if (!interactions.length) throw new Error(`No interaction matches --only=${only}`);
  const needsAdmin = interactions.some((i) => i.admin);

  if (shouldBuild) {
    await startApp({ build: true, port: 3900, log: console.log });
    await stopAll();
  }
  // One scratch backend for the whole run, in memory: the forms' posts and the switches' changes
  // go nowhere else and vanish with it.
  const local = await startLocalSupabase({ port: 0, dataDir: null, log: false, admin: ADMIN });
  let cookies: Array<{ name: string; value: string }> = [];
  if (needsAdmin) {
    console.log(`Seeding ${adminRows.toLocaleString("en")} submissions and reviews ...`);
    const seeded = performance.now();
    // Pending reviews only: the public pages are measured as a fresh site shows them.
    await seedDashboard(local, adminRows, { approvedReviews: false });
    console.log(`Seeded in ${((performance.now() - seeded) / 1000).toFixed(1)} s.`);
    cookies = await adminSessionCookies(local.url, local.config.anonKey);
  }
  process.env["NEXT_PUBLIC_SUPABASE_URL"] = local.url;
  process.env["NEXT_PUBLIC_SUPABASE_PUBLISHABLE_KEY"] = local.config.anonKey;
  process.env["SUPABASE_SECRET_KEY"] = local.config.serviceRoleKey;
  const app = (await startApp({ build: false, port: 3900, log: console.log })) as {
    baseUrl: string;
  };
  const reference = (await startReferenceApp({ port: 3950, log: console.log })) as {
    baseUrl: string;
  };

  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ["--disable-gpu", "--disable-dev-shm-usage"],
  });
  const results = interactions.map(() => ({
    site: [] as Measurement[],
    bare: [] as Measurement[],
  }));
  try {
    for (let run = 1; run <= runs; run++) {
      console.log(`\nRun ${run} of ${runs}`);
      for (const [index, interaction] of interactions.entries()) {
        const bareStep = referenceInteraction(interaction.kind, interaction.text);
        try {
          const traced = (who: string) =>
            traceDir && path.join(traceDir, `${slug(interaction.name)}-${run}-${who}.json`);
          const site = await measure(
            browser,
            app.baseUrl,
            interaction,
            interaction.admin ? cookies : [],
            traced("site"),
          );
          const bare = await measure(browser, reference.baseUrl, bareStep, [], traced("bare"));
          results[index]!.site.push(site);
          results[index]!.bare.push(bare);
          console.log(
            `  ${interaction.name.padEnd(42)} ${String(Math.round(site.inp)).padStart(4)} ms   bare ${interaction.kind.padEnd(12)} ${String(Math.round(bare.inp)).padStart(4)} ms${unreportedNote(site, bare)}`,
          );
        } catch (error) {
          console.log(
            `  ${interaction.name.padEnd(42)} failed: ${(error as Error).message.split("\n")[0]}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }

  const samples: InteractionSample[] = interactions.map((interaction, index) => ({
    name: interaction.name,
    kind: interaction.kind,
    ...(interaction.text === undefined ? {} : { text: interaction.text }),
    inp: results[index]!.site.map((m) => m.inp),
    reference: results[index]!.bare.map((m) => m.inp),
  }));
  const rows = interactionRows(samples);
  console.log(
    `\nINP, median of ${runs} (Chromium, ${CPU_SLOWDOWN}x CPU slowdown, ${VIEWPORT.width} px), beside the median of every bare Next page interaction of the same kind in the run:`,
  );
  for (const line of formatInteractionTable(rows)) console.log(line);
  const misses = rows.filter((row) => !row.ok);
  console.log(
    misses.length
      ? `\nOff target (INP <= ${TARGET_RATIO}x the bare page's): ${misses.map((m) => m.name).join("; ")}`
      : `\nTarget met: every interaction within ${TARGET_RATIO}x the bare page's.`,
  );

  if (details) {
    for (const [index, row] of rows.entries()) {
      if (row.ok) continue;
      const site = results[index]!.site;
      const pick = site[medianRunIndex(site.map((m) => m.inp))];
      if (!pick) continue;
      const slowest = slowestEntry(pick.events);
      console.log(`\n${row.name}: INP ${Math.round(pick.inp)} ms in its median run`);
      if (slowest) {
        console.log(
          `  slowest event: ${slowest.name} ${Math.round(slowest.duration)} ms = input delay ${Math.round(slowest.inputDelay)} + processing ${Math.round(slowest.processing)} + presentation ${Math.round(slowest.presentation)}`,
        );
      }
      for (const line of formatLongFrames(pick.frames, { start: pick.start, end: pick.end })) {
        console.log(line);
      }
    }
  }
  await stopAll();
  await local.close();
}

main()
  .then(() => process.exit(0))
  .catch(async (error: unknown) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
