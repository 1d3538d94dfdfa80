import { BEFORE_AFTER_LABELS, BEFORE_MESSAGES } from "@contract/before-picture";
import { styleDetailPath } from "@contract/public-paths";
import { STYLE_MESSAGES } from "@contract/style";
import type { Page } from "@playwright/test";
import { toast } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { AFTER_PHOTO, BEFORE_PHOTO } from "./support/before-after";
import { expectNoSidewaysScroll } from "./support/layout";
import { myStyles } from "./support/styles-api";
import { approveStyle } from "./support/visitor";

/**
 * Issue 37 point 5: a style with a before picture, added through the form
 * (converted in the browser with JavaScript, posted as it is without), approved
 * by the admin, then compared on its page: side by side without JavaScript, a
 * slider moved with the keyboard with it. On a phone and on a desktop.
 */
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("a style with a before picture: added, approved, compared on its page", async ({
  page,
  stylist,
  request,
  allowBrowserErrors,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  // Without JavaScript the first, empty save is posted and answered 400 with the errors.
  allowBrowserErrors(failedLoad(400, `/${stylist.accountId}/styles`));
  await page.setViewportSize(PHONE);
  await page.goto(`/${stylist.accountId}/styles`);

  // A missing photo is the first of the form's errors, and each one goes once its field is right.
  await page.getByRole("button", { name: "Save style" }).click();
  const summary = page.getByTestId("error-summary");
  await expect(summary.getByRole("listitem").first()).toContainText(STYLE_MESSAGES.noMedia);
  await expect(summary).toContainText("Gender");

  await select(page, "Gender").selectOption("female");
  await select(page, "Colour").selectOption("blonde");
  await select(page, "Style").selectOption("long");
  await page.locator("#style-images").setInputFiles(AFTER_PHOTO);
  if (js) {
    // With JavaScript each error goes as its field is put right (without, the next save says what is left).
    await expect(page.getByText(STYLE_MESSAGES.noMedia)).toHaveCount(0);
    await expect(select(page, "Gender")).not.toHaveAttribute("aria-invalid", "true");
  }
  await page.getByLabel(BEFORE_MESSAGES.label).setInputFiles(BEFORE_PHOTO);
  if (js) {
    await expect(page.getByTestId("picked-file").getByRole("status")).toHaveText("Ready");
    await expect(page.getByTestId("before-picture").getByRole("status")).toHaveCount(0);
  }
  await page.getByRole("radio", { name: /^No recognisable person/ }).check();
  await testInfo.attach("form-phone", { body: await page.screenshot({ fullPage: true }), contentType: "image/png" });
  await page.getByRole("button", { name: "Save style" }).click();
  await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`, { timeout: 60_000 });
  await expect(toast(page, STYLE_MESSAGES.created)).toBeVisible();

  const [style] = await myStyles(request, stylist);
  if (!style) throw new Error("the style was not saved");
  const before = style.attributes.payload.filter((item) => item.is_before);
  expect(before).toHaveLength(1);
  expect(before[0]?.is_cover).toBe(false);
  expect(style.attributes.images).toHaveLength(1);
  await approveStyle(request, style.id);

  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.goto(styleDetailPath({ id: style.id, company: null }));
    const comparison = page.getByTestId("before-after");
    const beforeFigure = comparison.getByTestId("before-picture");
    const afterFigure = comparison.getByTestId("after-picture");
    await expect(beforeFigure.getByRole("img")).toHaveJSProperty("complete", true);
    await expect(afterFigure.getByRole("img")).toHaveJSProperty("complete", true);
    await expect(beforeFigure.getByText(BEFORE_AFTER_LABELS.before, { exact: true })).toBeVisible();
    await expect(afterFigure.getByText(BEFORE_AFTER_LABELS.after, { exact: true })).toBeVisible();
    await expectNoSidewaysScroll(page);
    const slider = comparison.getByRole("slider");

    if (!js) {
      // Side by side: the before picture on the left, the after on the right, on one row.
      await expect(slider).toBeHidden();
      const [left, right] = [await beforeFigure.boundingBox(), await afterFigure.boundingBox()];
      expect(left && right && left.x + left.width <= right.x).toBe(true);
      expect(left?.y).toBe(right?.y);
    } else {
      // One picture, the line where the slider stands; the arrow keys move both.
      await expect(slider).toBeVisible();
      await expect(slider).toHaveValue("50");
      const line = () => comparison.getByTestId("before-after-line").boundingBox();
      const middle = (await line())?.x ?? 0;
      await slider.focus();
      for (let press = 0; press < 10; press++) await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveValue("60");
      await expect(slider).toHaveAttribute("aria-valuetext", "60% before");
      expect((await line())?.x ?? 0).toBeGreaterThan(middle);
      for (let press = 0; press < 30; press++) await page.keyboard.press("ArrowLeft");
      await expect(slider).toHaveValue("30");
      expect((await line())?.x ?? 0).toBeLessThan(middle);
    }
    await expectAxeClean(page);
    await testInfo.attach(`style-page-${size.width}`, {
      body: await page.screenshot({ fullPage: false }),
      contentType: "image/png",
    });
  }
});
