import { DELETE_AGREEMENT_REQUIRED, INVITE_EMAIL_REQUIRED } from "@contract/account-schemas";
import { INVALID_EMAIL } from "@contract/auth-schemas";
import { AVATAR_FIELD_TEXTS, AVATAR_IS_VIDEO } from "@contract/avatar-file";
import { ACCOUNT_MESSAGES, AUTH_MESSAGES } from "@contract/messages";
import { PASSWORD_MESSAGES } from "@contract/password-rules";
import type { Page } from "@playwright/test";
import { confirmEmail, followMailLink, outcome, skipCookieBanner, toast, uniqueEmail } from "./auth-helpers";
import { expect, failedLoad, test, watchBrowserErrors } from "./fixtures";
import { MP4_BYTES as MP4, solidPng } from "./support/png";
import { DEMO_STYLIST, signInByApi } from "./support/stylists";

/**
 * The account area of issue 4 (spec §2 Account profile form, Access and
 * security, Referral page; §4 Profile form, Referee status; §5 Avatar, Delete
 * account), with JavaScript on and off. Every journey that changes data runs
 * as a fresh stylist (the `stylist` fixture).
 */
const COMPLETE = "Perfect, all required fields have been updated. Let's start your slideshow now!";

const isNoJs = (project: string) => project === "no-js";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** Types the profile's required fields of spec §5: company, street, ZIP and city, in that order. */
async function fillRequired(page: Page, company: string, street: string, zip: string, city: string) {
  await field(page, "Company").fill(company);
  await field(page, "Street").fill(street);
  await field(page, "Postcode/ZIP").fill(zip);
  await field(page, "City").fill(city);
}
const problems = (page: Page) => page.getByRole("alert", { name: "Your changes were not saved" });
/** A message under its field (the error summary at the top repeats it as a link). */
const fieldError = (page: Page, text: string) => page.locator('[data-feedback="error"]', { hasText: text });

test("edit and save the profile; required fields, then a second save without a change warns", async ({
  page,
  stylist,
  allowBrowserErrors,
}, testInfo) => {
  // Without JavaScript the form is posted with empty required fields and a bad ZIP: 400 with field errors.
  allowBrowserErrors(failedLoad(400, `/accounts/${stylist.accountId}`));
  const js = !isNoJs(testInfo.project.name);
  await page.goto(`/accounts/${stylist.accountId}`);
  await expect(page).toHaveTitle("Profile | Stylecast");
  await expect(page.getByRole("link", { name: "Profile", exact: true })).toHaveAttribute("aria-current", "page");
  const save = page.getByRole("button", { name: "Save changes" });
  if (js) await expect(save).toBeDisabled();

  // Spec §5: company, address, zip_code and city are required.
  await field(page, "First name").fill("Rita");
  await save.click();
  for (const message of [
    "Company cannot be empty",
    "Street cannot be empty",
    "Postcode/ZIP cannot be empty",
    "City cannot be empty",
  ]) {
    await expect(fieldError(page, message)).toBeVisible();
    await expect(problems(page).getByRole("link", { name: message })).toBeVisible();
  }
  await expect(field(page, "Company")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(COMPLETE)).toHaveCount(0);
  // At the top, each error a link to its field.
  await expect(problems(page).getByRole("link", { name: "City cannot be empty" })).toHaveAttribute(
    "href",
    "#profile-city",
  );

  await fillRequired(page, "Salon Zwei & Söhne", "Hauptstraße 2", "SW1A 1AA", "Berlin");
  await field(page, "Website").fill("salon-zwei.de");
  await field(page, "About").fill("Cuts & colour since 1999.");
  if (js) await expect(page.getByText("Company cannot be empty")).toHaveCount(0);
  await save.click();
  // The test server has no edge country: US, so a numeric ZIP.
  await expect(fieldError(page, "Enter a valid ZIP code (digits only).")).toBeVisible();
  await field(page, "Postcode/ZIP").fill("10115");
  await save.click();

  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await expect(page.getByText(COMPLETE)).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toHaveAttribute(
    "href",
    `/${stylist.accountId}/portfolios`,
  );
  await expect(page.getByRole("link", { name: "View profile" })).toHaveAttribute(
    "href",
    `/salon-zwei-sohne/me?account_id=${stylist.accountId}`,
  );
  await expect(field(page, "Company")).toHaveValue("Salon Zwei & Söhne");
  await expect(field(page, "First name")).toHaveValue("Rita");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Salon Zwei & Söhne");

  if (js) {
    // Disabled again after saving; a change that the server trims away enables it.
    await expect(save).toBeDisabled();
    await field(page, "City").fill("Berlin ");
    await expect(save).toBeEnabled();
  }
  await save.click();
  await expect(toast(page, ACCOUNT_MESSAGES.noChanges)).toHaveAttribute("data-toast-type", "warning");
  if (js) await expect(save).toBeDisabled();
});

