import type { Page } from "@playwright/test";
import { skipCookieBanner } from "./auth-helpers";
import { expect, test } from "./fixtures";

/*
 * The phone's side menu (issue 8, 1.1), with JavaScript on and off: a
 * full-height panel over a backdrop on every page (it was a 288×64 px strip
 * under the solid header's backdrop-blur), with a close button, Escape, a tap
 * on the backdrop, and focus kept inside while it is open.
 */
test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

const toggle = (page: Page) => page.getByRole("button", { name: "Menu", exact: true });
const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });

async function openMenu(page: Page, path: string) {
  await page.goto(path);
  await expect(menu(page)).toBeHidden();
  await toggle(page).click();
  await expect(menu(page)).toBeVisible();
}

for (const path of ["/explore", "/", "/imprint", "/login"]) {
  test(`on ${path} it opens as a full-height panel at the right`, async ({ page }) => {
    await openMenu(page, path);
    const box = await menu(page).boundingBox();
    expect(box).toMatchObject({ y: 0, height: 844 });
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(390);
    expect(box?.width).toBeGreaterThanOrEqual(280);
    for (const name of ["Home", "Explore", "Login", "Register"]) {
      await expect(menu(page).getByRole("link", { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
  });
}

test("the close button closes it and gives focus back to the toggle", async ({ page }) => {
  await openMenu(page, "/explore");
  await menu(page).getByRole("button", { name: "Close menu" }).click();
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test("Escape closes it and gives focus back to the toggle", async ({ page }) => {
  await page.goto("/explore");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  await expect(menu(page)).toBeVisible();
  await expect(menu(page).getByRole("button", { name: "Close menu" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu(page)).toBeHidden();
  await expect(toggle(page)).toBeFocused();
});

test("a tap on the backdrop closes it without following what is under it", async ({ page }) => {
  await openMenu(page, "/explore");
  await page.mouse.click(20, 420);
  await expect(menu(page)).toBeHidden();
  await expect(page).toHaveURL("/explore");
});

test("Tab and Shift+Tab stay inside while it is open", async ({ page }) => {
  await page.goto("/explore");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  const close = menu(page).getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  const items = await menu(page).locator("a[href], button").count();
  const inside = () => page.evaluate(() => Boolean(document.activeElement?.closest("#side-menu")));
  const seen = new Set<string>();
  for (let i = 0; i < items + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await inside(), `focus after ${i + 1} Tab`).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement?.textContent ?? ""));
  }
  expect(seen.size).toBe(items);
  for (let i = 0; i < items + 2; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(await inside(), `focus after ${i + 1} Shift+Tab`).toBe(true);
  }
  await expect(menu(page)).toBeVisible();
});

test("a stylist's menu marks the current page and offers Logout", async ({ page, stylist }) => {
  await openMenu(page, `/accounts/${stylist.accountId}`);
  await expect(menu(page).getByRole("link", { name: "My account" })).toHaveAttribute("aria-current", "page");
  await expect(menu(page).getByRole("link", { name: "Explore" })).not.toHaveAttribute("aria-current");
  await expect(menu(page).getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
  await menu(page).getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL("/explore");
  await expect(menu(page)).toBeHidden();
});
