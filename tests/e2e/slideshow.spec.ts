import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { expect, failedLoad, test } from "./fixtures";
import { demoShows, playlistOf } from "./support/slideshow";

/**
 * The TV slideshow /{slug}-{account_id} (issue 11), with and without
 * JavaScript: what the server sends (the first slide, full screen, no site
 * header), the empty state for owner and viewer, and 404s for anything that is
 * not a playable account. What the player does is in slideshow.js.spec.ts.
 */

test("the demo stylist's slideshow opens full screen on its first slide", async ({ page, request }) => {
  const { demo } = await demoShows(request);
  const response = await page.goto(demo);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Salon Demo | Slideshow | Stylecast");
  await expect(page.getByRole("heading", { level: 1, name: "Slideshow of Salon Demo" })).toBeAttached();
  await expect(page.getByRole("banner")).toHaveCount(0); // no site header on a TV
  await expect(page.getByRole("contentinfo")).toHaveCount(0);
  await expect(page.getByRole("img", { name: SLIDESHOW_MESSAGES.styleQr }).first()).toBeVisible();
  if (test.info().project.use.javaScriptEnabled === false) {
    await expect(page.getByRole("img", { name: /^Salon Demo, slide 1 of \d+$/ })).toBeVisible();
    await expect(page.getByText("The slideshow plays with JavaScript turned on.")).toBeVisible({ timeout: 10_000 });
    await expect(page.getByText("Loading the slideshow…")).toBeHidden();
  } else {
    await expect(page.getByRole("region", { name: "Slideshow of Salon Demo" })).toBeVisible();
    await expect(page.locator('[data-testid="slide"][data-selected="true"] [data-ready="true"]')).toBeVisible();
  }
});

test("any slug before the account id opens the same show", async ({ page, request }) => {
  const { demo } = await demoShows(request);
  const id = demo.slice(-10); // ids are 10 characters and may themselves hold a "-"
  const response = await page.goto(`/sam-stylist-${id}`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle("Salon Demo | Slideshow | Stylecast");
});

test("the demo stylist's playlist has ads at index 3 and 7, the gold stylist's none", async ({ request }) => {
  const { demo, gold } = await demoShows(request);
  const demoList = await playlistOf(request, demo);
  expect(demoList[3]?.kind).toBe("ad");
  expect(demoList[7]?.kind).toBe("ad");
  // Only those among the first eight (an admin test may add an ad for a moment: it would go to index 11 or the end).
  expect(demoList.slice(0, 8).map((slide) => slide.kind)).toEqual([
    "style",
    "style",
    "style",
    "ad",
    "style",
    "style",
    "style",
    "ad",
  ]);
  const goldList = await playlistOf(request, gold);
  expect(goldList.length).toBeGreaterThan(0);
  expect(goldList.some((slide) => slide.kind === "ad")).toBe(false);
});

test.describe("a slideshow with no content yet", () => {
  test("shows its owner the empty state with 'Add a Slide'", async ({ page, stylist }) => {
    await page.goto(`/my-show-${stylist.accountId}`);
    await expect(page.getByText(SLIDESHOW_MESSAGES.empty)).toBeVisible();
    const add = page.getByRole("link", { name: SLIDESHOW_MESSAGES.addSlide });
    await expect(add).toBeVisible();
    await expect(add).toHaveAttribute("href", `/${stylist.accountId}/styles`);
  });

  test("shows a viewer the empty state without a button", async ({ browser, stylist }) => {
    const viewer = await browser.newContext({
      javaScriptEnabled: test.info().project.use.javaScriptEnabled !== false,
    });
    const page = await viewer.newPage();
    await page.goto(`/my-show-${stylist.accountId}`);
    await expect(page.getByText(SLIDESHOW_MESSAGES.empty)).toBeVisible();
    await expect(page.getByRole("link", { name: SLIDESHOW_MESSAGES.addSlide })).toHaveCount(0);
    // The way to a first style is for whoever holds the owner's phone: the QR code shows to anyone.
    await expect(page.getByRole("img", { name: SLIDESHOW_MESSAGES.addStyleQr })).toBeVisible();
    await viewer.close();
  });
});

for (const path of ["/x-nobody1234", "/salon-demo-nobody12_-", "/Salon-Demo-nobody1234", "/nobody12345", "/robots"]) {
  test(`${path} is the site's 404`, async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(404, path)); // the 404 this test asks for
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
    await expect(page).toHaveTitle("Page not found | Stylecast");
    await expect(page.getByRole("banner")).toBeVisible(); // the site's own 404, header and all
  });
}

test("the playlist of an unknown account is a 404", async ({ request }) => {
  const response = await request.get("/x-nobody1234/playlist");
  expect(response.status()).toBe(404);
});
