import { TV_PAIRING_COOKIE, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import { ACCOUNT_HOME, logIn } from "./auth-helpers";
import { expect, test } from "./fixtures";
import { createStylist } from "./support/stylists";

/** /tv and /tv/pair with JavaScript on and off (issue 12); the pairing itself is in tv-pairing.js.spec.ts. */
test.use({ cookieChoiceMade: true });

test("/tv shows its QR code next to the login form, and the form still logs in", async ({
  page,
  request,
}, testInfo) => {
  const stylist = await createStylist(request, testInfo, "tv");
  await page.goto("/tv");
  await expect(page.getByRole("heading", { name: "Or log in with your phone" })).toBeVisible();
  await expect(page.getByText(TV_PAIRING_MESSAGES.scanHint)).toBeVisible();
  const qr = page.getByRole("img", { name: /QR code that logs in this TV/ });
  await expect(qr.locator("svg")).toBeVisible();
  const pairUrl = new URL((await qr.getAttribute("data-pair-url")) ?? "");
  expect(pairUrl.pathname).toBe("/tv/pair");
  expect(pairUrl.searchParams.get("socket_id")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The secret behind the socket id is only in an HttpOnly cookie.
  const cookie = (await page.context().cookies()).find((c) => c.name === TV_PAIRING_COOKIE);
  expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: "Lax", path: "/" });
  expect(cookie?.value).not.toBe(pairUrl.searchParams.get("socket_id"));

  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(ACCOUNT_HOME);
});

test("/tv/pair, logged out, goes to login and comes back after it", async ({ page, request }, testInfo) => {
  const stylist = await createStylist(request, testInfo, "phone");
  const path = `/tv/pair?socket_id=${"a".repeat(43)}`;
  await page.goto(path);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, stylist.email, stylist.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { name: "Log in this TV?" })).toBeVisible();
  // No TV waits on that socket id: the phone says so, and offers no Confirm.
  await expect(page.getByRole("alert").filter({ hasText: TV_PAIRING_MESSAGES.notWaiting })).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirm" })).toHaveCount(0);
});

test("/tv/pair with a malformed or hostile socket id says the code is not valid", async ({ page, stylist }) => {
  void stylist;
  for (const socketId of ["", "short", "<script>alert(1)</script>", "x".repeat(500)]) {
    await page.goto(`/tv/pair?socket_id=${encodeURIComponent(socketId)}`);
    await expect(page.getByRole("alert").filter({ hasText: TV_PAIRING_MESSAGES.socketIdInvalid })).toBeVisible();
  }
});
