import { REFERRAL_MESSAGES } from "@contract/referral";
import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { skipCookieBanner } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { logInAs, signInByApi } from "./support/stylists";

/** Issue 21: a free account reads, on Settings and Portfolios, that its slideshow plays ads and that GOLD removes them. */

test("a free account is told once on Settings and on Portfolios, with the way to GOLD", async ({ page, stylist }) => {
  for (const path of [`/accounts/${stylist.accountId}/settings`, `/${stylist.accountId}/portfolios`]) {
    await page.goto(path);
    const notice = page.getByTestId("free-plan-ads");
    await expect(notice, path).toHaveCount(1);
    await expect(notice).toContainText(SLIDESHOW_MESSAGES.freePlanAds);
    await expect(notice.getByRole("link", { name: SLIDESHOW_MESSAGES.howToGetGold })).toHaveAttribute(
      "href",
      `/accounts/${stylist.accountId}/referral`,
    );
  }
  await page.getByRole("link", { name: SLIDESHOW_MESSAGES.howToGetGold }).click();
  // The referral page says how GOLD is earned, and what it is.
  await expect(page.getByTestId("referral-gold")).toContainText("for 3 months GOLD");
  await expect(page.getByTestId("referral-gold")).toContainText(REFERRAL_MESSAGES.goldMeans);
});

test("a GOLD account is not told", async ({ browser, request, baseURL }) => {
  const gold = await signInByApi(request, "gold@example.com", "Gold#2026");
  const context = await browser.newContext();
  await skipCookieBanner(context, baseURL);
  await logInAs(context, gold);
  const page = await context.newPage();
  for (const path of [`/accounts/${gold.accountId}/settings`, `/${gold.accountId}/portfolios`]) {
    await page.goto(path);
    await expect(
      page.getByRole("button", { name: "Save settings" }).or(page.getByRole("heading", { name: "Portfolios" })),
    ).toBeVisible();
    await expect(page.getByTestId("free-plan-ads"), path).toHaveCount(0);
  }
  await context.close();
});

test("an admin is not told", async ({ page, admin }) => {
  await page.goto(`/accounts/${admin.accountId}/settings`);
  await expect(page.getByRole("button", { name: "Save settings" })).toBeVisible();
  await expect(page.getByTestId("free-plan-ads")).toHaveCount(0);
});
