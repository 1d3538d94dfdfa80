import { CONSENT_MESSAGES } from "@contract/messages";
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * What a visitor sees of a toast: its own opacity times its fade-in's (the
 * inner element), while both animate.
 */
const shownOpacity = (toast: Locator) =>
  toast.evaluate((element) => {
    let opacity = Number(getComputedStyle(element).opacity);
    const inner = element.querySelector(".toast-enter");
    if (inner) opacity *= Number(getComputedStyle(inner).opacity);
    return opacity;
  });

test("a toast that appears under the mouse pointer fades in all the same, and waits while hovered", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/explore");
  // The pointer rests where toasts show (bottom centre); the choice is made with the keyboard, so it stays there.
  await page.mouse.move(195, 800);
  const banner = page.getByRole("region", { name: "Cookie consent" });
  await banner.getByRole("button", { name: "Reject" }).focus();
  await page.keyboard.press("Enter");

  const toast = page.locator("[data-toast-type]").filter({ hasText: CONSENT_MESSAGES.rejected });
  await expect(toast).toBeVisible();
  // A new page (without JavaScript) learns where the pointer is once it moves; it moves on the spot.
  await page.mouse.move(195, 801);
  await expect.poll(() => toast.evaluate((element) => element.matches(":hover"))).toBe(true);
  await expect.poll(() => shownOpacity(toast)).toBe(1);

  // The toast's 4 s life waits while the pointer is on it, and goes on once it leaves.
  await page.waitForTimeout(4_500);
  await expect(toast).toBeVisible();
  expect(await shownOpacity(toast)).toBe(1);
  await page.mouse.move(195, 200);
  await expect(toast).toBeHidden({ timeout: 6_000 });
});

test("a toast is read once: its cookie goes with it, so the visitor's next pages come from the edge cache", async ({
  page,
  context,
}) => {
  await page.goto("/explore");
  await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Reject" }).click();
  await expect(page.locator("[data-toast-type]").filter({ hasText: CONSENT_MESSAGES.rejected })).toBeVisible();

  await expect.poll(async () => (await context.cookies()).map((cookie) => cookie.name)).not.toContain("sc_toast");
  const next = await page.goto(`/explore?q=toast-${Date.now()}`);
  expect(next?.headers()["x-edge-cache"]).toBe("MISS");
});

test("a toast cookie that holds no toast (an old secret's) is removed by the first page that reads it", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "sc_toast", value: "e30%3D.c3RhbGU", url: baseURL ?? "" }]);
  const first = await page.goto("/explore");
  expect(first?.headers()["x-edge-cache"]).toBeUndefined();
  await expect(page.locator("[data-toast-type]")).toHaveCount(0);
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("sc_toast");
});
