import { AVATAR_FIELD_TEXTS } from "@contract/avatar-file";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@contract/messages";
import { REFERRAL_MESSAGES } from "@contract/referral";
import { STYLE_MESSAGES } from "@contract/style";
import { PICKED_FILE_STATUS, STYLE_FILE_MESSAGES } from "@contract/style-file";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { logIn, toast, uniqueEmail } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";
import { expectNoSidewaysScroll } from "./support/layout";
import { solidPng } from "./support/png";
import { DEMO_ADMIN } from "./support/stylists";

/**
 * A stylist's first ten minutes (issue 26 item 6), with JavaScript on and
 * off, on a phone (390 px) and a desktop: one "Save changes" saves a picked
 * avatar with the profile; toasts never cover the button that caused them;
 * the referral page fits a phone and says its numbers with units and what
 * GOLD is; a picked photo's tile says "Preparing…" until it is converted
 * (with JavaScript: without it there are no tiles); an admin's login lands
 * on the console. Screenshots at 390 px go to this test's output folder.
 */
test.use({ cookieChoiceMade: true });

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/**
 * The toast and the control it answers share no pixel (boxes in the viewport, as the person sees them), with
 * the control on screen: a control scrolled away proves nothing.
 */
async function expectClearOf(shown: Locator, control: Locator) {
  await expect(shown).toBeVisible();
  const [a, b] = [await shown.boundingBox(), await control.boundingBox()];
  const screen = shown.page().viewportSize();
  if (!a || !b || !screen) throw new Error("the toast or the control has no box");
  expect(b.y >= 0 && b.y + b.height <= screen.height, `control on screen: ${JSON.stringify(b)}`).toBe(true);
  const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlaps, `toast ${JSON.stringify(a)} over control ${JSON.stringify(b)}`).toBe(false);
}

/** Scrolls the page (at once, not smoothly) so that `element`'s bottom edge is `gap` px above the screen's. */
const scrollToBottomEdge = (element: Locator, gap: number) =>
  element.evaluate((node, gap) => {
    const rect = node.getBoundingClientRect();
    window.scrollBy({ top: rect.bottom - window.innerHeight + gap, behavior: "instant" });
  }, gap);

/** What the person sees (`screen`), or the whole page (`page`: a fixed toast then shows at its foot). */
const shot = (page: Page, testInfo: TestInfo, name: string, what: "screen" | "page" = "screen") =>
  page.screenshot({ path: testInfo.outputPath(`${name}-${testInfo.project.name}.png`), fullPage: what === "page" });

