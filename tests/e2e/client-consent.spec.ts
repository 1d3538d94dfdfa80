import { CHANNEL_LABELS, CONSENT_MESSAGES, CONSENT_TEXT, shopCalled } from "@contract/consent";
import { REMOVAL_MESSAGES } from "@contract/removal-requests";
import { baseURL } from "../../playwright.config";
import { skipCookieBanner, toast, uniqueEmail } from "./auth-helpers";
import { expect, failedLoad, test, watchBrowserErrors } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { approvedStyle, mailLink, openPhone, PHONE, shoot, stylesOnProfile, stylesOnScreens } from "./support/consent";
import { demoAdminSession } from "./support/demo-session";
import { devVar } from "./support/dev-vars";
import { expectNoSidewaysScroll } from "./support/layout";
import { logInAs } from "./support/stylists";

/**
 * A client's consent (issue 35) on a phone, with JavaScript on and off: given
 * on the stylist's phone in the shop, or on the client's own from a one-time
 * link; and anyone's "Request removal" from a public style page, confirmed by
 * mail, reaching the shop and the admin.
 */
test.use({ viewport: PHONE });

test("hand-over: a client's style shows nowhere until they agree on the stylist's phone; pages only keeps it off the screens", async ({
  page,
  request,
  stylist,
}, testInfo) => {
  test.slow(); // two styles made and approved through the API, a page with photos, axe
  // A style with nobody in it plays, so the show has something and its playlist is read for real.
  const other = await approvedStyle(request, stylist, "none");
  const style = await approvedStyle(request, stylist, "client");

  // Approved by the admin, but no consent yet: no public page, no public read, no screen.
  expect((await request.get(style.page)).status()).toBe(404);
  expect(
    (await request.get(`/v1/public/styles/${style.id}`, { headers: { "X-API-Key": devVar("API_KEY") } })).status(),
  ).toBe(404);
  expect(await stylesOnProfile(request, stylist.accountId)).toEqual([other.id]);
  const onScreens = await stylesOnScreens(request, style.show);
  expect(onScreens).toContain(other.id);
  expect(onScreens).not.toContain(style.id);

  await page.goto(style.consent);
  await expect(page.getByRole("heading", { name: "Your client's consent" })).toBeVisible();
  await expect(page.getByRole("heading", { name: CONSENT_TEXT.title(shopCalled(null)) })).toBeVisible();
  await expect(page.getByRole("img", { name: "Your look, 1 of 1" })).toBeVisible();
  await expect(page.getByText(CONSENT_TEXT.withdrawHow(shopCalled(null)))).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);
  await shoot(page, "handover", testInfo);

  // The client ticks the pages only, says their name and agrees.
  await page.getByLabel(CHANNEL_LABELS.pages).check();
  await expect(page.getByLabel(CHANNEL_LABELS.screens)).not.toBeChecked();
  await page.getByLabel(CONSENT_TEXT.name).fill("Mia Muster");
  await page.getByRole("button", { name: CONSENT_TEXT.agree }).click();

  await expect(page).toHaveURL(style.consent);
  await expect(toast(page, CONSENT_MESSAGES.givenInShop)).toBeVisible();
  const given = page.getByTestId("outcome-notice").filter({ hasText: "Given by Mia Muster" });
  await expect(given).toContainText("In the shop");
  await expect(given).toContainText(`Yes: ${CHANNEL_LABELS.pages}`);
  await expect(given).toContainText(`No: ${CHANNEL_LABELS.screens}`);
  // The next client is handed a blank form, not this one's answers.
  await expect(page.getByLabel(CONSENT_TEXT.name)).toHaveValue("");
  await expect(page.getByLabel(CHANNEL_LABELS.pages)).not.toBeChecked();
  await shoot(page, "handover-given", testInfo);

  // Portfolios says where it shows, and why.
  await page.goto(`/${stylist.accountId}/portfolios`);
  const card = page.getByTestId("style-card").filter({ hasText: `Client agreed: ${CHANNEL_LABELS.pages}` });
  await expect(card).toHaveCount(1);
  await expectNoSidewaysScroll(page);
  await expectAxeClean(page);

  // On the public pages now, and still on no screen.
  expect((await request.get(style.page)).status()).toBe(200);
  expect(await stylesOnScreens(request, style.show)).not.toContain(style.id);
  expect((await stylesOnProfile(request, stylist.accountId)).sort()).toEqual([other.id, style.id].sort());
  await page.goto(style.page);
  await expect(page.getByRole("link", { name: "Request removal" })).toBeVisible();
});

