import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

const banner = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test("Accept Cookies stores the choice for a day, securely and strictly, and says so", async ({ page, context }) => {
  await page.goto("/explore?from=test");
  await expect(banner(page)).toContainText("help us learn what works");
  await banner(page).getByRole("button", { name: "Accept Cookies" }).click();

  await expect(page.getByRole("status").filter({ hasText: "Thanks! Cookies accepted." })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page).toHaveURL("/explore?from=test");

  const consent = (await context.cookies()).find((cookie) => cookie.name === "sc_cookie_consent");
  expect(consent).toMatchObject({ secure: true, sameSite: "Strict", httpOnly: true });
  const lifetime = (consent?.expires ?? 0) - Date.now() / 1000;
  expect(lifetime).toBeGreaterThan(86_400 - 120);
  expect(lifetime).toBeLessThanOrEqual(86_400 + 5);

  await page.reload();
  await expect(page.getByRole("heading", { name: "Explore", level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("Reject also hides the banner for good", async ({ page, context }) => {
  await page.goto("/");
  await banner(page).getByRole("button", { name: "Reject" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Cookies rejected" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect((await context.cookies()).find((cookie) => cookie.name === "sc_cookie_consent")).toBeTruthy();
  await page.goto("/imprint");
  await expect(banner(page)).toHaveCount(0);
});

test("a forged consent value or a foreign redirect is refused", async ({ request }) => {
  const response = await request.post("/cookie-consent", {
    form: { consent: "<script>", redirectTo: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/");
  expect(response.headers()["set-cookie"]).not.toContain("sc_cookie_consent");
});

test("a cross-site form post is refused", async ({ request }) => {
  const response = await request.post("/cookie-consent", {
    form: { consent: "accepted", redirectTo: "/" },
    headers: { Origin: "https://evil.example" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(403);
});
