import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { demoAdminSession } from "./support/demo-session";
import { playlistOf } from "./support/slideshow";
import { addStyleByApi, apiHeaders } from "./support/styles-api";
import type { ApiSession } from "./support/stylists";

/**
 * Issue 12 in the browser: an open slideshow learns of changes over /cable
 * and shows them without a reload; its heartbeats resume after the network
 * comes back. The changes come through the API (as the stylist's pages and
 * the admin console send them), the slideshow is the page.
 */

/** Opens the slideshow and waits until its cable is subscribed; marks the page so a reload would show. */
async function openSlideshow(page: Page, accountId: string) {
  await page.goto(`/live-${accountId}`);
  await expect(page.locator(".tv-stage")).not.toHaveAttribute("data-state", "loading"); // the player took over
  await expect.poll(() => cableConnected(page)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
}
const cableConnected = (page: Page) =>
  page.evaluate(() => (window as { stylecastCable?: { connected: boolean } }).stylecastCable?.connected);
const notReloaded = (page: Page) => page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded);

/** Changes one of the stylist's slideshow settings through the API. */
async function setSlideshowSetting(
  request: APIRequestContext,
  stylist: Pick<ApiSession, "tokens">,
  name: "qr_code" | "loading_bar" | "device_orientation",
  value: boolean | "portrait" | "landscape",
) {
  const response = await request.put(`${baseURL}/v1/users/account/${name}`, {
    headers: apiHeaders(stylist),
    data: { [name]: value },
  });
  expect(response.status()).toBe(200);
}

test("an approved style and changed settings (QR code, loading bar) reach an open slideshow without a reload", async ({
  page,
  stylist,
  request,
}) => {
  await openSlideshow(page, stylist.accountId);
  const path = `/live-${stylist.accountId}`;
  const slides = page.getByTestId("slide");
  await expect(slides).toHaveCount((await playlistOf(request, path)).length); // the ads a free account shows

  const style = await addStyleByApi(request, stylist, ["live.png"]);
  const allow = await request.put(`${baseURL}/v1/admin/allow_portfolio_styles`, {
    headers: apiHeaders(await demoAdminSession(request)),
    data: { styleId: style.id },
  });
  expect(allow.status()).toBe(200);
  const playlist = await playlistOf(request, path);
  expect(
    playlist.some((slide) => slide.media.some((media) => media.src === style.attributes.payload[0]?.slideshow_16x9)),
  ).toBe(true);
  await expect(slides).toHaveCount(playlist.length);
  await expect(page.locator(".tv-qr")).toBeVisible();

  await setSlideshowSetting(request, stylist, "qr_code", false);
  await expect(page.locator(".tv-qr")).toHaveCount(0);

  await expect(page.locator(".tv-progress")).toBeAttached();
  await setSlideshowSetting(request, stylist, "loading_bar", false);
  await expect(page.locator(".tv-progress")).toHaveCount(0);
  expect(await notReloaded(page)).toBe(true);
});

test("the slideshow's cable reconnects as soon as the network is back, and says so with a heartbeat", async ({
  page,
  context,
  stylist,
  allowBrowserErrors,
}) => {
  // A playlist fetch that starts in the moment the network is cut fails, as it should.
  allowBrowserErrors(/ERR_INTERNET_DISCONNECTED/);
  await openSlideshow(page, stylist.accountId);
  const connects = () =>
    page.evaluate(() => (window as { stylecastCable?: { connects: number } }).stylecastCable?.connects);
  expect(await connects()).toBe(1);
  await context.setOffline(true);
  await context.setOffline(false);
  // A fresh socket, subscribed again (its first act is the "mount" heartbeat), with no reload.
  await expect.poll(connects).toBe(2);
  await expect.poll(() => cableConnected(page)).toBe(true);
  expect(await notReloaded(page)).toBe(true);
});

test("a change of orientation turns an open screen without a reload (issue 21)", async ({ page, stylist, request }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openSlideshow(page, stylist.accountId);
  const turned = () => page.locator(".tv-frame").evaluate((frame) => getComputedStyle(frame).transform !== "none");
  expect(await turned()).toBe(false);
  await setSlideshowSetting(request, stylist, "device_orientation", "portrait");
  await expect.poll(turned).toBe(true);
  await setSlideshowSetting(request, stylist, "device_orientation", "landscape");
  await expect.poll(turned).toBe(false);
  expect(await notReloaded(page)).toBe(true);
});
