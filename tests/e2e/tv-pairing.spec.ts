import { PASSWORD_MESSAGES } from "@contract/password-rules";
import { SLIDESHOW_MESSAGES } from "@contract/slideshow";
import { TV_PAIRING_COOKIE, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { logIn } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";
import { createStylist } from "./support/stylists";
import { expectScreenCookie, LINK_CODE, logInAsScreen, openTv, showUrl } from "./support/tv";
import { addStyle, approveStyle } from "./support/visitor";

/**
 * /tv, /tv/pair and /link with JavaScript on and off (issues 12 and 21). The
 * TV itself always runs JavaScript (support/tv.ts): it receives its login
 * over the cable; the phone's pages and the password form work without it.
 */
test.use({ cookieChoiceMade: true });

/** The short code's box and the text around it, as laid out on the TV. */
async function fontSizes(page: Page) {
  return page.evaluate(() => {
    const size = (selector: string) =>
      Number.parseFloat(getComputedStyle(document.querySelector(selector) as Element).fontSize);
    const screen = document.querySelector(".tv-login") as HTMLElement;
    return {
      body: size(".tv-login-hint"),
      code: size(".tv-login-code"),
      scrolls: screen.scrollHeight > screen.clientHeight || screen.scrollWidth > screen.clientWidth,
    };
  });
}

test.describe("before any cookie choice", () => {
  test.use({ cookieChoiceMade: false });

  test("/tv is a screen page: no cookie banner, header, footer or FAQ; large type, no scrolling, both ways up", async ({
    page,
  }, testInfo) => {
    for (const viewport of [
      { width: 1920, height: 1080 },
      { width: 1080, height: 1920 },
    ]) {
      await page.setViewportSize(viewport);
      await page.goto("/tv");
      await expect(page).toHaveTitle("TV login | Stylecast");
      await expect(page.getByRole("heading", { level: 1, name: "Start your slideshow on this TV" })).toBeVisible();
      await expect(page.getByRole("region", { name: "Cookie consent" })).toHaveCount(0);
      await expect(page.getByRole("banner")).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await expect(page.getByRole("button", { name: /FAQ/i })).toHaveCount(0);

      // The three ways in: the QR code (a named image), the short code with its address, the password.
      const qr = page.getByRole("img", { name: "QR code that logs in this TV from your phone" });
      await expect(qr.locator("svg")).toBeVisible();
      const code = page.locator("[data-link-code]");
      expect(await code.getAttribute("data-link-code")).toMatch(LINK_CODE);
      const shown = (await code.getAttribute("data-link-code")) ?? "";
      await expect(code).toHaveText(`${shown.slice(0, 3)} ${shown.slice(3)}`);
      await expect(page.getByText(`${baseURL}/link`, { exact: true })).toBeVisible();
      await expect(page.getByLabel("Email")).toBeVisible();
      await expect(page.getByRole("button", { name: "Log in" })).toBeVisible();

      const sizes = await fontSizes(page);
      expect(sizes.body, "body text at 1080 px across").toBeGreaterThanOrEqual(32);
      expect(sizes.code, "the short code").toBeGreaterThanOrEqual(40);
      expect(sizes.scrolls, "the page fits the screen").toBe(false);
      await page.screenshot({ path: testInfo.outputPath(`tv-${viewport.width}x${viewport.height}.png`) });
    }
    // A new page, a new code and a new pairing secret.
    const before = await page.locator("[data-link-code]").getAttribute("data-link-code");
    const secret = (await page.context().cookies()).find((c) => c.name === TV_PAIRING_COOKIE)?.value;
    await page.goto("/tv");
    expect(await page.locator("[data-link-code]").getAttribute("data-link-code")).not.toBe(before);
    expect((await page.context().cookies()).find((c) => c.name === TV_PAIRING_COOKIE)?.value).not.toBe(secret);
  });
});

test("the e-mail and password on /tv open the account's slideshow, with a year-long screen session", async ({
  page,
  request,
  allowBrowserErrors,
}, testInfo) => {
  allowBrowserErrors(failedLoad(400, "/tv")); // without JavaScript: the empty form's field errors
  const stylist = await createStylist(request, testInfo, "tv");
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/tv");
  // Sent empty, each field says what it needs, on the TV page itself.
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page.getByText(PASSWORD_MESSAGES.required)).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL("/tv");
  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(showUrl(stylist.accountId));
  await expectScreenCookie(page.context());
  expect((await page.context().cookies()).some((cookie) => cookie.name === TV_PAIRING_COOKIE)).toBe(false);
});

test("a browser logged in as a person opening /tv goes to its account's show, not to a login", async ({
  page,
  stylist,
}) => {
  await page.goto("/tv");
  await expect(page).toHaveURL(showUrl(stylist.accountId));
});

