import { STYLE_MESSAGES } from "@contract/style";
import { ON_SCREENS_MESSAGES } from "@contract/style-on-screens";
import { SCHEDULE_MESSAGES } from "@contract/style-schedule-schemas";
import type { Page } from "@playwright/test";
import { toast } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { addStyleByApi } from "./support/styles-api";
import { approveStyle } from "./support/visitor";

/**
 * A style's schedule (issue 34 points 1 and 5), set on the style form with
 * JavaScript on and off, and said on the portfolios list and the editor: its
 * summary and whether the style is on screens now.
 */
const status = (page: Page) => page.getByTestId("schedule-status");
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const width of [390, 1366]) {
  test(`a schedule set on the style form shows on the portfolios list (${width} px)`, async ({
    page,
    stylist,
    request,
    allowBrowserErrors,
  }, testInfo) => {
    const js = testInfo.project.name === "js";
    await page.setViewportSize({ width, height: 900 });
    const style = await addStyleByApi(request, stylist, ["look.png"]);
    await approveStyle(request, style.id);
    const editor = `/${stylist.accountId}/styles/${style.id}`;

    // Saved without a schedule, approved: it always plays, and the fields wait behind "Only at chosen times".
    await page.goto(editor);
    await expect(status(page)).toContainText("Schedule: Always");
    await expect(status(page)).toContainText(ON_SCREENS_MESSAGES.now);
    await expect(field(page, "From")).toBeHidden();
    await page.getByLabel("Only at chosen times").check();
    await expect(field(page, "From")).toBeVisible();

    // A last date before the first is refused at the field, by the browser's check or the server's answer.
    if (!js) allowBrowserErrors(failedLoad(400, editor));
    await field(page, "From").fill("2099-12-24");
    await field(page, "Until").fill("2099-12-01");
    await page.getByRole("radio", { name: /^No recognisable person/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.getByText(SCHEDULE_MESSAGES.order).first()).toBeVisible();
    await expect(field(page, "Until")).toHaveAttribute("aria-invalid", "true");
    await expectAxeClean(page);

    await field(page, "From").fill("2099-12-01");
    await field(page, "Until").fill("2099-12-24");
    await page.getByLabel("Saturday").check();
    await page.getByLabel("Sunday").check();
    await field(page, "Daily from").fill("17:00");
    await field(page, "Daily until").fill("20:00");
    // Nothing of the open schedule sticks out of a phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.getByRole("radio", { name: /^No recognisable person/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();

    await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`);
    await expect(toast(page, STYLE_MESSAGES.updated)).toBeVisible();
    const card = page.getByTestId("style-card");
    await expect(card.getByTestId("schedule-status")).toContainText("Schedule: 1 Dec – 24 Dec · Sat, Sun 17:00–20:00");
    // Saved, the style awaits approval again, and says so.
    await expect(card.getByTestId("schedule-status")).toContainText(ON_SCREENS_MESSAGES.awaitingApproval);

    // Approved, it waits for its first evening; the editor shows what is saved.
    await approveStyle(request, style.id);
    await page.goto(editor);
    await expect(status(page)).toContainText("Not on screens now · next: 5 Dec 2099 17:00");
    await expect(page.getByLabel("Only at chosen times")).toBeChecked();
    await expect(page.getByLabel("Saturday")).toBeChecked();
    await expect(field(page, "Daily until")).toHaveValue("20:00");

    // "Always" again clears it, whatever the hidden fields still hold.
    await page.getByRole("radio", { name: /^Always/ }).check();
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`);
    await expect(card.getByTestId("schedule-status")).toContainText("Schedule: Always");
  });
}
