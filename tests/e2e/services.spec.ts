import { SERVICE_MESSAGES, SERVICE_TEXTS } from "@contract/services";
import type { Page } from "@playwright/test";
import { toast } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { expectNoSidewaysScroll } from "./support/layout";

/**
 * The shop's services (issue 37 point 1), with JavaScript on and off, on a phone and a desktop: two services added
 * on the Services tab (a price typed the way people type euros, a mistyped one refused at its field), put in order
 * with Move up, edited and deleted; the about-me page lists them and shows the price range derived from them.
 */
const addForm = (page: Page) => page.getByRole("region", { name: SERVICE_TEXTS.addTitle });
const field = (page: Page, label: string) => addForm(page).getByLabel(label, { exact: true });
const serviceNames = (page: Page) =>
  page.getByRole("list", { name: SERVICE_TEXTS.title }).getByRole("heading", { level: 3 });

for (const width of [390, 1366]) {
  test(`services are added, ordered and shown on the about-me page with their range (${width} px)`, async ({
    page,
    stylist,
    allowBrowserErrors,
  }, testInfo) => {
    const js = testInfo.project.name === "js";
    await page.setViewportSize({ width, height: 900 });
    const servicesPage = `/accounts/${stylist.accountId}/services`;
    await page.goto(`/accounts/${stylist.accountId}`);
    await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: SERVICE_TEXTS.title }).click();
    await expect(page).toHaveURL(servicesPage);
    await expect(page.getByText(SERVICE_TEXTS.empty)).toBeVisible();

    // A "from" price typed with a comma, and a duration.
    await field(page, "Service").fill("Haircut");
    await field(page, "Price (€)").fill("35,50");
    await field(page, "Duration (minutes)").fill("45");
    await page.getByRole("button", { name: SERVICE_TEXTS.add }).click();
    await expect(toast(page, SERVICE_MESSAGES.created)).toBeVisible();
    const haircut = page.getByRole("article", { name: "Haircut" });
    await expect(haircut).toContainText("from €35.50");
    await expect(haircut).toContainText("45 min");

    // A price that is no price is refused at its field (by Conform with JavaScript, by the action without).
    if (!js) allowBrowserErrors(failedLoad(400, servicesPage));
    await field(page, "Service").fill("Colour");
    await field(page, "Price (€)").fill("abc");
    await page.getByRole("button", { name: SERVICE_TEXTS.add }).click();
    await expect(addForm(page).getByText("Price must be in euros, like 35 or 35,50")).toBeVisible();
    await expect(field(page, "Price (€)")).toHaveAttribute("aria-invalid", "true");

    await field(page, "Price (€)").fill("20");
    await field(page, "Up to (€)").fill("80.20");
    await field(page, "Booking link for this service").fill("salon.example/colour");
    await page.getByRole("button", { name: SERVICE_TEXTS.add }).click();
    await expect(toast(page, SERVICE_MESSAGES.created)).toBeVisible();
    await expect(serviceNames(page)).toHaveText(["Haircut", "Colour"]);
    await expect(page.getByTestId("price-range")).toHaveText("Prices €20–€81");

    // Move up: a plain form post, with or without JavaScript.
    await page.getByRole("button", { name: "Move up Colour" }).click();
    await expect(toast(page, SERVICE_MESSAGES.reordered)).toBeVisible();
    await expect(serviceNames(page)).toHaveText(["Colour", "Haircut"]);
    await expect(page.getByRole("button", { name: "Move up Colour" })).toBeDisabled();
    await expectNoSidewaysScroll(page);
    await page.screenshot({ path: testInfo.outputPath(`services-${width}.png`), fullPage: true });

    // Edit, folded under each service.
    await page.getByText("Edit Haircut").click();
    const editForm = page.getByRole("article", { name: "Haircut" });
    await editForm.getByLabel("Price (€)", { exact: true }).fill("40");
    await editForm.getByRole("button", { name: SERVICE_TEXTS.save }).click();
    await expect(toast(page, SERVICE_MESSAGES.updated)).toBeVisible();
    await expect(page.getByRole("article", { name: "Haircut" })).toContainText("from €40");

    // The about-me page lists them in the owner's order, with the range derived from them.
    await page.goto(`/stylist/me?account_id=${stylist.accountId}`);
    await expect(page.locator("[data-price-range]")).toHaveText("Prices €20–€81");
    const services = page.getByRole("region", { name: SERVICE_TEXTS.listTitle });
    await expect(services.getByRole("listitem")).toHaveText([/^Colour\s*€20–€80\.20/, /^Haircut\s*from €40\s*45 min/]);
    await expect(services.getByRole("link", { name: `${SERVICE_TEXTS.bookOnline}: Colour` })).toHaveAttribute(
      "href",
      "https://salon.example/colour",
    );
    await expectNoSidewaysScroll(page);
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`about-me-${width}.png`), fullPage: true });

    // Deleted after a confirm (a page of its own without JavaScript): the range follows.
    await page.goto(servicesPage);
    await page.getByText("Edit Colour").click();
    await expectAxeClean(page);
    await page.getByRole("link", { name: "Delete Colour" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    await expect(toast(page, SERVICE_MESSAGES.deleted)).toBeVisible();
    await expect(serviceNames(page)).toHaveText(["Haircut"]);
    await expect(page.getByTestId("price-range")).toHaveText("Prices €40");
  });
}
