import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { demoShows } from "./support/slideshow";

/**
 * Issue 21: the slideshow and /tv work in a browser without the APIs that came after Chromium 68 (webOS 5;
 * Tizen 5.5 is 69). Before any script of the page runs, this deletes them, as far as such a browser
 * lacks them: app/polyfills.ts must put back what the libraries call unchecked, and everything else
 * must be behind a feature check. The fixture fails the test on any error in the console.
 */
const NEWER_THAN_CHROMIUM_68: Record<string, string[]> = {
  window: [
    "queueMicrotask", // 71
    "structuredClone", // 98
    "OffscreenCanvas", // 69
    "reportError", // 95
    "AggregateError", // 85
    "WeakRef", // 84
    "FinalizationRegistry", // 84
  ],
  "Array.prototype": [
    "flat",
    "flatMap",
    "at",
    "findLast",
    "findLastIndex",
    "toSorted",
    "toReversed",
    "toSpliced",
    "with",
  ],
  "String.prototype": ["replaceAll", "matchAll", "at", "isWellFormed", "toWellFormed"],
  "Symbol.prototype": ["description"], // 70
  "Element.prototype": ["toggleAttribute", "replaceChildren"], // 69, 86
  Object: ["fromEntries", "hasOwn", "groupBy"], // 73, 93, 117
  Promise: ["allSettled", "any", "withResolvers"], // 76, 85, 119
  AbortSignal: ["timeout", "any"], // 103, 116
  "Navigator.prototype": ["wakeLock"], // 84
  "Crypto.prototype": ["randomUUID"], // 92
};

/** Runs in the page before its scripts: deletes each API (globalThis, 71, last) and lists what is really gone. */
function removeNewerApis(apis: Record<string, string[]>) {
  const removed: string[] = [];
  for (const [owner, names] of Object.entries(apis)) {
    const target = owner
      .split(".")
      .reduce<Record<string, unknown>>((object, key) => object[key] as never, window as never);
    for (const name of names) {
      delete target[name];
      if (!(name in target)) removed.push(`${owner}.${name}`);
    }
  }
  const global = window as unknown as Record<string, unknown>;
  delete global.globalThis;
  if (!("globalThis" in global)) removed.push("globalThis");
  global.__removedApis = removed;
}

const EVERY_API = [
  ...Object.entries(NEWER_THAN_CHROMIUM_68).flatMap(([owner, names]) => names.map((name) => `${owner}.${name}`)),
  "globalThis",
];

async function asAChromium68(context: BrowserContext) {
  await context.addInitScript(removeNewerApis, NEWER_THAN_CHROMIUM_68);
}

/** What the init script removed, and which of those the page's polyfills put back (not native code). */
const apisOf = (page: Page) =>
  page.evaluate(() => {
    const global = window as unknown as Record<string, unknown>;
    const native = (value: unknown) => typeof value === "function" && /\[native code\]/.test(String(value));
    return {
      removed: global.__removedApis as string[],
      polyfilled: {
        globalThis: global.globalThis === window,
        queueMicrotask: typeof global.queueMicrotask === "function" && !native(global.queueMicrotask),
        flat: typeof [].flat === "function" && !native([].flat),
        fromEntries: typeof Object.fromEntries === "function" && !native(Object.fromEntries),
      },
    };
  });

const transitions = (page: Page) =>
  page.evaluate(
    () =>
      (window as { stylecastSlideshow?: { stats: { transitions: number } } }).stylecastSlideshow?.stats.transitions ??
      0,
  );

test("the slideshow plays without the APIs newer than Chromium 68", async ({ context, page, request }) => {
  const { demo } = await demoShows(request);
  await asAChromium68(context);
  await page.goto(`${demo}?delay=500`);
  await expect(page.locator('.tv-stage[data-state="playing"]')).toBeAttached();
  await expect.poll(() => transitions(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  const { removed, polyfilled } = await apisOf(page);
  expect(removed.sort()).toEqual([...EVERY_API].sort());
  expect(polyfilled).toEqual({ globalThis: true, queueMicrotask: true, flat: true, fromEntries: true });
});

test("/tv shows its QR code and waits for a phone without the APIs newer than Chromium 68", async ({
  context,
  page,
}) => {
  await asAChromium68(context);
  const cable = page.waitForEvent("websocket", (socket) => new URL(socket.url()).pathname === "/cable");
  await page.goto("/tv");
  await cable;
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Waiting for your phone…" })).toBeVisible();
  expect((await apisOf(page)).removed.sort()).toEqual([...EVERY_API].sort());
});
