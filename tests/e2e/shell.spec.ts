import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/*
 * Logout is a form button and Admin a link, and both menus are <details> that
 * start closed: the header is searched with `includeHidden`, or a Logout or
 * Admin folded into a closed menu would never be counted. The logged-in test
 * below finds them with the same locators, so the "absent" checks can fail.
 */
const logoutButtons = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: "Logout", includeHidden: true });
const adminLinks = (page: Page) => page.getByRole("banner").getByRole("link", { name: "Admin", includeHidden: true });

test("the header links home and to Explore, and offers login when logged out", async ({ page }) => {
  await page.goto("/imprint");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Stylecast home" })).toHaveAttribute("href", "/");
  await header.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL("/explore");
  await expect(page.getByRole("heading", { name: "Explore", level: 1 })).toBeVisible();
  await expect(header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Login" })).toBeVisible();
  await expect(logoutButtons(page)).toHaveCount(0);
  await expect(adminLinks(page)).toHaveCount(0);
});

test("logged in as an admin, both menus offer Logout and Admin", async ({ page, admin }) => {
  await page.goto("/explore");
  await expect(
    page.getByRole("banner").locator("summary", { hasText: admin.user.firstName ?? admin.user.email }),
  ).toBeVisible();
  await expect(logoutButtons(page)).toHaveCount(2);
  await expect(adminLinks(page)).toHaveCount(2);
  await expect(adminLinks(page).first()).toHaveAttribute("href", "/admin");
  await expect(page.getByRole("banner").getByRole("link", { name: "Login", includeHidden: true })).toHaveCount(0);
});

test("the footer has its links, tagline and copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of [
    "Home",
    "Explore",
    "Register",
    "Login",
    "Imprint",
    "Data privacy",
    "Cookies",
    "Legal",
    "Copyright",
  ]) {
    await expect(footer.getByRole("link", { name, exact: true })).toBeVisible();
  }
  await expect(footer.getByText("keep your displays alive")).toBeVisible();
  await expect(footer.getByText("© 2025")).toBeVisible();
  await footer.getByRole("link", { name: "Data privacy" }).click();
  await expect(page.getByRole("heading", { name: "Data privacy", level: 1 })).toBeVisible();
});

test("each legal page has its own title and the legal tabs", async ({ page }) => {
  const pages = {
    "/imprint": "Imprint",
    "/data-privacy": "Data privacy",
    "/cookies": "Cookies",
    "/legal": "Terms of Use",
    "/copyright": "Copyright",
  };
  for (const [path, title] of Object.entries(pages)) {
    await page.goto(path);
    await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | Stylecast`);
    await expect(page.getByRole("navigation", { name: "Legal pages" }).getByRole("link")).toHaveCount(5);
  }
});

test("the header is styled by route: overlay on home, solid elsewhere", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("banner")).toHaveAttribute("data-variant", "overlay");
  await page.goto("/explore");
  await expect(page.getByRole("banner")).toHaveAttribute("data-variant", "solid");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the side menu opens and leads to its pages", async ({ page }) => {
    await page.goto("/");
    const mobileNav = page.getByRole("navigation", { name: "Mobile" });
    await expect(mobileNav).toBeHidden();
    await page.getByRole("button", { name: "Menu", exact: true }).click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Explore" }).click();
    await expect(page).toHaveURL("/explore");
  });
});

test("no JavaScript means no hydration, JavaScript means a hydrated app", async ({ page }, testInfo) => {
  // /login: Home and the visitor pages ship no framework script on purpose (ADR 14).
  await page.goto("/login");
  // Playwright still evaluates with the page's JavaScript off, so this reads the real state in both projects.
  await expect
    .poll(() => page.evaluate(() => "__reactRouterRouteModules" in window))
    .toBe(testInfo.project.name === "js");
});
