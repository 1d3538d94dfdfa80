import { slideshowPath } from "@contract/public-paths";
import { BEFORE_SHARE } from "@contract/slideshow";
import { expect, test } from "./fixtures";
import { approvedBeforeAfterStyle } from "./support/before-after";
import { playlistOf } from "./support/slideshow";

/**
 * Issue 37 point 5 on the TV: a before/after style's slide shows its before
 * picture first, then gives way to the after one within the slide's own time,
 * with a picture on screen throughout (the after one lies under the before).
 */
test.use({ serviceWorkers: "block" });

const SLIDE_MS = 6_000;

test("a before/after slide plays before, then after", async ({ page, request, stylist }, testInfo) => {
  const style = await approvedBeforeAfterStyle(request, stylist);
  const show = slideshowPath({ account_id: stylist.accountId, company: null });
  const slide = (await playlistOf(request, show)).find((each) => each.key === `style:${style.id}`);
  const before = style.attributes.payload.find((item) => item.is_before);
  expect(slide?.before).toBe(before?.slideshow_16x9);

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(`${show}?delay=${SLIDE_MS}`);
  const shown = page.locator(`[data-testid="slide"][data-key="style:${style.id}"][data-selected="true"]`);
  const beforeLayer = shown.getByTestId("tv-before");
  const afterPicture = shown.locator(".tv-picture img");
  // Both decoded before the slide shows (the player starts a slide only then), the before one on top.
  await expect(page.locator(".tv-root > .tv-frame > .tv-stage")).toHaveAttribute("data-state", "playing");
  await expect(afterPicture).toHaveJSProperty("complete", true);
  await expect(beforeLayer.locator("img")).toHaveJSProperty("complete", true);
  await expect(beforeLayer).toHaveCSS("opacity", "1");
  expect(await beforeLayer.locator("img").evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await testInfo.attach("tv-before", { body: await page.screenshot(), contentType: "image/png" });

  // Then the after picture, before the slide's time is up.
  await expect(beforeLayer).toHaveCSS("opacity", "0", { timeout: SLIDE_MS * (1 - BEFORE_SHARE) + 2_000 });
  await expect(afterPicture).toBeVisible();
  await testInfo.attach("tv-after", { body: await page.screenshot(), contentType: "image/png" });
});
