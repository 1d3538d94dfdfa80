import jsQR from "jsqr";
import { expect, failedLoad, test } from "./fixtures";
import { decodePng } from "./support/decode-png";

/**
 * `/{account_id}/qr_code` (issue 11): the owner's QR codes: the window
 * sticker (issue 24, a counted `/q/` link), the about-me page and the
 * slideshow. Each code is decoded (jsQR) from the PNG download and from a
 * screenshot of the page's SVG, and must lead to the right URL.
 */
const decode = (png: Buffer) => {
  const { width, height, rgba } = decodePng(png);
  return jsQR(new Uint8ClampedArray(rgba), width, height)?.data ?? null;
};

test("the owner's QR codes decode to the sticker's short link, the about-me page and the slideshow", async ({
  page,
  stylist,
  baseURL,
}) => {
  await page.goto(`/${stylist.accountId}/qr_code`);
  await expect(page.getByRole("heading", { level: 1, name: /^QR codes/ })).toBeVisible();
  const profileUrl = `${baseURL}/stylist/me?account_id=${stylist.accountId}`; // no company yet: the neutral slug
  const slideshowUrl = `${baseURL}/stylist-${stylist.accountId}`;
  const stickerUrl = `${baseURL}/q/p${stylist.accountId}`;
  await expect(page.getByTestId("qr-url-sticker")).toHaveText(stickerUrl);
  await expect(page.getByTestId("qr-url-profile")).toHaveText(profileUrl);
  await expect(page.getByTestId("qr-url-slideshow")).toHaveText(slideshowUrl);

  const names = {
    sticker: "QR code to window sticker",
    profile: "QR code to your profile page",
    slideshow: "QR code to your slideshow",
  };
  for (const [target, url] of [
    ["sticker", stickerUrl],
    ["profile", profileUrl],
    ["slideshow", slideshowUrl],
  ] as const) {
    const name = names[target];
    expect(decode(await page.getByRole("img", { name }).screenshot()), `${target} on the page`).toBe(url);
    const png = await page.request.get(`/${stylist.accountId}/qr_code/${target}.png`);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(png.headers()["content-disposition"]).toBe(`attachment; filename="stylecast-${target}-qr.png"`);
    expect(decode(await png.body()), `${target}.png`).toBe(url);
    const svg = await page.request.get(`/${stylist.accountId}/qr_code/${target}.svg`);
    expect(svg.headers()["content-type"]).toBe("image/svg+xml");
    expect(await svg.text()).toMatch(/^<svg /);
  }
  // The sticker's short link leads to the about-me page (the same address as the profile's code).
  const sticker = await page.request.get(stickerUrl, { maxRedirects: 0 });
  expect(sticker.status()).toBe(302);
  expect(`${baseURL}${sticker.headers().location}`).toBe(profileUrl);
  // The slideshow the code leads to is the account's (an empty one, for a new stylist).
  await page.goto(slideshowUrl);
  await expect(page.getByText("This slideshow has no content yet!")).toBeVisible();
});

test("another account's QR page and an unknown file are 404s", async ({ page, stylist, allowBrowserErrors }) => {
  allowBrowserErrors(failedLoad(404, "/")); // the 404s this test asks for
  expect((await page.goto("/someoneels/qr_code"))?.status()).toBe(404);
  expect((await page.request.get(`/${stylist.accountId}/qr_code/profile.gif`)).status()).toBe(404);
});

test("logged out, the QR page goes to login", async ({ page }) => {
  await page.goto("/abcdefghij/qr_code");
  await expect(page).toHaveURL(/\/login\?redirect/);
});
