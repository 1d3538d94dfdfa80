import type { Slide } from "@contract/slideshow";
import type { Page, Route } from "@playwright/test";
import { expect, test } from "./fixtures";
import { demoShows, playlistOf } from "./support/slideshow";

/**
 * The player (issue 11): ready-gated autoplay, ads, failures skipped, offline
 * play. `?delay=` shortens the 10 s slide delay so a test sees several turns.
 * Service workers are blocked except in the offline test, so `page.route` sees
 * every media request.
 */
test.use({ serviceWorkers: "block" });
// Under a test delay (< 1 s) a slide jumps into place: a turn is the delay plus the wait for the next picture.
test.describe.configure({ timeout: 120_000 });

const selected = (page: Page) => page.locator('[data-testid="slide"][data-selected="true"]');
const selectedIndex = async (page: Page) => Number(await selected(page).getAttribute("data-index"));
const transitions = (page: Page) =>
  page.evaluate(
    () =>
      (window as { stylecastSlideshow?: { stats: { transitions: number } } }).stylecastSlideshow?.stats.transitions ??
      0,
  );

/** The media URLs of a slide as the browser requests them (a route pattern). */
const mediaOf = (slide: Slide | undefined) => slide?.media[0]?.src ?? "/none";

test("plays: slides advance in order and loop", async ({ page, request }) => {
  const { demo } = await demoShows(request);
  const list = await playlistOf(request, demo);
  await page.goto(`${demo}?delay=400`);
  await expect(page.locator(".tv-root > .tv-frame > .tv-stage")).toHaveAttribute("data-state", "playing");
  await expect.poll(() => selectedIndex(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(() => transitions(page), { timeout: 60_000 }).toBeGreaterThan(list.length); // past the end: looped
  await expect(page.locator('[data-testid="slide"]')).toHaveCount(list.length);
});

test("ads show at index 3 and 7 for the demo stylist and never for the gold account", async ({ page, request }) => {
  const { demo, gold } = await demoShows(request);
  await page.goto(`${demo}?delay=300`);
  const slides = page.locator('[data-testid="slide"]');
  await expect(slides.nth(3)).toHaveAttribute("data-kind", "ad");
  await expect(slides.nth(7)).toHaveAttribute("data-kind", "ad");
  // Only those among the first eight (an admin test may add an ad for a moment: it would go to index 11 or the end).
  for (const index of [0, 1, 2, 4, 5, 6]) await expect(slides.nth(index)).toHaveAttribute("data-kind", "style");
  // The ad is shown and labelled as one when its turn comes.
  // Watched every frame: under a test delay a slide is on screen for a moment only.
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid="slide"][data-selected="true"]')?.getAttribute("data-index") === "3" &&
      document.querySelector(".tv-ad-badge")?.textContent === "Ad",
    undefined,
    { polling: "raf", timeout: 60_000 },
  );

  await page.goto(`${gold}?delay=300`);
  await expect(page.locator(".tv-root > .tv-frame > .tv-stage")).toHaveAttribute("data-state", "playing");
  await expect(page.locator('[data-testid="slide"][data-kind="ad"]')).toHaveCount(0);
  await expect(page.locator('[data-testid="slide"]')).toHaveCount((await playlistOf(request, gold)).length);
});

