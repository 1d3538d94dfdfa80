import { API_KEY_HEADER } from "@contract/api-headers";
import { MY_SCREENS_TEXTS } from "@contract/screens";
import { TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { logIn } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { devVar } from "./support/dev-vars";
import { createStylist, type Stylist, signInByApi } from "./support/stylists";
import { openTv, showUrl } from "./support/tv";

/**
 * My screens as the shop grows (issue 34 point 9), with JavaScript on and
 * off on the phone (the TV always runs it, support/tv.ts): the phone names
 * the TV as it confirms, and the TV is then the first card on My screens,
 * under that name and marked; screens that never connected fold away.
 */
test.use({ cookieChoiceMade: true });

/** A screen that never connected: a TV logged in by password whose slideshow asked for its ticket once, long gone. */
async function neverConnectedScreen(request: APIRequestContext, stylist: Stylist) {
  const key = { [API_KEY_HEADER]: devVar("API_KEY") };
  const tv = await signInByApi(request, stylist.email, stylist.password);
  const session = await request.post(`${baseURL}/v1/users/screen_session`, {
    headers: { ...key, Authorization: `Bearer ${tv.tokens.accessToken}` },
  });
  expect(session.status(), await session.text()).toBe(200);
  const ticket = await request.post(`${baseURL}/v1/users/screen_ticket`, {
    headers: { ...key, Authorization: `Bearer ${session.headers()["access-token"]}` },
  });
  expect(ticket.status(), await ticket.text()).toBe(200);
}

test("a TV paired by code with a name given on the phone is the first card on My screens under that name", async ({
  browser,
  page,
  request,
  stylist,
}, testInfo) => {
  test.setTimeout(90_000); // a phone and a TV, axe twice, on a shared two-core machine
  await neverConnectedScreen(request, stylist);
  await neverConnectedScreen(request, stylist);
  const tv = await openTv(browser);
  try {
    // The TV says "Scan with your phone" once, as its heading, not again under it.
    await expect(tv.page.getByText("Scan with your phone")).toHaveCount(1);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/accounts/${stylist.accountId}/screens`);
    await page.getByRole("link", { name: MY_SCREENS_TEXTS.addScreen }).click();
    await expect(page).toHaveURL("/link");
    await page.getByLabel("TV code").fill(tv.linkCode);
    await page.getByRole("button", { name: "Continue" }).click();

    // The confirm page says whose show the TV will play and asks its name.
    await expect(page.getByRole("heading", { name: "Log in this TV?" })).toBeVisible();
    await expect(page.getByText(TV_PAIRING_MESSAGES.willShow(stylist.user.fullname))).toBeVisible();
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath("link-confirm-390x844.png"), fullPage: true });
    await page.getByLabel(TV_PAIRING_MESSAGES.screenNameLabel).fill("  Window TV ");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("status").filter({ hasText: TV_PAIRING_MESSAGES.codeSent })).toBeVisible();
    await expect(tv.page).toHaveURL(showUrl(stylist.accountId));

    await page.getByRole("link", { name: TV_PAIRING_MESSAGES.seeOnMyScreens }).click();
    await expect(page).toHaveURL(new RegExp(`/accounts/${stylist.accountId}/screens\\?linked=\\d+$`));
    const first = page.getByRole("article").first();
    await expect(first).toHaveAccessibleName("Window TV");
    await expect(first.getByText(MY_SCREENS_TEXTS.justConnected)).toBeVisible();
    // The two that never connected are folded away, and unfold without JavaScript.
    const older = page.getByTestId("older-screens");
    await expect(older.getByText(MY_SCREENS_TEXTS.olderScreens(2))).toBeVisible();
    await expect(older.getByRole("article")).toHaveCount(0);
    await older.getByText(MY_SCREENS_TEXTS.olderScreens(2)).click();
    await expect(older.getByRole("article", { name: MY_SCREENS_TEXTS.unnamed })).toHaveCount(2);
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath("my-screens-390x844.png"), fullPage: true });

    // On a desktop the same order, two cards a row.
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Window TV");
    await page.screenshot({ path: testInfo.outputPath("my-screens-1366x900.png"), fullPage: true });
    expect(tv.errors.unexpected()).toEqual([]);
  } finally {
    await tv.context.close();
  }
});

test("a phone that scans the TV's QR code logged out is told to log in to connect it, and names it after", async ({
  browser,
  page,
  request,
}, testInfo) => {
  const stylist = await createStylist(request, testInfo, "phone");
  const tv = await openTv(browser);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tv.pairUrl);
    await expect(page).toHaveURL(/^[^?]*\/login\?redirect=/);
    await expect(page.getByText(TV_PAIRING_MESSAGES.logInToConnect)).toBeVisible();
    await logIn(page, stylist.email, stylist.password);
    await expect(page).toHaveURL(tv.pairUrl);

    await page.getByLabel(TV_PAIRING_MESSAGES.screenNameLabel).fill("Mirror 2");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(tv.page).toHaveURL(showUrl(stylist.accountId));

    await page.getByRole("link", { name: TV_PAIRING_MESSAGES.seeOnMyScreens }).click();
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Mirror 2");
  } finally {
    await tv.context.close();
  }
});

test("the Slideshow settings offer Add a screen, which leads to /link", async ({ page, stylist }) => {
  await page.goto(`/accounts/${stylist.accountId}/settings`);
  await expect(page.getByText(MY_SCREENS_TEXTS.addScreenHint)).toBeVisible();
  await page.getByRole("link", { name: MY_SCREENS_TEXTS.addScreen }).click();
  await expect(page).toHaveURL("/link");
  await expect(page.getByRole("heading", { name: "Log in a TV" })).toBeVisible();
});
