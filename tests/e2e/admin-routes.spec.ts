import { ADMIN_MESSAGES } from "@contract/admin";
import type { Locator, Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { skipCookieBanner, toast } from "./auth-helpers";
import { expect, failedLoad, test, watchBrowserErrors } from "./fixtures";
import { demoStylistSession } from "./support/demo-session";
import { expectNoSidewaysScroll } from "./support/layout";
import { createStylist, logInAs } from "./support/stylists";
import { addStyle } from "./support/visitor";

/**
 * The console as nested routes (issue 22), as the demo admin, with JavaScript
 * on and off: old `/admin?tab=…` addresses move to the new ones, /admin opens
 * the place kept for the browser session, Subscribers fits a laptop without a
 * sideways scroll, and on a phone Subscribers and Upload requests are card
 * lists whose every action, approve included, is reachable by keyboard.
 */

const adminTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name, exact: true });

/** Tabs from the top of the page until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator) {
  const focused = target.and(page.locator(":focus"));
  await page.locator("body").focus();
  for (let presses = 0; presses < 80; presses++) {
    await page.keyboard.press("Tab");
    if ((await focused.count()) === 1) return;
  }
  throw new Error("the control cannot be reached with the Tab key");
}

test.beforeEach(async ({ admin }) => {
  expect(admin.user.abilities).toContain("admin");
});

test("an old ?tab= address opens the same place at its new address", async ({ page, request }) => {
  const demo = await demoStylistSession(request);
  const query = "q=stylist%40example.com&sort=email&dir=asc&page=1";
  const moves: [string, string, string | RegExp][] = [
    ["/admin?tab=subscribers", "/admin/subscribers", "Admin - Subscribers"],
    [`/admin?tab=subscribers&${query}`, `/admin/subscribers?${query}`, "Admin - Subscribers"],
    [
      `/admin?tab=subscribers&account_id=${demo.accountId}`,
      `/admin/subscribers/${demo.accountId}`,
      /^Subscriber Information - ./,
    ],
    ["/admin?tab=requests&page=1", "/admin/requests?page=1", "Admin - Requests"],
    [
      "/admin?tab=analytics&sort=runtime_today&dir=asc",
      "/admin/analytics?sort=runtime_today&dir=asc",
      "Admin - Analytics",
    ],
    [`/admin?tab=analytics&account_id=${demo.accountId}`, `/admin/analytics/${demo.accountId}`, "Admin - Analytics"],
    ["/admin?tab=ads", "/admin/ads", "Admin - Slideshow Ads"],
  ];
  for (const [old, now, title] of moves) {
    await page.goto(old);
    await expect(page).toHaveURL(`${baseURL}${now}`);
    await expect(page).toHaveTitle(title);
  }
  // The old 'Are you sure?' link still opens its dialog.
  await page.goto(`/admin?tab=subscribers&account_id=${demo.accountId}&dialog=block`);
  await expect(page).toHaveURL(`${baseURL}/admin/subscribers/${demo.accountId}?dialog=block`);
  await expect(page.getByRole("dialog", { name: "Are you sure?" })).toBeVisible();
  // Moved for good, to a path of this site.
  const moved = await page.request.get(`/admin?tab=ads&page=2`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/admin/ads?page=2");
});

test("/admin opens the place last open in this browser session; a new session starts on Subscribers", async ({
  page,
  browser,
  admin,
  request,
  allowBrowserErrors,
}, testInfo) => {
  const demo = await demoStylistSession(request);
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/admin/subscribers`);

  // A tab with its sort, opened through the tabs and the table.
  await adminTab(page, "Analytics").click();
  await page.getByRole("link", { name: "Runtime today", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/analytics?sort=runtime_today&dir=asc&page=1`);
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/admin/analytics?sort=runtime_today&dir=asc&page=1`);
  await expect(adminTab(page, "Analytics")).toHaveAttribute("aria-current", "page");

  // A sub-tab, kept without the dialog that was open on it.
  await page.goto(`/admin/subscribers/${demo.accountId}?dialog=block`);
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/admin/subscribers/${demo.accountId}`);
  await expect(page).toHaveTitle(/^Subscriber Information - ./);

  // The header's Admin link goes there too (with JavaScript, through the router).
  await page.goto("/explore");
  await page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/admin/subscribers/${demo.accountId}`);

  // A page that did not load (no such account) is not kept.
  allowBrowserErrors(failedLoad(404, "/admin/subscribers/nosuchacct"));
  const missing = await page.goto("/admin/subscribers/nosuchacct");
  expect(missing?.status()).toBe(404);
  await page.goto("/admin");
  await expect(page).toHaveURL(`${baseURL}/admin/subscribers/${demo.accountId}`);

  // Another browser session (the same admin, no session cookies) starts on Subscribers.
  const other = await browser.newContext({ javaScriptEnabled: testInfo.project.use.javaScriptEnabled });
  const errors = watchBrowserErrors(other);
  await skipCookieBanner(other, baseURL);
  await logInAs(other, admin);
  const otherPage = await other.newPage();
  await otherPage.goto("/admin");
  await expect(otherPage).toHaveURL(`${baseURL}/admin/subscribers`);
  await other.close();
  expect(errors.unexpected()).toEqual([]);
});

for (const viewport of [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
]) {
  test(`Subscribers fits ${viewport.width}×${viewport.height} without a sideways scroll, Email and Profile in view`, async ({
    page,
    request,
  }, testInfo) => {
    // Subscribers with long addresses, the widest the table gets.
    const label = "a-rather-long-address-for-the-subscribers-table";
    const stylist = await createStylist(request, testInfo, label);
    await page.setViewportSize(viewport);
    await page.goto(`/admin/subscribers?q=${label}`);
    const table = page.getByRole("table", { name: /^Subscribers/ });
    await expect(table.locator("tbody tr").filter({ hasText: stylist.email })).toHaveCount(1);
    await expectNoSidewaysScroll(page, table.locator(".."));
    for (const header of ["ID", "Email", "Profile"]) {
      await expect(table.getByRole("columnheader", { name: header, exact: true })).toBeInViewport({ ratio: 1 });
    }
    await expect(table.getByRole("link", { name: `View profile of ${stylist.accountId}` })).toBeInViewport({
      ratio: 1,
    });
  });
}

test("on a phone, Subscribers and Upload requests are cards whose every action is reachable, approve included", async ({
  page,
  request,
}, testInfo) => {
  // Two subscribers of this test only: one with styles to approve, and one to sort it behind.
  const label = `phone-cards-${testInfo.project.name}`;
  const stylist = await createStylist(request, testInfo, `${label}-a`);
  const other = await createStylist(request, testInfo, `${label}-b`);
  for (let index = 0; index < 3; index++) await addStyle(request, stylist);
  await page.setViewportSize({ width: 390, height: 844 });

  // Subscribers: a card per subscriber, sorted by a form instead of the headers.
  await page.goto(`/admin/subscribers?q=${label}-`);
  await expect(page.getByRole("table")).toBeHidden();
  const subscriberCards = page.getByRole("list", { name: /^Subscribers/ }).locator(":scope > li");
  await expect(subscriberCards).toHaveCount(2);
  await expectNoSidewaysScroll(page);
  for (const dir of ["asc", "desc"]) {
    await page.getByLabel("Sort by").selectOption("email");
    await page.getByLabel("Order").selectOption(dir);
    await page.getByRole("button", { name: "Sort" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]sort=email&dir=${dir}`));
    await expect(page).toHaveURL(new RegExp(`[?&]q=${label}-`));
    await expect(subscriberCards.first()).toContainText((dir === "asc" ? stylist : other).email);
  }
  const card = subscriberCards.filter({ hasText: stylist.email });
  await expect(card.getByRole("link", { name: `View profile of ${stylist.accountId}` })).toBeVisible();

  // Its styles to approve open the detail, where one is approved from its card.
  const toApprove = card.getByRole("link", { name: `3 styles to approve of ${stylist.accountId}` });
  await tabTo(page, toApprove);
  await page.keyboard.press("Enter");
  await expect(page).toHaveTitle(`Subscriber Information - ${stylist.accountId}`);
  await expectNoSidewaysScroll(page);
  const approveOne = page
    .getByRole("region", { name: /^Portfolio/ })
    .getByRole("listitem")
    .getByRole("button", { name: /^Approve / })
    .first();
  await tabTo(page, approveOne);
  await expect(approveOne).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Enter");
  await expect(toast(page, ADMIN_MESSAGES.styleApproved)).toBeVisible();
  await expect(page).toHaveTitle(`Subscriber Information - ${stylist.accountId}`);

  // Upload requests: the account's card, approve all first.
  await adminTab(page, "Upload requests").click();
  await expect(page).toHaveTitle("Admin - Requests");
  await expect(page.getByRole("table")).toBeHidden();
  const requestCard = page
    .getByRole("list", { name: /^Upload requests/ })
    .locator(":scope > li")
    .filter({ hasText: stylist.accountId });
  await expect(requestCard.getByRole("img", { name: `Pending picture of ${stylist.accountId}` }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  const approveAll = requestCard.getByRole("button", { name: `Approve all styles of ${stylist.accountId}` });
  await tabTo(page, approveAll);
  await expect(approveAll).toBeInViewport({ ratio: 1 });
  await page.keyboard.press("Enter");
  await expect(toast(page, "2 styles have been approved")).toBeVisible();
  await expect(page).toHaveTitle("Admin - Requests");
  await expect(requestCard).toHaveCount(0);
});
