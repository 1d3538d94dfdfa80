import { TV_PAIRING_COOKIE, TV_PAIRING_MAX_AGE_SECONDS, TV_PAIRING_MESSAGES } from "@contract/tv-pairing";
import type { Page } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { expect, failedLoad, test } from "./fixtures";
import { expectAxeClean } from "./support/axe";
import { createStylist } from "./support/stylists";
import { ageTvCodes, expectScreenCookie, openTv, showUrl } from "./support/tv";

/**
 * TV pairing by QR (issue 12), with JavaScript: a TV on /tv and a phone
 * where the stylist is logged in (the `stylist` fixture's page). The phone
 * opens the QR code's address and confirms; the TV gets a one-time code over
 * the cable and logs in without a password being typed.
 */
test.use({ cookieChoiceMade: true });

test("a phone logs the TV in by its QR code, and the TV opens its slideshow", async ({
  browser,
  page,
  stylist,
}, testInfo) => {
  const tv = await openTv(browser);
  try {
    // For review: the TV as a shop's screen shows it, and the phone's confirmation.
    await tv.page.screenshot({ path: testInfo.outputPath("tv-1920x1080.png") });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(tv.pairUrl);
    await expect(page.getByRole("heading", { name: "Log in this TV?" })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath("tv-pair-390x844.png") });
    // The phone names the TV: its browser and system, and how long it has waited.
    await expect(page.getByRole("definition").first()).toHaveText(/Chrome \d+ on \w+/);
    await expect(page.getByRole("definition").nth(1)).toHaveText("just now");
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(page.getByRole("status").filter({ hasText: TV_PAIRING_MESSAGES.codeSent })).toBeVisible();

    await expect(tv.page).toHaveURL(new RegExp(`/stylist-${stylist.accountId}$`));
    await expectScreenCookie(tv.context);
    const cookies = await tv.context.cookies();
    expect(cookies.some((cookie) => cookie.name === TV_PAIRING_COOKIE)).toBe(false);
    expect(tv.codes).toHaveLength(1);
    expect(tv.errors.unexpected()).toEqual([]);
  } finally {
    await tv.context.close();
  }
});

test("a code that was used is refused when it is presented again, even with the TV's secret", async ({
  browser,
  page,
  stylist,
}) => {
  const tv = await openTv(browser);
  try {
    await page.goto(tv.pairUrl);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(tv.page).toHaveURL(new RegExp(`-${stylist.accountId}$`));
    const [code] = tv.codes;

    // Another device replays the code with the TV's own pairing secret (stolen cookie and all): refused.
    const replay = await browser.newContext({ baseURL });
    try {
      await replay.addCookies([{ name: TV_PAIRING_COOKIE, value: tv.secret, url: baseURL }]);
      const response = await replay.request.post("/tv", { form: { intent: "tv-pair", code: code ?? "" } });
      expect(response.status()).toBe(401);
      expect(await response.text()).toContain(TV_PAIRING_MESSAGES.codeUsed);
      expect((await replay.cookies()).some((cookie) => cookie.name === "sc_session")).toBe(false);
    } finally {
      await replay.close();
    }
  } finally {
    await tv.context.close();
  }
});

test("an expired code is refused: the TV says so and waits for the phone to confirm again", async ({
  browser,
  page,
  stylist,
  request,
}) => {
  const tv = await openTv(browser);
  try {
    tv.errors.allow(failedLoad(401, "/tv")); // the expired code's exchange, refused on purpose
    // The code is five minutes old by the time the TV presents it (aged through the development seam).
    await tv.page.route("**/tv.data*", async (route) => {
      if (route.request().method() === "POST") await ageTvCodes(request, tv.socketId, 5 * 60);
      await route.continue();
    });
    await page.goto(tv.pairUrl);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(tv.page.getByRole("alert").filter({ hasText: TV_PAIRING_MESSAGES.codeExpired })).toBeVisible();
    await expect(tv.page).toHaveURL("/tv");
    expect((await tv.context.cookies()).some((cookie) => cookie.name === "sc_session")).toBe(false);

    // The TV waits again on the same QR code: the phone confirms once more, and this time it logs in.
    await expect(tv.page.getByRole("status").filter({ hasText: "Waiting for your phone…" })).toBeVisible();
    await tv.page.unroute("**/tv.data*");
    await page.goto(tv.pairUrl);
    await page.getByRole("button", { name: "Confirm" }).click();
    await expect(tv.page).toHaveURL(new RegExp(`-${stylist.accountId}$`));
    expect(tv.errors.unexpected()).toEqual([]);
  } finally {
    await tv.context.close();
  }
});

