import { ADMIN_MESSAGES } from "@contract/admin";
import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { toast } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { devVar } from "./support/dev-vars";
import { solidPng } from "./support/png";
import { demoShows, playlistOf } from "./support/slideshow";
import { type ApiSession, createStylist, type Stylist } from "./support/stylists";
import { logInAsScreen } from "./support/tv";
import { addStyle } from "./support/visitor";

/** Chromium's line for a 404 of a picture of any account but `accountId` (another test's, deleted meanwhile). */
const otherAccountsMedia404 = (accountId: string) =>
  new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of 404 .*\\(at https?://[^/]+/media/accounts/(?!${accountId}/)`,
  );

/**
 * The admin console (issue 13) as the demo admin, with JavaScript on and off.
 * Accounts to approve, block or delete are fresh stylists made for the test,
 * never the demo ones other tests rely on.
 */

const TITLES = [
  ["Subscribers", "Admin - Subscribers"],
  ["Upload requests", "Admin - Requests"],
  ["Analytics", "Admin - Analytics"],
  ["Slideshow ads", "Admin - Slideshow Ads"],
] as const;

const adminTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name, exact: true });
const rowsOf = (page: Page, table: string) => page.getByRole("table", { name: table }).locator("tbody tr");
const adCards = (page: Page) => page.getByRole("list", { name: "Slideshow ads" }).locator(":scope > li");

/** Opens a subscriber's detail through the list's search and view-profile icon. */
async function openSubscriber(page: Page, stylist: Stylist) {
  await page.goto(`/admin/subscribers?q=${encodeURIComponent(stylist.email)}`);
  await page.getByRole("link", { name: `View profile of ${stylist.accountId}` }).click();
  await expect(page).toHaveTitle(`Subscriber Information - ${stylist.accountId}`);
}

