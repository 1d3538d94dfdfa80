import { expect, test } from "@playwright/test";

test("the header links home and to Explore, and offers login when logged out", async ({ page }) => {
  await page.goto("/imprint");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Stylecast home" })).toHaveAttribute("href", "/");
  await header.getByRole("link", { name: "Explore" }).click();
  await expect(page).toHaveURL("/explore");
  await expect(page.getByRole("heading", { name: "Explore", level: 1 })).toBeVisible();
  await expect(header.getByRole("link", { name: "Logout" })).toHaveCount(0);
  await expect(header.getByRole("link", { name: "Admin" })).toHaveCount(0);
});

test("the footer has its links, tagline and copyright", async ({ page }) => {
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  for (const name of [
    "Home",
    "Gallery",
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
    await page.getByLabel("Menu").click();
    await expect(mobileNav).toBeVisible();
    await mobileNav.getByRole("link", { name: "Explore" }).click();
    await expect(page).toHaveURL("/explore");
  });
});

test("no JavaScript means no hydration, JavaScript means a hydrated app", async ({ page }, testInfo) => {
  await page.goto("/");
  const hydrated = await page.evaluate(() => "__reactRouterRouteModules" in window).catch(() => false);
  expect(hydrated).toBe(testInfo.project.name === "js");
});
