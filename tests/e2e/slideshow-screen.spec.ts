import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import type { APIRequestContext, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { apiHeaders } from "./support/styles-api";
import type { ApiSession } from "./support/stylists";

/**
 * Issue 21: the show on the screen it hangs on. `device_orientation` says how
 * the screen hangs; set to portrait on a landscape viewport, the whole show turns
 * a quarter (CSS, so also before and without JavaScript; a live change is in
 * slideshow-live.js.spec.ts). And the empty show helps its owner.
 */

async function setOrientation(
  request: APIRequestContext,
  stylist: Pick<ApiSession, "tokens">,
  value: "portrait" | "landscape",
) {
  const response = await request.put(`${baseURL}/v1/users/account/device_orientation`, {
    headers: apiHeaders(stylist),
    data: { device_orientation: value },
  });
  expect(response.status()).toBe(200);
}

/** The frame's box on the page and whether CSS turned it (a rotation matrix rather than none). */
const frame = (page: Page) =>
  page.locator(".tv-frame").evaluate((element) => ({
    turned: getComputedStyle(element).transform !== "none",
    box: element.getBoundingClientRect().toJSON() as DOMRect,
  }));

/** A line of text turned a quarter is taller than it is wide. */
const textIsUpright = async (page: Page) => {
  const box = await page.getByText(SLIDESHOW_MESSAGES.empty).boundingBox();
  return Boolean(box && box.width > box.height);
};

test("a portrait show on a landscape TV turns a quarter, and fills the screen", async ({
  page,
  stylist,
  request,
}, testInfo) => {
  await setOrientation(request, stylist, "portrait");
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/turned-${stylist.accountId}`);
  await expect(page.getByText(SLIDESHOW_MESSAGES.empty)).toBeVisible();
  // Polled: with JavaScript the player takes over the server's frame, and a frame measured as it is replaced has no box.
  await expect.poll(() => frame(page)).toMatchObject({ turned: true, box: { x: 0, y: 0, width: 1920, height: 1080 } });
  expect(await textIsUpright(page)).toBe(false);
  await testInfo.attach("portrait-show-on-1920x1080", { body: await page.screenshot(), contentType: "image/png" });

  // The same setting on a portrait screen: they agree, nothing turns.
  await page.setViewportSize({ width: 1080, height: 1920 });
  await expect.poll(async () => (await frame(page)).turned).toBe(false);
  expect(await textIsUpright(page)).toBe(true);
});

test("a landscape show in a portrait viewport does not turn: a phone held upright is turned by its owner", async ({
  page,
  stylist,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/upright-${stylist.accountId}`);
  await expect(page.getByText(SLIDESHOW_MESSAGES.empty)).toBeVisible();
  expect((await frame(page)).turned).toBe(false);
  expect(await textIsUpright(page)).toBe(true);
});

test("the empty show names the shop, and its QR code leads the owner's phone to adding a style", async ({
  page,
  stylist,
}, testInfo) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`/empty-${stylist.accountId}`);
  await expect(page.getByText(SLIDESHOW_MESSAGES.empty)).toBeVisible();
  // The shop's name as the page names the show (a new account without a company name: "Slideshow").
  const title = ((await page.getByRole("heading", { level: 1 }).textContent()) ?? "").replace(/^Slideshow of /, "");
  expect(title).not.toBe("");
  await expect(page.locator(".tv-empty-shop")).toHaveText(title);
  await expect(page.getByRole("img", { name: SLIDESHOW_MESSAGES.addStyleQr })).toBeVisible();
  await expect(page.getByText(SLIDESHOW_MESSAGES.addStyleHint)).toBeVisible();
  // The owner is logged in here: Add a Slide, focused with JavaScript, so a remote's Enter opens it.
  const add = page.getByRole("link", { name: SLIDESHOW_MESSAGES.addSlide });
  await expect(add).toHaveAttribute("href", `/${stylist.accountId}/styles`);
  if (test.info().project.use.javaScriptEnabled !== false) await expect(add).toBeFocused();
  await testInfo.attach("empty-show-1920x1080", { body: await page.screenshot(), contentType: "image/png" });
});