test("first ten minutes: profile and avatar in one save, the referral page on a phone, toasts clear of their buttons, a photo prepared before it is ready", async ({
  page,
  stylist,
  context,
  allowBrowserErrors,
}, testInfo) => {
  // The first save lacks the required fields: 400, with the fields named.
  allowBrowserErrors(failedLoad(400, `/accounts/${stylist.accountId}`));
  const js = testInfo.project.name === "js";
  await page.setViewportSize(PHONE);

  // Profile: a new stylist picks a photo first and saves: the missing fields are named, and the photo is not
  // lost (with JavaScript the browser keeps it picked; without, the server saved it already).
  await page.goto(`/accounts/${stylist.accountId}`);
  const save = page.getByRole("button", { name: "Save changes" });
  const card = page.getByRole("region", { name: "Avatar" });
  const avatarInput = card.locator('input[type="file"][name="avatar"]');
  const avatar = card.locator('img[src^="/media/accounts/"]');
  await expect(card.getByRole("button", { name: "Upload" })).toHaveCount(0);
  await expect(card.getByText(AVATAR_FIELD_TEXTS.hint)).toBeVisible();
  await avatarInput.setInputFiles({ name: "first.png", mimeType: "image/png", buffer: solidPng(20) });
  await save.click();
  await expect(page.getByText("Company cannot be empty").first()).toBeVisible();
  if (js) {
    await expect(card.getByRole("img", { name: "Preview of your new avatar" })).toBeVisible();
    await expect(avatar).toHaveCount(0);
  } else await expect(avatar).toHaveJSProperty("naturalWidth", 20);

  // Then the required fields and another photo, saved by one "Save changes".
  await field(page, "Company").fill("Salon Erste");
  await field(page, "Street").fill("Torstraße 1");
  await field(page, "Postcode/ZIP").fill("10119");
  await field(page, "City").fill("Berlin");
  await avatarInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: solidPng(32) });
  if (js) await expect(card.getByText(AVATAR_FIELD_TEXTS.picked("me.png"))).toBeVisible();
  await save.click();
  const saved = toast(page, ACCOUNT_MESSAGES.profileUpdated);
  await expect(saved).toContainText(ACCOUNT_MESSAGES.avatarUpdated);
  // Back to the form while the toast shows: the phone's Save changes is pinned to the bottom of the screen,
  // and the toast sits above it.
  await scrollToBottomEdge(field(page, "City"), 200);
  await expectClearOf(saved, save);
  await shot(page, testInfo, "first-minutes-profile");
  await expect(avatar).toHaveJSProperty("naturalWidth", 32);
  await expect(field(page, "Company")).toHaveValue("Salon Erste");

  // An avatar alone is a change too, and saved as such (not "No information has been updated").
  await avatarInput.setInputFiles({ name: "again.png", mimeType: "image/png", buffer: solidPng(24) });
  await save.click();
  await expect(toast(page, ACCOUNT_MESSAGES.avatarUpdated).last()).toHaveAttribute("data-toast-type", "success");
  await expect(avatar).toHaveJSProperty("naturalWidth", 24);

  // The referral page on a phone: nothing cut off, numbers with units, GOLD explained.
  const referral = `/accounts/${stylist.accountId}/referral`;
  await page.goto(referral);
  const empty = page.getByText(REFERRAL_MESSAGES.noInvitations);
  await expect(empty).toBeVisible();
  const box = await empty.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width).toBe(true);
  expect(await empty.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expectNoSidewaysScroll(page);
  await expect(page.getByTestId("referral-balance")).toHaveText("0 of 10 friends");
  const reward = page.getByTestId("referral-reward");
  await expect(reward).toContainText("Your reward: €0");
  await expect(reward).toContainText("€10 per friend who joins");
  const gold = page.getByTestId("referral-gold");
  await expect(gold).toContainText("0 of 4 friends for 3 months GOLD");
  await expect(gold).toContainText(REFERRAL_MESSAGES.goldMeans);
  await shot(page, testInfo, "first-minutes-referral", "page");

  // An invitation: the table of one friend still fits.
  const friend = uniqueEmail(testInfo, "first-friend");
  await field(page, "Friend's email").fill(friend);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.inviteSent)).toBeVisible();
  await expect(page.getByRole("row", { name: friend })).toContainText("Pending");
  await expectNoSidewaysScroll(page);
  await page.getByRole("heading", { name: "Referred friends" }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, "first-minutes-referral-table");

  if (js) {
    // A toast raised on the spot (Copy) where toasts show: the button at the bottom of the screen.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    for (const size of [PHONE, DESKTOP]) {
      await page.setViewportSize(size);
      const copy = page.getByRole("button", { name: "Copy" });
      // The earlier toasts gone first (the pointer off them, or they wait): only the new one is measured.
      await page.mouse.move(0, 0);
      await expect(page.locator("[data-toast-type]")).toHaveCount(0, { timeout: 10_000 });
      await scrollToBottomEdge(copy, 12);
      await copy.click();
      await expectClearOf(toast(page, REFERRAL_MESSAGES.linkCopied).last(), copy);
      if (size === PHONE) await shot(page, testInfo, "first-minutes-referral-copied");
    }
  }

  // On a desktop the profile's Save changes is not pinned; its toast is still off it.
  await page.setViewportSize(DESKTOP);
  await page.goto(`/accounts/${stylist.accountId}`);
  await field(page, "City").fill("Potsdam");
  await scrollToBottomEdge(save, 12);
  await save.click();
  const updated = toast(page, ACCOUNT_MESSAGES.profileUpdated).last();
  await expect(updated).toBeVisible();
  // The page comes back at its top: the person scrolls down to Save changes again while the toast shows.
  await expect(async () => {
    await scrollToBottomEdge(save, 12);
    const box = await save.boundingBox();
    expect(box && box.y + box.height <= DESKTOP.height).toBe(true);
  }).toPass({ timeout: 3_000 });
  await expectClearOf(updated, save);

  // The style editor: a picked photo is "Preparing…" (and Save says wait) until its conversion has run.
  await page.setViewportSize(PHONE);
  let release = () => {};
  const conversionHeld = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/media-conversion-*.js", async (route) => {
    await conversionHeld;
    await route.continue();
  });
  // Not waiting for the load event: the held chunk may be asked for before it.
  await page.goto(`/${stylist.accountId}/styles`, { waitUntil: "domcontentloaded" });
  await field(page, "Gender").selectOption("female");
  await field(page, "Colour").selectOption("blonde");
  await field(page, "Style").selectOption("long");
  await page.locator("#style-images").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: solidPng() });
  await page.getByRole("radio", { name: /^No recognisable person/ }).check();
  const saveStyle = page.getByRole("button", { name: "Save style" });
  if (js) {
    const status = page.getByTestId("picked-file").getByRole("status");
    await expect(status).toHaveText(PICKED_FILE_STATUS.preparing);
    await saveStyle.click();
    await expect(page.getByText(STYLE_FILE_MESSAGES.stillConverting).first()).toBeVisible();
    await expect(status).toHaveText(PICKED_FILE_STATUS.preparing);
    await page.getByTestId("picked-file").scrollIntoViewIfNeeded();
    await shot(page, testInfo, "first-minutes-style-preparing");
    release();
    await expect(status).toHaveText(PICKED_FILE_STATUS.ready, { timeout: 30_000 });
  }
  release();
  await saveStyle.click();
  // The server makes the picture's set as it saves (issue 33): seconds of AVIF encoding on a loaded machine.
  await expect(page).toHaveURL(`/${stylist.accountId}/portfolios`, { timeout: 60_000 });
  await expect(toast(page, STYLE_MESSAGES.created)).toBeVisible();
  await page.unrouteAll({ behavior: "wait" });
});

test("an admin's login lands on the console", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  // /admin opens the console's last place, the subscribers for a new browser.
  await expect(page).toHaveURL(/\/admin\/[a-z-]+$/);
  await expect(toast(page, AUTH_MESSAGES.signedIn)).toBeVisible();
});
