import { AUTH_MESSAGES } from "@contract/messages";
import type { Page } from "@playwright/test";
import { confirmEmail, followMailLink, skipCookieBanner, toast, uniqueEmail } from "./auth-helpers";
import { MP4_BYTES as MP4, solidPng } from "./support/png";
import { DEMO_STYLIST, expect, signInByApi, test } from "./support/stylists";

/**
 * The account area of issue 4 (spec §2 Account profile form, Access and
 * security, Referral page; §4 Profile form, Referee status; §5 Avatar, Delete
 * account), with JavaScript on and off. Every journey that changes data runs
 * as a fresh stylist (the `stylist` fixture).
 */
const COMPLETE = "Perfect, all required fields have been updated. Let's start your slideshow now!";

const isNoJs = (project: string) => project === "no-js";
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("edit and save the profile; required fields, then a second save without a change warns", async ({
  page,
  stylist,
}, testInfo) => {
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
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(field(page, "Company")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText(COMPLETE)).toHaveCount(0);

  await field(page, "Company").fill("Salon Zwei & Söhne");
  await field(page, "Street").fill("Hauptstraße 2");
  await field(page, "Postcode/ZIP").fill("SW1A 1AA");
  await field(page, "City").fill("Berlin");
  await field(page, "Website").fill("salon-zwei.de");
  await field(page, "About").fill("Cuts & colour since 1999.");
  if (js) await expect(page.getByText("Company cannot be empty")).toHaveCount(0);
  await save.click();
  // The test server has no edge country: US, so a numeric ZIP.
  await expect(page.getByText("Enter a valid ZIP code (digits only).")).toBeVisible();
  await field(page, "Postcode/ZIP").fill("10115");
  await save.click();

  await expect(toast(page, "Profile updated")).toBeVisible();
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
  await expect(toast(page, "No information has been updated")).toHaveAttribute("data-toast-type", "warning");
  if (js) await expect(save).toBeDisabled();
});

test("upload an avatar with a preview, then delete it; videos are refused", async ({ page, stylist }, testInfo) => {
  const js = !isNoJs(testInfo.project.name);
  await page.goto(`/accounts/${stylist.accountId}`);
  const card = page.getByRole("region", { name: "Avatar" });
  const fileInput = card.locator('input[type="file"][name="avatar"]');
  const upload = card.getByRole("button", { name: "Upload" });
  const avatarImages = page.locator('img[src^="/media/accounts/"]');

  // Spec §5: a video is refused with a warning, whatever it is called.
  await fileInput.setInputFiles({ name: "clip.mp4", mimeType: "video/mp4", buffer: MP4 });
  if (!js) await upload.click();
  await expect(toast(page, "Avatar cannot be a video")).toHaveAttribute("data-toast-type", "warning");
  await fileInput.setInputFiles({ name: "holiday.png", mimeType: "image/png", buffer: MP4 });
  if (js) await expect(card.getByRole("img", { name: "Preview of your new avatar" })).toBeVisible();
  await upload.click();
  await expect(toast(page, "Avatar cannot be a video").last()).toHaveAttribute("data-toast-type", "warning");
  await expect(avatarImages).toHaveCount(0);

  await fileInput.setInputFiles({ name: "me.png", mimeType: "image/png", buffer: solidPng() });
  if (js) {
    await expect(card.getByRole("img", { name: "Preview of your new avatar" })).toBeVisible();
    await expect(card.getByText("me.png is not saved yet")).toBeVisible();
  }
  await upload.click();
  await expect(toast(page, "Avatar updated")).toBeVisible();
  await expect(avatarImages.first()).toBeVisible();
  await expect(avatarImages.first()).toHaveJSProperty("naturalWidth", 16);

  await card.getByRole("button", { name: "Delete avatar" }).click();
  await expect(toast(page, "Avatar deleted")).toBeVisible();
  await expect(avatarImages).toHaveCount(0);
});

test("the add-slide shortcut shows once the account has company, avatar and address", async ({ page, stylist }) => {
  const header = page.getByRole("banner");
  const shortcut = header.getByRole("link", { name: "Add a slide" }).first();
  await page.goto(`/accounts/${stylist.accountId}`);
  await field(page, "Company").fill("Salon Drei");
  await field(page, "Street").fill("Ringstraße 3");
  await field(page, "Postcode/ZIP").fill("20095");
  await field(page, "City").fill("Hamburg");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(page, "Profile updated")).toBeVisible();
  await expect(shortcut).toHaveCount(0);

  await page.locator('input[type="file"][name="avatar"]').setInputFiles({
    name: "me.png",
    mimeType: "image/png",
    buffer: solidPng(),
  });
  await page.getByRole("button", { name: "Upload" }).click();
  await expect(toast(page, "Avatar updated")).toBeVisible();
  await expect(shortcut).toHaveAttribute("href", `/${stylist.accountId}/styles`);
});