test("a TV holding a screen session goes from /tv, and from /, straight to its show", async ({
  page,
  request,
}, testInfo) => {
  const stylist = await createStylist(request, testInfo, "screen");
  await logInAsScreen(request, page.context(), stylist);
  // After a power cut the TV's browser reopens whichever it had: both lead to the show.
  for (const path of ["/tv", "/"]) {
    await page.goto(path);
    await expect(page).toHaveURL(showUrl(stylist.accountId));
  }
});

test("a TV holding a screen session is asked for a person's login on the account pages; its show plays on (ADR 31)", async ({
  page,
  request,
}, testInfo) => {
  const stylist = await createStylist(request, testInfo, "screen-pages");
  await logInAsScreen(request, page.context(), stylist);
  const path = `/accounts/${stylist.accountId}/settings`;
  await page.goto(path);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  // Until a person logs in over it, the TV is still a screen.
  await page.goto("/tv");
  await expect(page).toHaveURL(showUrl(stylist.accountId));
  await expectScreenCookie(page.context());
  await page.goto(path);
  await logIn(page, stylist.email, stylist.password);
  await expect(page).toHaveURL(path);
});

test("a phone types the TV's short code at /link, sees which TV waits, confirms, and the TV opens its show", async ({
  browser,
  page,
  stylist,
}, testInfo) => {
  const tv = await openTv(browser);
  try {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/link");
    await expect(page.getByRole("heading", { name: "Log in a TV" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("link-code-390x844.png") });
    // Typed as a person reads it: lower case, with a dash in the middle.
    const typed = `${tv.linkCode.slice(0, 3)}-${tv.linkCode.slice(3)}`.toLowerCase();
    await page.getByLabel("TV code").fill(typed);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page).toHaveURL(`/link?code=${encodeURIComponent(typed)}`);
    await expect(page.getByRole("heading", { name: "Log in this TV?" })).toBeVisible();
    await expect(page.getByRole("definition").first()).toHaveText(/Chrome \d+ on \w+/);
    await expect(page.getByRole("definition").nth(1)).toHaveText("just now");
    await page.screenshot({ path: testInfo.outputPath("link-confirm-390x844.png") });
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("status").filter({ hasText: TV_PAIRING_MESSAGES.codeSent })).toBeVisible();

    await expect(tv.page).toHaveURL(showUrl(stylist.accountId));
    await expectScreenCookie(tv.context);
    expect(tv.codes).toHaveLength(1);

    // One use: the same code again is refused, at the field.
    await page.goto(`/link?code=${tv.linkCode}`);
    await expect(page.getByText(TV_PAIRING_MESSAGES.linkCodeUsed)).toBeVisible();
    await expect(page.getByLabel("TV code")).toHaveAttribute("aria-invalid", "true");
    expect(tv.errors.unexpected()).toEqual([]);
  } finally {
    await tv.context.close();
  }
});

test("/link says what is wrong with a code, at the field", async ({ page, stylist }) => {
  void stylist; // logged in, as the phone
  const cases = [
    ["", TV_PAIRING_MESSAGES.linkCodeRequired],
    ["ab0", TV_PAIRING_MESSAGES.linkCodeFormat],
    ["<script>alert(1)</script>", TV_PAIRING_MESSAGES.linkCodeFormat],
    ["ACD EFG", TV_PAIRING_MESSAGES.linkCodeUnknown],
  ] as const;
  for (const [code, message] of cases) {
    await page.goto(`/link?code=${encodeURIComponent(code)}`);
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.getByLabel("TV code")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("button", { name: "Confirm" })).toHaveCount(0);
  }
});

test("/link, logged out, goes to login and comes back with its code", async ({ page, request }, testInfo) => {
  const stylist = await createStylist(request, testInfo, "phone");
  const path = "/link?code=ACDEFG";
  await page.goto(path);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, stylist.email, stylist.password);
  await expect(page).toHaveURL(path);
  await expect(page.getByText(TV_PAIRING_MESSAGES.linkCodeUnknown)).toBeVisible();
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

test("the owner watching their own show as a person makes this browser a screen at /tv?adopt=1", async ({
  page,
  stylist,
  request,
}) => {
  await approveStyle(request, await addStyle(request, stylist));
  await page.goto("/tv"); // a person's browser goes on to its show
  await expect(page).toHaveURL(showUrl(stylist.accountId));
  await page.getByRole("link", { name: SLIDESHOW_MESSAGES.useAsScreen }).click();
  await expect(page).toHaveURL("/tv?adopt=1");
  // A person's browser is not sent to its show here: it is asked to log in as a TV.
  await expect(page.getByText(TV_PAIRING_MESSAGES.adoptHint)).toBeVisible();
  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(showUrl(stylist.accountId));
  await expectScreenCookie(page.context());
  // Once a screen, /tv?adopt=1 has nothing left to do: it opens the show, which offers no more to adopt.
  await page.goto("/tv?adopt=1");
  await expect(page).toHaveURL(showUrl(stylist.accountId));
  await expect(page.getByRole("link", { name: SLIDESHOW_MESSAGES.useAsScreen })).toHaveCount(0);
});