/** Answers 'Are you sure?' with Yes for the control named `trigger`. */
async function confirm(page: Page, trigger: string) {
  await page.getByRole("link", { name: trigger, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await dialog.getByRole("button", { name: "Yes" }).click();
}

const apiHeaders = () => ({ "X-API-Key": devVar("API_KEY") });

async function signInStatus(request: APIRequestContext, stylist: Stylist) {
  const response = await request.post(`${baseURL}/v1/users/sign_in`, {
    headers: { ...apiHeaders(), "CF-Connecting-IP": "10.9.9.9" },
    data: { email: stylist.email, password: stylist.password },
  });
  return response.status();
}

const fresh = (request: APIRequestContext, testInfo: TestInfo, label: string) =>
  createStylist(request, testInfo, label);

test.describe("who may open /admin", () => {
  test("a visitor goes Home", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(`${baseURL}/`);
  });

  test("a stylist goes Home, from every console address", async ({ page, stylist }) => {
    for (const path of ["/admin", "/admin/ads", `/admin/subscribers/${stylist.accountId}`, "/admin?tab=ads"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`${baseURL}/`);
    }
  });
});

test.describe("as the demo admin", () => {
  // Every test here is the demo admin's, logged in by the fixture's session cookie before it starts.
  test.beforeEach(async ({ admin }) => {
    expect(admin.accountId).toBeTruthy();
  });

  test("every tab has its title, lives in the URL, and is remembered", async ({ page, admin }) => {
    expect(admin.user.abilities).toContain("admin");
    await page.goto("/admin");
    await expect(page).toHaveURL(`${baseURL}/admin/subscribers`);
    for (const [tab, title] of TITLES) {
      await adminTab(page, tab).click();
      await expect(page).toHaveTitle(title);
      await expect(adminTab(page, tab)).toHaveAttribute("aria-current", "page");
      await expect(page.getByRole("navigation", { name: "Admin sections" }).locator("[aria-current]")).toHaveCount(1);
    }
    await page.goBack();
    await expect(page).toHaveTitle("Admin - Analytics");
    // Opened again without a tab, the console shows the one last open in this browser session.
    await page.goto("/admin");
    await expect(page).toHaveTitle("Admin - Analytics");
    await expect(page.getByText("Display total")).toBeVisible();
    await expect(page.getByText("Running time total")).toBeVisible();
  });

  test("sorts, searches and pages the subscribers; opens a detail and goes back", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000); // 21 sign-ups
    const label = `pager${testInfo.project.name.replace(/\W/g, "")}${Date.now()}`;
    const made: Stylist[] = [];
    for (let index = 0; index < 21; index++) made.push(await fresh(request, testInfo, `${label}-${index}`));

    await page.goto("/admin/subscribers");
    await page.getByLabel("Search by name, e-mail, company or ID").fill(label);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${label}`));
    await expect(page.getByText("Page 1 of 2 · 21 rows")).toBeVisible();
    await expect(rowsOf(page, "Subscribers")).toHaveCount(20);

    await page.getByRole("link", { name: "Email", exact: true }).click();
    await expect(page).toHaveURL(/sort=email&dir=asc/);
    const emails = made.map((stylist) => stylist.email).sort();
    await expect(rowsOf(page, "Subscribers").first()).toContainText(emails[0] ?? "");
    await page.getByRole("link", { name: "Email", exact: true }).click();
    await expect(page).toHaveURL(/sort=email&dir=desc/);
    await expect(rowsOf(page, "Subscribers").first()).toContainText(emails.at(-1) ?? "");

    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2 · 21 rows")).toBeVisible();
    await expect(rowsOf(page, "Subscribers")).toHaveCount(1);
    await expect(rowsOf(page, "Subscribers")).toContainText(emails[0] ?? "");

    const first = made[0] as Stylist;
    await openSubscriber(page, first);
    await expect(page.getByRole("link", { name: "View Profile" })).toHaveAttribute(
      "href",
      `/stylist/me?account_id=${first.accountId}`,
    );
    await expect(adminTab(page, "Subscribers")).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Go back" }).click();
    await expect(page).toHaveTitle("Admin - Subscribers");
    await expect(page).toHaveURL(`${baseURL}/admin/subscribers`);
  });

  test("approves one style, approves all of an account, deletes an unapproved one", async ({
    page,
    admin,
    request,
    allowBrowserErrors,
  }, testInfo) => {
    const stylist = await fresh(request, testInfo, "moderated");
    const styles: string[] = [];
    for (let index = 0; index < 4; index++) styles.push(await addStyle(request, stylist));
    const publicStatus = async (styleId: string) =>
      (await request.get(`${baseURL}/v1/public/styles/${styleId}`, { headers: apiHeaders() })).status();
    const publicCount = async () =>
      (await Promise.all(styles.map(publicStatus))).filter((status) => status === 200).length;
    expect(await publicCount()).toBe(0);
    // One approved beforehand, so the account's slideshow plays (an empty one has no player to update).
    await approveByApi(request, admin, styles[0] as string);

    // A slideshow already running on a TV (JavaScript only: the player is a client island).
    const tv = testInfo.project.use.javaScriptEnabled === false ? null : await page.context().newPage();
    // The styles on the show (fair ads repeat a style or two before an ad: `style:{id}`, `style:{id}:2`…).
    const stylesShown = (screen: Page) =>
      screen
        .locator('[data-testid="slide"][data-kind="style"]')
        .evaluateAll((cells) => new Set(cells.map((cell) => (cell.getAttribute("data-key") ?? "").split(":")[1])).size);
    if (tv) {
      await tv.goto(`/stylist-${stylist.accountId}?delay=60000`);
      await expect.poll(() => stylesShown(tv)).toBe(1);
      await expect.poll(() => cableConnected(tv)).toBe(true);
    }

    await openSubscriber(page, stylist);
    const styleList = page
      .getByRole("region", { name: /^Portfolio/ })
      .getByRole("list")
      .first();
    await styleList
      .getByRole("button", { name: /^Approve / })
      .first()
      .click();
    await expect(toast(page, ADMIN_MESSAGES.styleApproved)).toBeVisible();
    await expect(page).toHaveTitle(`Subscriber Information - ${stylist.accountId}`);
    expect(await publicCount()).toBe(2);
    if (tv) {
      // The open slideshow hears of it over the cable (announceSlideshowChange) and shows it without a reload.
      await expect.poll(() => stylesShown(tv)).toBe(2);
      await tv.close();
    }

    await confirmDelete(page);
    await expect(toast(page, ADMIN_MESSAGES.styleRemoved)).toBeVisible();
    await expect(page.getByRole("heading", { name: /Portfolio/ })).toContainText("(3)");

    // Approve all from the Upload requests tab. It shows every account's pending styles: a test running beside this
    // one may delete one of its own (and its files) while this page loads its picture.
    allowBrowserErrors(otherAccountsMedia404(stylist.accountId));
    await adminTab(page, "Upload requests").click();
    await page.getByRole("button", { name: `Approve all styles of ${stylist.accountId}` }).click();
    await expect(toast(page, "1 style has been approved")).toBeVisible();
    await expect(page.getByRole("button", { name: `Approve all styles of ${stylist.accountId}` })).toHaveCount(0);
    const statuses = await Promise.all(styles.map(publicStatus));
    expect(statuses.filter((status) => status === 404)).toHaveLength(1);
    // The page a visitor opens shows them.
    const aboutMe = await (await request.get(`${baseURL}/stylist/me?account_id=${stylist.accountId}`)).text();
    for (const styleId of styles.filter((_, index) => statuses[index] === 200)) expect(aboutMe).toContain(styleId);
  });

  test("blocks an account (its login fails, its about-me page 404s), unblocks it, deletes another with its media", async ({
    page,
    request,
    browser,
  }, testInfo) => {
    const blocked = await fresh(request, testInfo, "blocked");
    const deleted = await fresh(request, testInfo, "deleted");
    const styleOfDeleted = await addStyle(request, deleted);
    const mediaResponse = await request.get(`${baseURL}/v1/users/${deleted.accountId}/portfolios`, {
      headers: apiHeaders(),
    });
    expect(mediaResponse.status()).toBe(200);
    const styleMedia = await request.get(`${baseURL}/v1/users/portfolios/${styleOfDeleted}`, {
      headers: { ...apiHeaders(), Authorization: `Bearer ${deleted.tokens.accessToken}` },
    });
    const slide = ((await styleMedia.json()) as { data: { attributes: { payload: { slideshow_16x9: string }[] } } })
      .data.attributes.payload[0]?.slideshow_16x9;
    expect((await request.get(`${baseURL}${slide}`)).status()).toBe(200);

    await openSubscriber(page, blocked);
    await confirm(page, "Block");
    await expect(toast(page, ADMIN_MESSAGES.blocked)).toBeVisible();
    await expect(page).toHaveTitle("Admin - Subscribers");
    expect(await signInStatus(request, blocked)).toBe(403);
    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const aboutMe = await visitor.request.get(`${baseURL}/stylist/me?account_id=${blocked.accountId}`);
    expect(aboutMe.status()).toBe(404);
    await visitor.close();

    await openSubscriber(page, blocked);
    await confirm(page, "Unblock");
    await expect(toast(page, ADMIN_MESSAGES.unblocked)).toBeVisible();
    expect(await signInStatus(request, blocked)).toBe(200);

    await openSubscriber(page, deleted);
    await confirm(page, "Delete");
    await expect(toast(page, ADMIN_MESSAGES.deleted)).toBeVisible();
    await expect(page).toHaveTitle("Admin - Subscribers");
    expect(await signInStatus(request, deleted)).toBe(401);
    expect((await request.get(`${baseURL}${slide}`)).status()).toBe(404);
  });

  test("uploads an ad that a non-GOLD slideshow shows, and deletes it", async ({
    page,
    admin,
    request,
    browser,
  }, testInfo) => {
    const title = `Ad ${testInfo.project.name} ${Date.now()}`;
    // A free account's slideshow running on its TV (a screen: JavaScript only), which the cable tells of new and
    // deleted ads.
    const owner = await fresh(request, testInfo, "adshow");
    await approveByApi(request, admin, await addStyle(request, owner)); // an empty slideshow shows no ads
    const tvContext = testInfo.project.use.javaScriptEnabled === false ? null : await browser.newContext({ baseURL });
    if (tvContext) await logInAsScreen(request, tvContext, owner);
    const tv = await tvContext?.newPage();
    const adSlides = tv?.locator('[data-testid="slide"][data-kind="ad"]');
    let adsBefore = 0;
    if (tv && adSlides) {
      await tv.goto(`/ad-show-${owner.accountId}?delay=60000`);
      await expect(adSlides.first()).toBeAttached();
      await expect.poll(() => cableConnected(tv)).toBe(true);
      adsBefore = await adSlides.count();
    }
    await page.goto("/admin/ads");
    await page.getByLabel("Select an image or video").setInputFiles({
      name: "ad.png",
      mimeType: "image/png",
      buffer: solidPng(64),
    });
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Link/).fill("https://example.com/summer-sale");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, ADMIN_MESSAGES.adCreated)).toBeVisible();
    const card = adCards(page).filter({ hasText: title });
    await expect(card).toHaveCount(1);
    // Where a scan of its QR code leads (issue 24), and its scans beside its plays.
    await expect(card).toContainText("https://example.com/summer-sale");
    await expect(card.getByText("Scans, last 7 days")).toBeVisible();
    const adId = (await card.locator("code").textContent()) ?? "";

    const { demo, gold } = await demoShows(request);
    expect((await playlistOf(request, demo)).map((slide) => slide.key)).toContain(`ad:${adId}`);
    expect((await playlistOf(request, gold)).map((slide) => slide.key)).not.toContain(`ad:${adId}`);
    if (adSlides) await expect(adSlides).toHaveCount(adsBefore + 1);

    await confirm(page, `Delete ${title}`);
    await expect(toast(page, ADMIN_MESSAGES.adDeleted)).toBeVisible();
    await expect(adCards(page).filter({ hasText: title })).toHaveCount(0);
    expect((await playlistOf(request, demo)).map((slide) => slide.key)).not.toContain(`ad:${adId}`);
    if (adSlides) await expect(adSlides).toHaveCount(adsBefore);
    await tvContext?.close();
  });
});

/** Approves a style through the API, as the admin. */
async function approveByApi(request: APIRequestContext, admin: ApiSession, styleId: string) {
  const response = await request.put(`${baseURL}/v1/admin/allow_portfolio_styles`, {
    headers: { ...apiHeaders(), Authorization: `Bearer ${admin.tokens.accessToken}` },
    data: { styleId },
  });
  expect(response.status()).toBe(200);
}

/** Whether an open slideshow's cable is subscribed (issue 12's client says so on window). */
const cableConnected = (tv: Page) =>
  tv.evaluate(() => (window as { stylecastCable?: { connected: boolean } }).stylecastCable?.connected);

/** The first unapproved style's delete icon, then 'Are you sure?' Yes. */
async function confirmDelete(page: Page) {
  await page
    .getByRole("link", { name: /^Delete / })
    .first()
    .click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
}