test("a slide that is not ready holds the show on the current one", async ({ page, request }) => {
  const { demo } = await demoShows(request);
  const list = await playlistOf(request, demo);
  const held = list.findIndex((slide, index) => index >= 2 && slide.media[0]?.type === "image");
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**${mediaOf(list[held])}`, async (route: Route) => {
    await released; // the slow fixture: this slide's picture arrives only when the test says so
    await route.continue();
  });
  await page.goto(`${demo}?delay=300`);
  await expect.poll(() => selectedIndex(page), { timeout: 60_000 }).toBe(held - 1);
  // Well past the delay, the show still holds the slide before the one that is not ready.
  const before = await transitions(page);
  await page.waitForTimeout(3_000); // a span of time is what is measured here: nothing may happen in it
  expect(await selectedIndex(page)).toBe(held - 1);
  expect(await transitions(page)).toBe(before);
  release();
  await expect.poll(() => selectedIndex(page), { timeout: 30_000 }).toBe(held);
  await expect(page.locator(`[data-testid="slide"][data-index="${held}"] [data-ready="true"]`)).toBeVisible();
});

test("a picture that fails to load is skipped and the show goes on", async ({ page, request, allowBrowserErrors }) => {
  const { demo } = await demoShows(request);
  const list = await playlistOf(request, demo);
  const broken = list.findIndex(
    (slide, index) => index >= 1 && slide.kind === "style" && slide.media[0]?.type === "image",
  );
  allowBrowserErrors(/Failed to load resource: the server responded with a status of 404/); // the broken picture, on purpose
  await page.route(`**${mediaOf(list[broken])}`, (route) => route.fulfill({ status: 404, body: "gone" }));
  await page.goto(`${demo}?delay=300`);
  await expect(page.locator('[data-testid="slide"]')).toHaveCount(
    list.length - (list[broken]?.media.length === 1 ? 1 : 0),
  );
  await expect.poll(() => transitions(page), { timeout: 60_000 }).toBeGreaterThan(list.length);
  const failures = await page.evaluate(
    () => (window as { stylecastSlideshow?: { stats: { failures: number } } }).stylecastSlideshow?.stats.failures,
  );
  expect(failures).toBeGreaterThanOrEqual(1);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });
  test.setTimeout(240_000);

  test("keeps playing with the network gone for 2 minutes, and picks up again when it returns", async ({
    page,
    context,
    request,
    allowBrowserErrors,
  }) => {
    allowBrowserErrors(/net::ERR_INTERNET_DISCONNECTED/); // the refresh tries while offline, on purpose
    const { demo } = await demoShows(request);
    const list = await playlistOf(request, demo);
    await page.goto(`${demo}?delay=1000`);
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
      .toBe(true);
    // Once round the loop online: every slide seen, and the service worker has its media.
    await expect.poll(() => transitions(page), { timeout: 90_000 }).toBeGreaterThan(list.length);
    await context.setOffline(true);
    const offlineAt = await transitions(page);
    const started = Date.now();
    let last = offlineAt;
    while (Date.now() - started < 120_000) {
      await expect.poll(() => transitions(page), { timeout: 30_000 }).toBeGreaterThan(last);
      last = await transitions(page);
    }
    expect(last - offlineAt).toBeGreaterThan(30);
    await expect(page.locator('[data-testid="slide"]')).toHaveCount(list.length);
    await context.setOffline(false);
    const refreshed = await page.evaluate(() =>
      (
        window as { stylecastSlideshow?: { refreshContent: () => Promise<boolean> } }
      ).stylecastSlideshow?.refreshContent(),
    );
    expect(refreshed).toBe(true);
    await expect.poll(() => transitions(page), { timeout: 30_000 }).toBeGreaterThan(last + 2);
  });
});

test.describe("screens", () => {
  for (const [name, width, height] of [
    ["landscape TV", 1920, 1080],
    ["portrait TV", 1080, 1920],
    ["phone", 390, 844],
  ] as const) {
    test(`fits a ${name} (${width}x${height})`, async ({ page, request }, testInfo) => {
      await page.setViewportSize({ width, height });
      const { demo } = await demoShows(request);
      await page.goto(`${demo}?delay=60000`);
      await expect(selected(page).locator('[data-ready="true"]')).toBeVisible();
      // No scrollbars, and the overlays inside the 5 % safe area.
      const box = await page.evaluate(() => ({
        scrollW: document.documentElement.scrollWidth,
        scrollH: document.documentElement.scrollHeight,
        qr: document.querySelector(".tv-qr")?.getBoundingClientRect().toJSON(),
        caption: document.querySelector(".tv-caption")?.getBoundingClientRect().toJSON(),
      }));
      expect(box.scrollW).toBeLessThanOrEqual(width);
      expect(box.scrollH).toBeLessThanOrEqual(height);
      for (const rect of [box.qr, box.caption]) {
        expect(rect.left).toBeGreaterThanOrEqual(width * 0.05 - 1);
        expect(rect.right).toBeLessThanOrEqual(width * 0.95 + 1);
        expect(rect.bottom).toBeLessThanOrEqual(height * 0.95 + 1);
      }
      await testInfo.attach(`slideshow-${width}x${height}`, {
        body: await page.screenshot(),
        contentType: "image/png",
      });
    });
  }
});