test("a failed save lists its errors at the top, and the complete-profile card waits for a good save", async ({
  page,
  stylist,
  allowBrowserErrors,
}, testInfo) => {
  allowBrowserErrors(failedLoad(400, `/accounts/${stylist.accountId}`)); // without JavaScript: the action's field errors
  await page.goto(`/accounts/${stylist.accountId}`);
  await fillRequired(page, "Salon Vier", "Torstraße 4", "10119", "Berlin");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await expect(page.getByText(COMPLETE)).toBeVisible();

  // City emptied and a bad website: the saved profile is complete, the form is not.
  await field(page, "City").fill("");
  await field(page, "Website").fill("not a site");
  await page.getByRole("button", { name: "Save changes" }).click();
  const summary = problems(page);
  await expect(summary).toBeVisible();
  await expect(summary.getByRole("link")).toHaveText(["City cannot be empty", "Website: Enter a valid web address"]);
  await expect(page.getByText(COMPLETE)).toHaveCount(0);
  if (isNoJs(testInfo.project.name)) {
    // The page comes back at the top: the summary has the focus, a link jumps to the field.
    await expect(summary).toBeInViewport();
    await expect(summary).toBeFocused();
    await summary.getByRole("link", { name: "City cannot be empty" }).click();
    await expect(page).toHaveURL(/#profile-city$/);
  } else {
    // The form moved the focus to its first wrong field; the summary's link leads there too.
    await expect(field(page, "City")).toBeFocused();
    await field(page, "About").focus();
    await summary.getByRole("link", { name: "City cannot be empty" }).click();
    await expect(field(page, "City")).toBeFocused();
  }
  await expect(field(page, "City")).toBeInViewport();

  // Fixed, the summary goes and the card comes back.
  await field(page, "City").fill("Potsdam");
  await field(page, "Website").fill("salon-vier.de");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated).last()).toBeVisible();
  await expect(problems(page)).toHaveCount(0);
  await expect(page.getByText(COMPLETE)).toBeVisible();
  await expect(field(page, "City")).toHaveValue("Potsdam");
});

