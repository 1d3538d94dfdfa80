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
    // It slides in: measure once it is in place.
    const edges = async () => {
      const box = await menu(page).boundingBox();
      return box && { top: box.y, height: box.height, right: Math.round(box.x + box.width), width: box.width };
    };
    await expect.poll(async () => (await edges())?.right).toBe(390);
    expect(await edges()).toMatchObject({ top: 0, height: 844 });
    expect((await edges())?.width).toBeGreaterThanOrEqual(280);
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
  // A hydrated page: Explore ships no framework script (ADR 14), so its menu is the no-JavaScript one.
  await page.goto("/imprint");
  await toggle(page).focus();
  await page.keyboard.press("Enter");
  const close = menu(page).getByRole("button", { name: "Close menu" });
  await expect(close).toBeFocused();
  const items = await menu(page).locator("a[href], button").count();
  // With JavaScript, Tab wraps around inside the menu. Without it, the page behind is hidden, so
  // past the last item focus goes to the browser's own controls (the page's body) and then back
  // to the first: never to anything else on the page.
  const allowed = test.info().project.use.javaScriptEnabled === false ? ["menu", "browser"] : ["menu"];
  const where = () =>
    page.evaluate(() => {
      const active = document.activeElement;
      if (active?.closest("#side-menu")) return "menu";
      return active === document.body || !active ? "browser" : active.outerHTML.slice(0, 120);
    });
  const seen = new Set<string>();
  for (let i = 0; i < items + 2; i++) {
    await page.keyboard.press("Tab");
    const place = await where();
    expect(allowed, `focus after ${i + 1} Tab`).toContain(place);
    if (place === "menu") {
      seen.add(
        await page.evaluate(
          () => document.activeElement?.getAttribute("aria-label") || document.activeElement?.textContent || "",
        ),
      );
    }
  }
  expect(seen.size, [...seen].join(", ")).toBe(items);
  for (let i = 0; i < items + 2; i++) {
    await page.keyboard.press("Shift+Tab");
    expect(allowed, `focus after ${i + 1} Shift+Tab`).toContain(await where());
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
