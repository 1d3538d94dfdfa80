import { createHmac } from "node:crypto";
import { WEEKLY_SUMMARY, WEEKLY_SUMMARY_TEXTS } from "@contract/weekly-summary";
import { outcome, toast } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { devVar } from "./support/dev-vars";

/**
 * The weekly summary's switch and its unsubscribe link (issue 36), with
 * JavaScript on and off. The Cron job that sends the mail is the worker
 * tests'; here a person turns it off from the mail's link and back on in
 * the settings.
 */
test.use({ cookieChoiceMade: true });

/** The code the mail's link carries: an HMAC of the user and the mail with the server secret (workers/auth/unsubscribe-token.ts). */
const unsubscribeCode = (userId: string) =>
  `${userId}.${createHmac("sha256", devVar("SESSION_SECRET")).update(`unsubscribe:${WEEKLY_SUMMARY}:${userId}`).digest("base64url")}`;

for (const width of [390, 1366]) {
  test(`at ${width} px: the mail's link turns the summary off without a login, the settings' switch turns it on again`, async ({
    page,
    browser,
    stylist,
  }, testInfo) => {
    const box = () => page.getByLabel(WEEKLY_SUMMARY_TEXTS.label);
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`/accounts/${stylist.accountId}/settings`);
    await expect(box()).toBeChecked();
    await expectAxeClean(page);

    // The link, opened by someone with no session: opening changes nothing, the button does.
    const visitor = await browser.newContext({
      viewport: { width, height: 844 },
      javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
    });
    const link = await visitor.newPage();
    await link.goto(`/unsubscribe/${unsubscribeCode(stylist.userId)}`);
    await expect(link.getByRole("heading", { name: WEEKLY_SUMMARY_TEXTS.unsubscribeTitle })).toBeVisible();
    await expectAxeClean(link);
    await page.reload();
    await expect(box()).toBeChecked();
    await link.getByRole("button", { name: WEEKLY_SUMMARY_TEXTS.unsubscribeButton }).click();
    await expect(outcome(link, WEEKLY_SUMMARY_TEXTS.unsubscribed)).toBeVisible();
    await visitor.close();

    await page.reload();
    await expect(box()).not.toBeChecked();
    await box().check();
    await page.getByRole("button", { name: "Save mail settings" }).click();
    await expect(toast(page, WEEKLY_SUMMARY_TEXTS.saved)).toBeVisible();
    await expect(box()).toBeChecked();
  });
}

test("a made-up code says the link is not valid, and turns nothing off", async ({
  page,
  stylist,
  allowBrowserErrors,
}) => {
  allowBrowserErrors(/status of 404/);
  await page.goto(`/unsubscribe/${stylist.userId}.bm90LWEtc2lnbmF0dXJl`);
  await page.getByRole("button", { name: WEEKLY_SUMMARY_TEXTS.unsubscribeButton }).click();
  await expect(outcome(page, WEEKLY_SUMMARY_TEXTS.linkInvalid)).toBeVisible();
  await page.goto(`/accounts/${stylist.accountId}/settings`);
  await expect(page.getByLabel(WEEKLY_SUMMARY_TEXTS.label)).toBeChecked();
});
