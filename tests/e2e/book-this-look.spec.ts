import { styleDetailPath } from "@contract/public-paths";
import { priceLabel } from "@contract/services";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { toast } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { solidPng } from "./support/png";
import { addServiceByApi } from "./support/services-api";
import { apiHeaders, myStyles } from "./support/styles-api";
import { approveStyle } from "./support/visitor";

/**
 * Book this look (issue 37), with JavaScript on and off, on a phone and a
 * desktop: a shop with two services names one on a new style in the form,
 * with a title; once approved, the style's page shows the service, its price
 * and duration beside Book this look, whose link goes through the tap's
 * redirect to the service's own booking page. A fresh stylist each time (the
 * demo shop's styles are what other specs read); its services go in through the API
 * (the Services tab has a journey of its own).
 */
const VIEWPORTS = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1366, height: 900 },
];
const SERVICE_LINK = "https://book.example/balayage";

const select = (page: Page, label: string) => page.getByLabel(label, { exact: true });

for (const viewport of VIEWPORTS) {
  test(`link a style to a service and book it from its page (${viewport.name})`, async ({
    page,
    stylist,
    request,
  }, testInfo) => {
    const js = testInfo.project.name === "js";
    await page.setViewportSize(viewport);
    const profile = await request.put(`${baseURL}/v1/users/accounts/${stylist.accountId}`, {
      headers: apiHeaders(stylist),
      // A town of its own: other journeys search Explore for Berlin and expect only the demo shop there.
      data: {
        company: "Look Salon",
        address: "Markt 2",
        zip_code: "02763",
        city: "Zittau",
        booking_link: "https://book.example/shop",
      },
    });
    expect(profile.status(), await profile.text()).toBe(200);
    await addServiceByApi(request, stylist, { name: "Haircut", price_from: 3000, duration_minutes: 45 });
    const balayage = await addServiceByApi(request, stylist, {
      name: "Balayage",
      price_from: 3500,
      price_to: 6000,
      duration_minutes: 150,
      booking_link: SERVICE_LINK,
    });

    await page.goto(`/${stylist.accountId}/styles`);
    const service = select(page, "Service");
    // The account's services in their order, "No service" first.
    await expect(service.locator("option")).toHaveText([
      "No service",
      "Haircut · from €30 · 45 min",
      "Balayage · €35–€60 · 2 h 30 min",
    ]);
    await select(page, "Gender").selectOption("female");
    await select(page, "Colour").selectOption("brown");
    await select(page, "Style").selectOption("long");
    await select(page, "Title").fill("Copper balayage");
    await service.selectOption(balayage.id);
    await page
      .locator("#style-images")
      .setInputFiles({ name: "look.png", mimeType: "image/png", buffer: solidPng(48) });
    if (js) await expect(page.getByTestId("picked-file").getByRole("status")).toHaveText("Ready");
    await page.getByRole("radio", { name: /^No recognisable person/ }).check();
    await service.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`form-${viewport.name}.png`) });
    await page.getByRole("button", { name: "Save style" }).click();
    await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`, { timeout: 60_000 });
    await expect(toast(page, /saved/)).toBeVisible();
    // The portfolios list calls it by its title.
    await expect(page.getByTestId("style-card").getByRole("heading", { name: "Copper balayage" })).toBeVisible();

    const [style] = await myStyles(request, stylist);
    expect(style?.attributes.title).toBe("Copper balayage");
    expect(style?.attributes.service?.id).toBe(balayage.id);
    await approveStyle(request, style?.id ?? "");

    await page.goto(styleDetailPath({ id: style?.id ?? "", company: "Look Salon" }));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Copper balayage");
    const offer = page.locator("[data-service]");
    await expect(offer).toContainText("Balayage");
    await expect(offer.locator("[data-price]")).toHaveText(priceLabel(balayage));
    await expect(offer.locator("[data-duration]")).toHaveText("· 2 h 30 min");
    const book = offer.getByRole("link", { name: "Book this look" });
    await expect(book).toBeVisible();
    // A phone's bar (Book this look first) steps aside while the page's own button is on the screen.
    if (viewport.name === "phone") {
      await book.scrollIntoViewIfNeeded();
      await expect(page.locator("[data-contact-bar]")).toBeHidden();
    }
    const href = (await book.getAttribute("href")) ?? "";
    expect(href).toBe(`/t/book/${stylist.accountId}?style=${style?.id}&service=${balayage.id}`);
    // The shop's general Book online is not offered twice beside it.
    await expect(page.locator("[data-contact-list] [data-contact='book']")).toHaveCount(0);
    const tap = await request.get(`${baseURL}${href}`, { maxRedirects: 0 });
    expect(tap.status()).toBe(302);
    expect(tap.headers().location).toBe(`${SERVICE_LINK}?utm_source=stylecast&utm_medium=profile`);

    // Crawlers see the offer: its price in euros and the range.
    const ld = JSON.parse((await page.locator("script[type='application/ld+json']").last().textContent()) ?? "{}");
    expect(ld.offers).toMatchObject({ price: "35.00", priceCurrency: "EUR", itemOffered: { name: "Balayage" } });
    // The visitor page loads no framework script.
    expect(await page.locator("script[src], link[rel=modulepreload]").count()).toBe(0);
    await expectAxeClean(page);
    await page.screenshot({ path: testInfo.outputPath(`style-${viewport.name}.png`), fullPage: true });

    // Explore finds it by its service and a price its service starts within, and not above a lower one.
    await page.goto("/explore");
    await page.getByLabel("Service", { exact: true }).fill("balayage");
    await page.getByLabel("Price", { exact: true }).selectOption("50");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/service=balayage&price_max=50/);
    const card = page.locator(`[data-gallery] a[href*="${style?.id}"]`);
    await expect(card.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`explore-${viewport.name}.png`) });
    await page.goto("/explore?service=balayage&price_max=25");
    await expect(page.locator(`[data-gallery] a[href*="${style?.id}"]`)).toHaveCount(0);
  });
}
