import { SHOW_NOW_TEXTS } from "@contract/show-now";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";
import { addStyle, addWindowedStyle, approveStyle } from "./support/visitor";

/**
 * My screens' preview (issue 34 point 5): what the show plays at a day and time the owner picks, without a TV,
 * decided as the screens decide; a GET form, so it works with JavaScript off too.
 */
for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test(`the preview says what plays on a Friday at noon and at 17:30 (${viewport.width} px)`, async ({
    page,
    request,
    stylist,
  }) => {
    test.slow(); // two styles made and approved through the API, three page loads
    await page.setViewportSize(viewport);
    await approveStyle(request, await addStyle(request, stylist));
    await addWindowedStyle(request, stylist, { from: "17:00", to: "20:00" });
    await page.goto(`/accounts/${stylist.accountId}/screens`);
    const panel = page.getByRole("region", { name: SHOW_NOW_TEXTS.title });
    await expect(panel.getByTestId("show-now")).toContainText(/Playing [12] of 2 styles/);

    const preview = async (date: string, time: string) => {
      await panel.getByLabel(SHOW_NOW_TEXTS.previewDate).fill(date);
      await panel.getByLabel(SHOW_NOW_TEXTS.previewTime).fill(time);
      await panel.getByRole("button", { name: SHOW_NOW_TEXTS.previewSubmit }).click();
      await expect(page).toHaveURL(new RegExp(`preview_date=${date}&preview_time=${time.replace(":", "%3A")}`));
    };
    await preview("2026-12-04", "12:00");
    const result = panel.getByTestId("show-preview");
    await expect(result).toContainText("At Fri 4 Dec, 12:00:");
    await expect(result).toContainText("Playing 1 of 2 styles · 1 later (next: Updo, red, 17:00)");
    // The list is the show's cycle: the style playing now, repeated as the free plan's ads need (ADR 21).
    const evening = result.getByRole("listitem").filter({ hasText: "Updo, red" });
    await expect(result.getByRole("listitem").first()).toBeVisible();
    await expect(evening).toHaveCount(0);

    await preview("2026-12-04", "17:30");
    await expect(result).toContainText("Playing 2 of 2 styles");
    await expect(evening.first()).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
  });
}
