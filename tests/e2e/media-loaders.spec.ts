import type { Locator } from "@playwright/test";
import { expect, failedLoad, test } from "./fixtures";
import { decodePng, near, share } from "./support/decode-png";

/*
 * The media loaders as a visitor sees them on /dev/ui, with JavaScript on and
 * off (issue 8, 1.8): without JavaScript they must look right from CSS alone,
 * since nothing hydrates. The screenshots are read pixel by pixel.
 */
const LINE = "#e6e1da"; // --color-line, the placeholder
const isDark = (red: number, green: number, blue: number) => red < 32 && green < 32 && blue < 32;
const isIcon = (red: number, green: number, blue: number) => red < 140 && green < 140 && blue < 150;

test.use({ cookieChoiceMade: true });

test.beforeEach(async ({ page, allowBrowserErrors }) => {
  allowBrowserErrors(failedLoad(404, "/media/does-not-exist.")); // the gallery shows missing media on purpose
  await page.goto("/dev/ui");
});

const withScripts = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * A failed medium's accessible name. With JavaScript the loader swaps in its fallback once the file fails: the
 * picture is taken of that, not of the element it replaces (which may go between finding it and taking its
 * picture). Without, nothing replaces the element.
 */
const failedName = (label: string) => (withScripts() ? `${label} (unavailable)` : label);

const pixelsOf = async (element: Locator) => decodePng(await element.screenshot({ animations: "disabled" }));

test("a valid image shows at full strength, not faded or pulsing", async ({ page }) => {
  const image = page.getByRole("img", { name: "Stylecast mark" });
  await expect(image).toHaveJSProperty("complete", true);
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  await expect(image).toHaveCSS("opacity", "1");
  expect(await image.evaluate((element) => element.getAnimations().length)).toBe(0);
});

test("a missing image shows the placeholder with its icon and name, not the broken-image icon", async ({ page }) => {
  // With JavaScript, the loader's fallback (as for the video below); without, the image the browser gave up on.
  const image = page.getByRole("img", { name: failedName("Missing image") });
  await expect(image).toBeVisible();
  await expect(image).toHaveCSS("opacity", "1");
  const pixels = await pixelsOf(image);
  // Chromium draws its broken-image icon and the alt text at the top left: it must be placeholder there.
  expect(share(pixels, near(LINE), { left: 0.1, top: 0.1, right: 0.45, bottom: 0.4 })).toBeGreaterThan(0.97);
  // The picture icon in the middle and the name under it.
  expect(share(pixels, isIcon, { left: 0.3, top: 0.2, right: 0.7, bottom: 0.5 })).toBeGreaterThan(0.01);
  expect(share(pixels, isIcon, { left: 0.1, top: 0.55, right: 0.9, bottom: 0.9 })).toBeGreaterThan(0.004);
});

test("a missing video shows the placeholder with its icon, not a black box", async ({ page }) => {
  const video = page.getByLabel(failedName("Missing video"));
  await expect(video).toBeVisible();
  // Without JavaScript the video stays, and the browser finds out on its own that the file is missing.
  if (!withScripts()) {
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.error?.code ?? null)).not.toBeNull();
  }
  const pixels = await pixelsOf(video);
  expect(share(pixels, isDark)).toBeLessThan(0.01);
  expect(share(pixels, near(LINE))).toBeGreaterThan(0.8);
  expect(share(pixels, isIcon, { left: 0.3, top: 0.3, right: 0.7, bottom: 0.7 })).toBeGreaterThan(0.005);
});