test("change the password, then log in with it", async ({ page, stylist }, testInfo) => {
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
    await expect(page.getByText("Password pattern match!")).toBeVisible();
    await expect(update).toBeEnabled();
  }
  await page.getByLabel("Password confirmation").fill("Changed#2027");
  await update.click();
  await expect(page.getByText("Password and Password confirmation are not matching")).toBeVisible();

  await field(page, "Password").fill("Changed#2026");
  await page.getByLabel("Password confirmation").fill("Changed#2026");
  await update.click();
  await expect(toast(page, "Password changed successfully")).toBeVisible();
  await expect(page).toHaveURL(`/accounts/${stylist.accountId}/security`);

  await page.goto("/logout");
  await page.getByRole("button", { name: "Logout" }).last().click();
  await expect(toast(page, "Logged out successfully")).toBeVisible();
  await page.goto("/login");
  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
  await page.getByLabel("Password").fill("Changed#2026");
  await page.getByRole("button", { name: "Login" }).click();
  await expect(toast(page, "Signed in successfully")).toBeVisible();
});

test("invite a friend who registers through the mailed link and shows up as ACCEPTED; cancel a pending invite", async ({
  page,
  stylist,
  browser,
  baseURL,
}, testInfo) => {
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
  await expect(page.getByText("Email cannot be empty")).toBeVisible();
  await page.getByLabel("Friend's email").fill("not-an-email");
  await send.click();
  await expect(page.getByText("Invalid Email")).toBeVisible();
  await page.getByLabel("Friend's email").fill(stylist.email);
  await send.click();
  await expect(page.getByText("You cannot invite yourself")).toBeVisible();

  for (const email of [friend, maybe]) {
    await page.getByLabel("Friend's email").fill(email);
    await send.click();
    await expect(toast(page, "The email has been sent to the invitee.").last()).toBeVisible();
    await expect(page.getByRole("row", { name: email })).toContainText("Pending");
  }

  // The friend opens the mailed link in their own browser and registers with the code.
  const { javaScriptEnabled, extraHTTPHeaders } = testInfo.project.use;
  const friendContext = await browser.newContext({ baseURL, javaScriptEnabled, extraHTTPHeaders });
  await skipCookieBanner(friendContext, baseURL);
  const friendPage = await friendContext.newPage();
  await followMailLink(friendPage, friend, "invites you to Stylecast", "/register?");
  await expect(friendPage.getByLabel("Email")).toHaveValue(friend);
  await friendPage.getByLabel("Password", { exact: true }).fill("Friend#2026");
  await friendPage.getByLabel("Password confirmation").fill("Friend#2026");
  await friendPage.getByLabel("I agree to the terms and conditions").check();
  await friendPage.getByRole("button", { name: "Register" }).click();
  await expect(toast(friendPage, AUTH_MESSAGES.signUp)).toBeVisible();

  await page.reload();
  const friendRow = page.getByRole("row", { name: friend });
  await expect(friendRow.getByRole("img", { name: "Accepted" })).toBeVisible();
  await expect(friendRow.getByRole("button")).toHaveCount(0);
  await expect(balance).toHaveAttribute("aria-valuenow", "10");
  await expect(page.getByText("You have referred 1 friend.")).toBeVisible();
  await expect(page.getByText("Your reward: 0")).toBeVisible();

  // Confirming the e-mail makes the friend ACTIVE: two green checks and a reward of 10.
  await confirmEmail(friendPage, friend);
  await friendContext.close();
  await page.reload();
  await expect(friendRow.getByRole("img", { name: "Active" })).toBeVisible();
  await expect(page.getByText("Your reward: 10")).toBeVisible();

  await page.getByRole("button", { name: `Delete the invitation to ${maybe}` }).click();
  await expect(toast(page, "The invitation has been cancelled")).toBeVisible();
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

  await page.getByLabel("Portrait").check();
  await page.getByLabel("Show the QR code").uncheck();
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(toast(page, "Slideshow settings saved")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Portrait")).toBeChecked();
  await expect(page.getByLabel("Show the QR code")).not.toBeChecked();
  await expect(page.getByLabel("Show the loading bar")).toBeChecked();
});

test("a fresh account deletes itself after ticking the agreement", async ({ page, stylist }) => {
  await page.goto(`/accounts/${stylist.accountId}/security`);
  const remove = page.getByRole("button", { name: "Delete Account" });
  await remove.click();
  await expect(page.getByText("Please tick the box to confirm that your account should be deleted")).toBeVisible();
  await expect(page).toHaveURL(`/accounts/${stylist.accountId}/security`);

  await page.getByLabel("I agree to delete my account").check();
  await remove.click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, "Your account has been deleted")).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Login" }).first()).toBeAttached();

  await page.goto(`/accounts/${stylist.accountId}`);
  await expect(page).toHaveURL(`/login?redirect=${encodeURIComponent(`/accounts/${stylist.accountId}`)}`);
  await page.getByLabel("Email").fill(stylist.email);
  await page.getByLabel("Password").fill(stylist.password);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page.getByText("Invalid email or password")).toBeVisible();
});

test("only the owner opens an account: anyone else's is not found", async ({ page, request, stylist }) => {
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