test("save an avatar with Save changes, then delete it; videos are refused", async ({
  page,
  stylist,
  allowBrowserErrors,
}, testInfo) => {
  // A video sent with the profile: the save answers 422 with the warning on the avatar.
  allowBrowserErrors(failedLoad(422, `/accounts/${stylist.accountId}`));
  const js = !isNoJs(testInfo.project.name);
  await page.goto(`/accounts/${stylist.accountId}`);
  await fillRequired(page, "Salon Bild", "Bildweg 2", "10115", "Berlin");
  const card = page.getByRole("region", { name: "Avatar" });
  const fileInput = card.locator('input[type="file"][name="avatar"]');
  const save = page.getByRole("button", { name: "Save changes" });
  const avatarImages = page.locator('img[src^="/media/accounts/"]');

  // Spec §5: a video is refused with a warning, whatever it is called.
  await fileInput.setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: MP4 });
  if (js) await expect(toast(page, AVATAR_IS_VIDEO)).toHaveAttribute("data-toast-type", "warning");
  else {
    await save.click();
    await expect(fieldError(page, AVATAR_IS_VIDEO)).toBeVisible();
  }
  await fileInput.setInputFiles({ name: "holiday.png", mimeType: "image/png", buffer: MP4 });
  if (js) await expect(card.getByRole("img", { name: "Preview of your new avatar" })).toBeVisible();
  await save.click();
  await expect(fieldError(page, AVATAR_IS_VIDEO)).toBeVisible();
  await expect(problems(page).getByRole("link", { name: AVATAR_IS_VIDEO })).toBeVisible();
  await expect(avatarImages).toHaveCount(0);

  await fileInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: solidPng() });
  if (js) {
    await expect(card.getByRole("img", { name: "Preview of your new avatar" })).toBeVisible();
    await expect(card.getByText(AVATAR_FIELD_TEXTS.picked("me.png"))).toBeVisible();
    await expect(fieldError(page, AVATAR_IS_VIDEO)).toHaveCount(0);
  }
  await save.click();
  await expect(toast(page, ACCOUNT_MESSAGES.avatarUpdated)).toBeVisible();
  await expect(avatarImages.first()).toBeVisible();
  await expect(avatarImages.first()).toHaveJSProperty("naturalWidth", 16);

  await card.getByRole("button", { name: "Delete avatar" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.avatarDeleted)).toBeVisible();
  await expect(avatarImages).toHaveCount(0);
});

test("the add-slide shortcut shows once the account has company, avatar and address", async ({ page, stylist }) => {
  const header = page.getByRole("banner");
  const shortcut = header.getByRole("link", { name: "Add a slide" }).first();
  await page.goto(`/accounts/${stylist.accountId}`);
  await fillRequired(page, "Salon Drei", "Ringstraße 3", "20095", "Hamburg");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.profileUpdated)).toBeVisible();
  await expect(shortcut).toHaveCount(0);

  await page.locator('input[type="file"][name="avatar"]').setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: solidPng(),
  });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.avatarUpdated)).toBeVisible();
  await expect(shortcut).toHaveAttribute("href", `/${stylist.accountId}/styles`);
});