test("by link: the client answers on their own phone, and the link then says it was used", async ({
  page,
  request,
  stylist,
  browser,
}, testInfo) => {
  test.slow(); // two browsers, a mail
  const style = await approvedStyle(request, stylist, "client");
  const clientEmail = uniqueEmail(testInfo, "client");

  // The stylist asks for a link, mailed to the client; the page shows it too, for WhatsApp.
  await page.goto(style.consent);
  await page.getByLabel("Client's e-mail (optional)").fill(clientEmail);
  await page.getByRole("button", { name: "Get a consent link" }).click();
  await expect(page.getByText(CONSENT_MESSAGES.linkMailed)).toBeVisible();
  const link = (await page.getByTestId("consent-link").textContent()) ?? "";
  expect(new URL(link).pathname).toMatch(/^\/consent\/[A-Za-z0-9_-]+$/);
  await expect(page.getByRole("link", { name: "Send by WhatsApp" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(link).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
  );
  expect(await mailLink(page, clientEmail, "asks before showing your photos", "/consent/")).toBe(link);

  // The client's own phone: another browser, nobody logged in.
  const client = await openPhone(browser, testInfo);
  await client.page.goto(link);
  await expect(client.page.getByRole("heading", { name: CONSENT_TEXT.title(shopCalled(null)) })).toBeVisible();
  await expect(client.page.getByRole("img", { name: "Your look, 1 of 1" })).toBeVisible();
  await expectNoSidewaysScroll(client.page);
  await expectAxeClean(client.page);
  await shoot(client.page, "consent-link", testInfo);

  await client.page.getByLabel(CHANNEL_LABELS.pages).check();
  await client.page.getByLabel(CHANNEL_LABELS.screens).check();
  await client.page.getByLabel(CONSENT_TEXT.name).fill("Lea Link");
  await client.page.getByRole("button", { name: CONSENT_TEXT.agree }).click();
  await expect(client.page.getByText(CONSENT_MESSAGES.given)).toBeVisible();
  await expectAxeClean(client.page);

  // Used: opened again, it says so (404).
  client.errors.allow(failedLoad(404, new URL(link).pathname));
  await client.page.goto(link);
  await expect(client.page.getByText(CONSENT_MESSAGES.linkGone)).toBeVisible();
  await expect(client.page.getByRole("button", { name: CONSENT_TEXT.agree })).toHaveCount(0);
  await client.done();

  // The stylist sees it, given by link; the style shows on both channels.
  await page.goto(style.consent);
  const given = page.getByTestId("outcome-notice").filter({ hasText: "Given by Lea Link" });
  await expect(given).toContainText("By link");
  await expect(given).toContainText(`Yes: ${CHANNEL_LABELS.screens}`);
  expect((await request.get(style.page)).status()).toBe(200);
  expect(await stylesOnScreens(request, style.show)).toContain(style.id);
});

test("a removal request from a public style page, confirmed by its mail, reaches the shop and the admin", async ({
  page,
  request,
  stylist,
  browser,
}, testInfo) => {
  test.slow(); // three browsers, two mails
  const style = await approvedStyle(request, stylist, "none");
  const visitorEmail = uniqueEmail(testInfo, "visitor");
  const reason = `That is me and I did not agree (${testInfo.project.name} ${Date.now().toString(36)})`;

  const visitor = await openPhone(browser, testInfo);
  await visitor.page.goto(style.page);
  await visitor.page.getByRole("link", { name: "Request removal" }).click();
  await expect(visitor.page).toHaveURL(`/removal/request/${style.id}`);
  // Measured once its stylesheet applies: before, the cover is its file's own 1080 px.
  await visitor.page.waitForLoadState("load");
  await expect(visitor.page.getByRole("heading", { name: "Request removal" })).toBeVisible();
  await expectNoSidewaysScroll(visitor.page);
  await expectAxeClean(visitor.page);
  await shoot(visitor.page, "removal-request", testInfo);

  await visitor.page.getByLabel("Why should it come down?").fill(reason);
  await visitor.page.getByLabel("Your e-mail").fill(visitorEmail);
  await visitor.page.getByRole("button", { name: "Send the request" }).click();
  await expect(visitor.page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  // Not yet counted: the shop sees nothing until the mail's link is confirmed.
  await page.goto(`/${stylist.accountId}/portfolios`);
  const onPortfolios = page.getByTestId("removal-request").filter({ hasText: reason });
  await expect(page.getByTestId("style-card")).toBeVisible();
  await expect(onPortfolios).toHaveCount(0);

  const confirm = await mailLink(visitor.page, visitorEmail, "Confirm your request to take a photo down", "/removal/");
  await visitor.page.goto(confirm);
  await expectNoSidewaysScroll(visitor.page);
  await expectAxeClean(visitor.page);
  await visitor.page.getByRole("button", { name: "Confirm the request" }).click();
  await expect(visitor.page.getByText(REMOVAL_MESSAGES.confirmed)).toBeVisible();
  await visitor.done();

  // The owner sees it on Portfolios, with what to do, and got a mail.
  await page.goto(`/${stylist.accountId}/portfolios`);
  await expect(onPortfolios).toBeVisible();
  await expect(onPortfolios).toContainText(visitorEmail);
  await expect(onPortfolios.getByRole("button", { name: "Take it down everywhere" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  expect(
    await mailLink(page, stylist.email, "Someone asks for one of your photos to come down", "/login"),
  ).toBeTruthy();

  // The admin sees it on the console's tab.
  const admin = await browser.newContext({
    baseURL,
    viewport: PHONE,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
  });
  try {
    const adminErrors = watchBrowserErrors(admin);
    await skipCookieBanner(admin, baseURL);
    await logInAs(admin, await demoAdminSession(request));
    const adminPage = await admin.newPage();
    await adminPage.goto("/admin/removal-requests");
    const onAdmin = adminPage.getByTestId("removal-request").filter({ hasText: reason });
    await expect(onAdmin).toBeVisible();
    await expect(onAdmin).toContainText(visitorEmail);
    expect(adminErrors.unexpected(), "errors in the admin's console").toEqual([]);
  } finally {
    await admin.close();
  }
});