test("a TV left waiting takes a new secret and QR code before its pairing cookie expires", async ({ browser }) => {
  const tv = await openTv(browser, { clock: true });
  try {
    await tv.page.clock.fastForward((TV_PAIRING_MAX_AGE_SECONDS - 59) * 1000);
    const qr = tv.page.getByRole("img", { name: /QR code that logs in this TV/ });
    await expect(qr).not.toHaveAttribute("data-pair-url", tv.pairUrl);
    const cookie = (await tv.context.cookies()).find((c) => c.name === TV_PAIRING_COOKIE);
    expect(cookie?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie?.value).not.toBe(tv.secret);
    await expect(tv.page.getByRole("status").filter({ hasText: "Waiting for your phone…" })).toBeVisible();
    await expect(tv.page.getByRole("heading", { name: "Start your slideshow on this TV" })).toBeVisible();
    // The short code is new with the pairing.
    await expect(tv.page.locator("[data-link-code]")).not.toHaveAttribute("data-link-code", tv.linkCode);
    expect(tv.errors.unexpected()).toEqual([]);
  } finally {
    await tv.context.close();
  }
});

/** The control that has focus, by its accessible name (or its label, for a field). */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const label = element?.id ? document.querySelector(`label[for="${element.id}"]`)?.textContent : null;
    return (label ?? element?.textContent ?? "").trim();
  });

test("a TV remote reaches every control of /tv with its arrows, and Enter logs in to the show", async ({
  page,
  request,
}, testInfo) => {
  const stylist = await createStylist(request, testInfo, "remote");
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto("/tv");
  await expect(page.getByRole("status").filter({ hasText: "Waiting for your phone…" })).toBeVisible();
  // Down (and right) through the page in reading order, up (and left) back; the ends hold.
  const order = ["Show a new code", "Email", "Password", "Log in"];
  const seen: string[] = [];
  for (let i = 0; i < order.length + 1; i++) {
    await page.keyboard.press(i % 2 ? "ArrowRight" : "ArrowDown");
    seen.push(await focused(page));
  }
  expect(seen).toEqual([...order, "Log in"]);
  for (const expected of ["Password", "Email"]) {
    await page.keyboard.press("ArrowUp");
    expect(await focused(page)).toBe(expected);
  }
  // In a field with text, left and right move the caret, and leave the field only at its edge.
  await page.keyboard.type(stylist.email);
  await page.keyboard.press("ArrowLeft");
  expect(await focused(page)).toBe("Email");
  await page.keyboard.press("ArrowDown");
  await page.keyboard.type(stylist.password);
  await page.keyboard.press("ArrowLeft");
  expect(await focused(page)).toBe("Password");
  await page.keyboard.press("ArrowDown");
  expect(await focused(page)).toBe("Log in");
  // The ring a remote user follows is there to see.
  const outline = await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle);
  expect(outline).toBe("solid");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(showUrl(stylist.accountId));
});

test("/tv and both steps of /link have no serious axe violation", async ({ browser, page, stylist }) => {
  void stylist; // the phone
  const tv = await openTv(browser);
  try {
    await expectAxeClean(tv.page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/link");
    await expectAxeClean(page);
    await page.goto(`/link?code=${tv.linkCode}`);
    await expect(page.getByRole("button", { name: "Confirm" })).toBeVisible();
    await expectAxeClean(page);
    await page.goto("/link?code=ACDEF0");
    await expectAxeClean(page);
  } finally {
    await tv.context.close();
  }
});