test("change the password, then log in with it", async ({ page, stylist, allowBrowserErrors }, testInfo) => {
  // A confirmation that differs (400, field errors) and a login with the old password (401).
  allowBrowserErrors(failedLoad(400, `/accounts/${stylist.accountId}/security`), failedLoad(401, "/login"));
  const js = !isNoJs(testInfo.project.name);
  await page.goto(`/accounts/${stylist.accountId}/security`);
  await expect(page).toHaveTitle("Access and security | Stylecast");
  await expect(page.getByLabel("Email")).toHaveValue(stylist.email);
  await expect(page.getByLabel("Email")).toHaveAttribute("readonly", "");
  const update = page.getByRole("button", { name: "Update" });
  if (js) {
    await expect(update).toBeDisabled();
    await expect(page.getByLabel("Password confirmation")).toBeHidden();
  }

  await field(page, "Password").fill("Changed#2026");
  if (js) {
    await expect(page.getByText(PASSWORD_MESSAGES.valid)).toBeVisible();
    await expect(update).toBeEnabled();
  }
  await page.getByLabel("Password confirmation").fill("Changed#2027");
  await update.click();
  await expect(page.getByText(PASSWORD_MESSAGES.notMatching)).toBeVisible();

  await field(page, "Password").fill("Changed#2026");
  await page.getByLabel("Password confirmation").fill("Changed#2026");
  await update.click();
  await expect(toast(page, AUTH_MESSAGES.passwordChanged)).toBeVisible();
  await expect(page).toHaveURL(`/accounts/${stylist.accountId}/security`);

  await page.goto("/logout");
  await page.getByRole("button", { name: "Logout" }).last().click();
  await expect(toast(page, AUTH_MESSAGES.loggedOut)).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await page.getByLabel("Password").fill("Changed#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, AUTH_MESSAGES.signedIn)).toBeVisible();
});

test("invite a friend who registers through the mailed link and shows up as ACCEPTED; cancel a pending invite", async ({
  page,
  stylist,
  browser,
  baseURL,
  allowBrowserErrors,
}, testInfo) => {
  // An empty and a malformed e-mail (400 without JavaScript) and the stylist's own e-mail (422 from the API).
  allowBrowserErrors(
    failedLoad(400, `/accounts/${stylist.accountId}/referral`),
    failedLoad(422, `/accounts/${stylist.accountId}/referral`),
  );
  const friend = uniqueEmail(testInfo, "friend");
  const maybe = uniqueEmail(testInfo, "maybe");
  await page.goto(`/accounts/${stylist.accountId}/referral`);
  await expect(page).toHaveTitle("Referral | Stylecast");
  await expect(page.getByRole("heading", { name: "Help us grow" })).toBeVisible();
  const balance = page.getByRole("progressbar", { name: "Referral balance" });
  await expect(balance).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByText("You have referred 0 friends.")).toBeVisible();

  const send = page.getByRole("button", { name: "Send invitation" });
  await send.click();
  await expect(page.getByText(INVITE_EMAIL_REQUIRED)).toBeVisible();
  await page.getByLabel("Friend's email").fill("not-an-email");
  await send.click();
  await expect(page.getByText(INVALID_EMAIL)).toBeVisible();
  await page.getByLabel("Friend's email").fill(stylist.email);
  await send.click();
  await expect(page.getByText(ACCOUNT_MESSAGES.inviteSelf)).toBeVisible();

  for (const email of [friend, maybe]) {
    await page.getByLabel("Friend's email").fill(email);
    await send.click();
    await expect(toast(page, ACCOUNT_MESSAGES.inviteSent).last()).toBeVisible();
    await expect(page.getByRole("row", { name: email })).toContainText("Pending");
  }

  // The friend opens the mailed link in their own browser and registers with the code.
  const { javaScriptEnabled, extraHTTPHeaders } = testInfo.project.use;
  const friendContext = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders });
  const friendErrors = watchBrowserErrors(friendContext);
  await skipCookieBanner(friendContext, baseURL);
  const friendPage = await friendContext.newPage();
  await followMailLink(friendPage, friend, "invites you to Stylecast", "/register?");
  await expect(friendPage.getByLabel("Email")).toHaveValue(friend);
  await friendPage.getByLabel("Password", { exact: true }).fill("Friend#2026");
  await friendPage.getByLabel("Password confirmation").fill("Friend#2026");
  await friendPage.getByLabel("I agree to the terms and conditions").check();
  await friendPage.getByRole("button", { name: "Register" }).click();
  await expect(outcome(friendPage, AUTH_MESSAGES.signUp)).toBeVisible();

  await page.reload();
  const friendRow = page.getByRole("row", { name: friend });
  await expect(friendRow.getByRole("img", { name: "Accepted" })).toBeVisible();
  await expect(friendRow.getByRole("button")).toHaveCount(0);
  await expect(balance).toHaveAttribute("aria-valuenow", "10");
  await expect(page.getByText("You have referred 1 friend.")).toBeVisible();
  await expect(page.getByTestId("referral-reward")).toContainText("Your reward: €0");

  // Confirming the e-mail makes the friend ACTIVE: two green checks and a reward of 10.
  await confirmEmail(friendPage, friend);
  await friendContext.close();
  expect(friendErrors.unexpected(), "errors in the friend's browser console").toEqual([]);
  await page.reload();
  await expect(friendRow.getByRole("img", { name: "Active" })).toBeVisible();
  await expect(page.getByTestId("referral-reward")).toContainText("Your reward: €10");

  await page.getByRole("button", { name: `Delete the invitation to ${maybe}` }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.inviteCancelled)).toBeVisible();
  await expect(page.getByRole("row", { name: maybe })).toHaveCount(0);
  await expect(page.getByRole("row", { name: friend })).toBeVisible();
});

