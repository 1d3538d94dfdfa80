import { API_KEY_HEADER } from "@contract/api-headers";
import type { GalleryPage } from "@contract/visitor";
import { skipCookieBanner } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { devVar } from "./support/dev-vars";

/**
 * What the visitor pages' few lines of script add (issue 10): videos that
 * play muted in a loop once 80 % visible, and an empty state instead of a
 * broken picture when a style's cover fails.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

test("a style's video plays muted in a loop once 80 % visible, and pauses when scrolled away", async ({
  page,
  request,
}) => {
  const response = await request.get("/v1/public/gallery?q=video", {
    headers: { [API_KEY_HEADER]: devVar("API_KEY") },
  });
  const video = ((await response.json()) as { data: GalleryPage }).data.styles.find((style) => style.is_video);
  expect(video, "the demo seed has a video style tagged #video").toBeTruthy();
  await page.setViewportSize({ width: 412, height: 300 });
  await page.goto(`/salon-demo/${video?.id}/style`);
  const player = page.locator("video[data-autoplay]");
  await expect(player).toHaveJSProperty("muted", true);
  await expect(player).toHaveJSProperty("loop", true);
  // 300 px of screen show less than 80 % of the 4:5 video: it waits.
  await expect(player).toHaveJSProperty("paused", true);
  await page.setViewportSize({ width: 412, height: 900 });
  await expect(player).toHaveJSProperty("paused", false);
  await page.setViewportSize({ width: 412, height: 300 });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(player).toHaveJSProperty("paused", true);
});

test("when a style's cover image fails, the pictures give way to a clean empty state", async ({
  page,
  request,
  allowBrowserErrors,
}) => {
  const response = await request.get("/v1/public/gallery?q=balayage", {
    headers: { [API_KEY_HEADER]: devVar("API_KEY") },
  });
  const style = ((await response.json()) as { data: GalleryPage }).data.styles[0];
  allowBrowserErrors(/Failed to load resource: net::ERR_FAILED/);
  // Every file the picture may come from: its set (issue 33), and the cover and thumb of a picture made before.
  await page.route(/-(cover|thumb)\.webp$|-picture-\d+\.(avif|webp)$/, (route) => route.abort());
  await page.goto(`/salon-demo/${style?.id}/style`);
  await expect(page.getByText("This style has no pictures to show right now.")).toBeVisible();
  await expect(page.getByRole("region", { name: "Pictures" })).toHaveCount(0);
  await expect(page.getByRole("img", { name: /picture 1 of/ })).toHaveCount(0);
});
