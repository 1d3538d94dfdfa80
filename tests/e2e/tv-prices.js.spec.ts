import { INSIGHTS_TEXTS } from "@contract/insights";
import { ACCOUNT_MESSAGES } from "@contract/messages";
import { slideshowPath } from "@contract/public-paths";
import { SCAN_TEXTS } from "@contract/scans";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import type { Browser, Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, test, watchBrowserErrors } from "./fixtures";
import { solidPng } from "./support/png";
import { readSlideCode } from "./support/scan";
import { addServiceByApi } from "./support/services-api";
import { apiHeaders } from "./support/styles-api";
import type { ApiSession } from "./support/stylists";
import { screenTv } from "./support/tv";
import { approveStyle } from "./support/visitor";

/**
 * Issue 37 on the TV: "Show prices on screen" puts the style's service and price in a corner of its slide, 40 px
 * or more on a 1080p screen and clear of the QR code, in landscape and portrait; and the words under the code
 * promise only what the page keeps ("Scan to book" needs a booking link). The slideshow needs JavaScript.
 */

const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

/** Saves the shop's profile through the API: its address (the form's required part) and the given contacts. */
async function saveProfile(
  request: Parameters<typeof approveStyle>[0],
  session: Pick<ApiSession, "tokens" | "accountId">,
  contacts: { telephone?: string; booking_link?: string },
) {
  const response = await request.put(`${baseURL}/v1/users/accounts/${session.accountId}`, {
    headers: apiHeaders(session),
    // A town of its own: other journeys search Explore for Berlin and expect only the demo shop there.
    data: { company: "Price Cuts", address: "Markt 1", zip_code: "02763", city: "Zittau", ...contacts },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** An approved style of a light, nearly white picture: the price must read on it too. */
async function lightStyle(
  request: Parameters<typeof approveStyle>[0],
  session: Pick<ApiSession, "tokens">,
  serviceId?: string,
) {
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: apiHeaders(session),
    multipart: {
      gender: "female",
      color: "blonde",
      style: "long",
      images: { name: "light.png", mimeType: "image/png", buffer: solidPng(320, [246, 240, 228]) },
      ...(serviceId ? { service_id: serviceId } : {}),
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  await approveStyle(request, id);
  return id;
}

/** The TV: a browser of its own at 1920 × 1080, not the owner's, playing the show. */
async function openShow(browser: Browser, accountId: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1920, height: 1080 } });
  const errors = watchBrowserErrors(context);
  const page = await context.newPage();
  await page.goto(slideshowPath({ account_id: accountId, company: null }));
  await expect(page.locator(".tv-root > .tv-frame > .tv-stage")).toHaveAttribute("data-state", "playing");
  await expect(page.locator('[data-testid="slide"][data-selected="true"][data-kind="style"]')).toHaveCount(1);
  return { context, page, errors };
}

const fontSize = (locator: Locator) =>
  locator.evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/**
 * The price corner is in sight, its words at least `minPx` high (40 at 1080p, scaled with the screen), and it
 * shares no pixel with the QR code's card (its words included).
 */
async function expectPriceClearOfQr(page: Page, minPx = 40) {
  const price = page.getByTestId("slide-price");
  await expect(price).toBeVisible();
  for (const part of [".tv-price-service", ".tv-price-label"]) {
    expect(await fontSize(price.locator(part)), part).toBeGreaterThanOrEqual(minPx);
  }
  const qr = page.locator(".tv-carousel .tv-qr");
  await expect(qr).toBeVisible();
  const [a, b] = [await price.boundingBox(), await qr.boundingBox()];
  if (!a || !b) throw new Error("no box for the price or the QR code");
  const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
  expect(apart, `price ${JSON.stringify(a)} and QR ${JSON.stringify(b)} overlap`).toBe(true);
  const viewport = page.viewportSize();
  expect(a.x >= 0 && a.y >= 0 && a.x + a.width <= (viewport?.width ?? 0)).toBe(true);
}

test("a TV with Show prices on screen shows the style's service and price, 40 px or more, never over the QR code", async ({
  page,
  stylist,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const service = await addServiceByApi(request, stylist, { name: "Balayage", price_from: 3500, price_to: 6000 });
  await lightStyle(request, stylist, service.id);

  // Off at first: the slide carries no price.
  const before = await openShow(browser, stylist.accountId);
  await expect(before.page.locator(".tv-carousel .tv-qr-text")).toHaveText("See our styles");
  await expect(before.page.getByTestId("slide-price")).toHaveCount(0);
  await before.context.close();

  // The owner turns it on in the slideshow settings.
  await page.goto(`/accounts/${stylist.accountId}/settings`);
  const toggle = page.getByRole("checkbox", { name: "Show prices on screen" });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.settingsSaved).first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Show prices on screen" })).toBeChecked();

  const tv = await openShow(browser, stylist.accountId);
  const price = tv.page.getByTestId("slide-price");
  await expect(price.locator(".tv-price-service")).toHaveText("Balayage");
  await expect(price.locator(".tv-price-label")).toHaveText("€35–€60");
  await expectPriceClearOfQr(tv.page);
  // No booking link, no phone: the code promises only the styles.
  await expect(tv.page.getByText("Scan to book")).toHaveCount(0);
  await tv.page.screenshot({ path: testInfo.outputPath(`tv-prices-1920x1080.png`) });

  await tv.page.setViewportSize({ width: 1080, height: 1920 });
  await expectPriceClearOfQr(tv.page);
  await tv.page.screenshot({ path: testInfo.outputPath(`tv-prices-1080x1920.png`) });

  // A 720p TV: the same corner, two thirds the size.
  await tv.page.setViewportSize({ width: 1280, height: 720 });
  await expectPriceClearOfQr(tv.page, (40 * 720) / 1080);
  await tv.page.screenshot({ path: testInfo.outputPath(`tv-prices-1280x720.png`) });
  expect(tv.errors.unexpected(), "errors in the TV's console").toEqual([]);
  await tv.context.close();
});

test("a shop without a booking link has no Scan to book on its TV: Scan to call with a phone, Scan to book once it has a link", async ({
  stylist,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  await lightStyle(request, stylist);

  const plain = await openShow(browser, stylist.accountId);
  await expect(plain.page.locator(".tv-carousel .tv-qr-text")).toHaveText("See our styles");
  await expect(plain.page.getByText("Scan to book")).toHaveCount(0);
  await plain.context.close();

  await saveProfile(request, stylist, { telephone: "+49 30 1234567" });
  const phone = await openShow(browser, stylist.accountId);
  await expect(phone.page.locator(".tv-carousel .tv-qr-text")).toHaveText("Scan to call");
  await expect(phone.page.getByText("Scan to book")).toHaveCount(0);
  await phone.context.close();

  await saveProfile(request, stylist, { telephone: "+49 30 1234567", booking_link: "https://book.example.com/salon" });
  const booked = await openShow(browser, stylist.accountId);
  await expect(booked.page.locator(".tv-carousel .tv-qr-text")).toHaveText("Scan to book");
  expect(booked.errors.unexpected(), "errors in the TV's console").toEqual([]);
  await booked.context.close();
});

test("plays and scans lists tell styles apart: each style's thumbnail (40 px, lazy, the thumb variant) beside its title and numbers", async ({
  page,
  stylist,
  request,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await lightStyle(request, stylist);
  // The shop's TV plays it and a phone scans its code: the style is in the scans (and plays) lists.
  const { context: tvContext, tv } = await screenTv(browser, request, stylist);
  const scanned = await readSlideCode(tv);
  await tvContext.close();
  const scan = await request.get(scanned, { maxRedirects: 0, headers: { "User-Agent": IPHONE } });
  expect(scan.status()).toBe(302);
  for (const [path, list, shot] of [
    [`/accounts/${stylist.accountId}/screens`, MY_SCREENS_TEXTS.playsTitle, "screen-plays"],
    [`/accounts/${stylist.accountId}/screens`, SCAN_TEXTS.title, "screen-scans"],
    [`/accounts/${stylist.accountId}/insights`, INSIGHTS_TEXTS.perStyleTitle, "insights"],
  ] as const) {
    await page.setViewportSize({ width: 1366, height: 900 });
    const thumb = page
      .getByRole("region", { name: list, exact: true })
      .getByRole("img", { name: "Long, blonde", exact: true })
      .first();
    // The scan is counted in the account's cable object as the phone goes on: the page shows it within moments.
    await expect
      .poll(
        async () => {
          await page.goto(path);
          return thumb.count();
        },
        { timeout: 20_000, intervals: [500, 1_000] },
      )
      .toBeGreaterThan(0);
    await expect(thumb).toHaveAttribute("loading", "lazy");
    await expect(thumb).toHaveAttribute("src", /-thumb\.webp$/);
    expect(await thumb.evaluate((image) => image.getBoundingClientRect().width)).toBe(40);
    await thumb.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`${shot}-1366.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: testInfo.outputPath(`${shot}-390.png`), fullPage: true });
  }
  await page.goto(`/accounts/${stylist.accountId}/settings`);
  await page.screenshot({ path: testInfo.outputPath(`settings-390.png`), fullPage: true });
});