test("the referral link can be copied", async ({ page, context, stylist }, testInfo) => {
  await page.goto(`/accounts/${stylist.accountId}/referral`);
  const link = page.getByLabel(/Share it anywhere/);
  await expect(link).toHaveValue(/\/register\?referral_code=[A-Za-z0-9_-]+$/);
  await expect(link).toHaveAttribute("readonly", "");
  if (isNoJs(testInfo.project.name)) {
    await expect(page.getByRole("button", { name: "Copy" })).toHaveCount(0);
    return;
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(toast(page, "Referral link copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await link.inputValue());
});

test("save the slideshow settings", async ({ page, stylist }) => {
  await page.goto(`/accounts/${stylist.accountId}`);
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "Slideshow settings" }).click();
  await expect(page).toHaveURL(`/accounts/${stylist.accountId}/settings`);
  await expect(page).toHaveTitle("Slideshow settings | Stylecast");
  await expect(page.getByLabel("Landscape")).toBeChecked();
  await expect(page.getByLabel("Show the QR code")).toBeChecked();
  await expect(page.getByLabel("Show the loading bar")).toBeChecked();
  await expect(page.getByLabel("E-mail me when a screen goes dark")).toBeChecked();
  await expect(page.getByLabel("Show prices on screen")).not.toBeChecked();

  await page.getByLabel("Portrait").check();
  await page.getByLabel("Show the QR code").uncheck();
  await page.getByLabel("Show prices on screen").check();
  await page.getByLabel("E-mail me when a screen goes dark").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, ACCOUNT_MESSAGES.settingsSaved)).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Portrait")).toBeChecked();
  await expect(page.getByLabel("Show the QR code")).not.toBeChecked();
  await expect(page.getByLabel("Show the loading bar")).toBeChecked();
  await expect(page.getByLabel("E-mail me when a screen goes dark")).not.toBeChecked();
  await expect(page.getByLabel("Show prices on screen")).toBeChecked();
});

test("a fresh account deletes itself after ticking the agreement", async ({ page, stylist, allowBrowserErrors }) => {
  // Deleting without the tick (400, field error), then logging in to the deleted account (401).
  allowBrowserErrors(failedLoad(400, `/accounts/${stylist.accountId}/security`), failedLoad(401, "/login"));
  await page.goto(`/accounts/${stylist.accountId}/security`);
  const remove = page.getByRole("button", { name: "Delete Account" });
  // Deleting is the quiet last part of the page, below Update, never beside it.
  const update = await page.getByRole("button", { name: "Update" }).boundingBox();
  const removeBox = await remove.boundingBox();
  expect(removeBox?.y ?? 0).toBeGreaterThan((update?.y ?? 0) + (update?.height ?? 0));
  await remove.click();
  await expect(page.getByText(DELETE_AGREEMENT_REQUIRED)).toBeVisible();
  await expect(page).toHaveURL(`/accounts/${stylist.accountId}/security`);

  await page.getByLabel("I agree to delete my account").check();
  await remove.click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, ACCOUNT_MESSAGES.accountDeleted)).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeAttached();

  await page.goto(`/accounts/${stylist.accountId}`);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/accounts/${stylist.accountId}`)}`);
  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
});

test("only the owner opens an account: anyone else's is not found", async ({
  page,
  request,
  stylist,
  allowBrowserErrors,
}) => {
  // Another stylist's account and one that does not exist answer 404, which is the point.
  allowBrowserErrors(failedLoad(404, "/accounts/"));
  const demo = await signInByApi(request, DEMO_STYLIST.email, DEMO_STYLIST.password);
  for (const path of [`/accounts/${demo.accountId}`, `/accounts/${demo.accountId}/security`, "/accounts/nobody"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "PAGE NOT FOUND" })).toBeVisible();
  }
  const own = await page.goto(`/accounts/${stylist.accountId}/referral`);
  expect(own?.status()).toBe(200);
});

test("logged out, the account area asks to log in and comes back", async ({ page, context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
  await page.goto("/accounts/someone/settings");
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent("/accounts/someone/settings")}`);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("every tab fits the screen without sideways scrolling", async ({ page, stylist }) => {
    for (const tab of ["", "/security", "/referral", "/settings"]) {
      await page.goto(`/accounts/${stylist.accountId}${tab}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `/accounts/{id}${tab}`).toBeLessThanOrEqual(390);
    }
  });
});
