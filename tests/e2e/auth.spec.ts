import { AUTH_MESSAGES, MESSAGES } from "@contract/messages";
import {
  ACCOUNT_HOME,
  confirmEmail,
  DEMO_REFERRAL_CODE,
  e2eBypassToken,
  followMailLink,
  logIn,
  loginNoticeUrl,
  outcome,
  register,
  toast,
  uniqueEmail,
} from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";

/** The sign-in journeys of spec §2 and §4, through the real pages and the /v1 API. */
test.use({ cookieChoiceMade: true });

test("register with a referral code, confirm through the mail, log in to the account, see the header, log out", async ({
  page,
  allowBrowserErrors,
}, testInfo) => {
  allowBrowserErrors(failedLoad(403, "/login")); // logging in before confirming: the API's 403
  const email = uniqueEmail(testInfo, "journey");
  const password = "Journey#2026";

  // The login page says to check the inbox (after the toast is gone too) and sends the mail again on request.
  await register(page, email, password);
  await expect(outcome(page, email)).toBeVisible();
  await expect(toast(page, AUTH_MESSAGES.signUp)).toHaveCount(0);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByText(AUTH_MESSAGES.confirmationResent)).toBeVisible();
  await expect(outcome(page, AUTH_MESSAGES.signUp)).toBeVisible();

  // Not confirmed yet: the API says so on the form, not on an error page, and a new link is offered.
  await logIn(page, email, password);
  await expect(page.getByText(AUTH_MESSAGES.confirmFirst)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveTitle("Login | Stylecast");
  await expect(page.getByRole("button", { name: "Send a new link" })).toBeVisible();

  // The link sent again replaced the first: wait until its mail is in the outbox, then follow it.
  const mails = page.getByTestId("outbox-mail").filter({ hasText: email }).filter({ hasText: "Confirm your e-mail" });
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mails).toHaveCount(2, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await confirmEmail(page, email);
  await logIn(page, email, password);
  await expect(page).toHaveURL(ACCOUNT_HOME);
  await expect(page).toHaveTitle("Profile | Stylecast");
  await expect(toast(page, AUTH_MESSAGES.signedIn)).toBeVisible();

  const header = page.getByRole("banner");
  const userMenu = header.locator("summary", { hasText: email });
  await expect(userMenu).toBeVisible();
  await expect(header.getByRole("link", { name: "Login", includeHidden: true })).toHaveCount(0);
  await userMenu.click();
  const logout = header.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Logout" });
  await expect(logout).toBeVisible();
  await logout.click();

  await expect(page).toHaveURL("/");
  await expect(toast(page, AUTH_MESSAGES.loggedOut)).toBeVisible();
  await expect(header.getByRole("link", { name: "Login" })).toBeVisible();
  // Logout sits in a closed <details> menu: count hidden buttons too, or this could never fail.
  await expect(header.getByRole("button", { name: "Logout", includeHidden: true })).toHaveCount(0);
});

test("reset the password through the mail, then only the new one logs in", async ({
  page,
  allowBrowserErrors,
}, testInfo) => {
  // The old password after the reset (401), and the reset link used a second time (422).
  allowBrowserErrors(failedLoad(401, "/login"), failedLoad(422, "/password/reset"));
  const email = uniqueEmail(testInfo, "reset");
  await register(page, email, "Before#2026");
  await confirmEmail(page, email);

  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await expect(page).toHaveURL("/password/reset");
  await expect(page).toHaveTitle("Reset password | Stylecast");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  // The visitor stays on the page, which keeps saying what happened and can send the link again.
  await expect(page).toHaveURL(`/password/reset?${new URLSearchParams({ sent: "1", email })}`);
  await expect(outcome(page, AUTH_MESSAGES.resetRequested)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByRole("button", { name: "Send the link again" })).toBeVisible();

  await followMailLink(page, email, "Reset your Stylecast password", "/password/reset?");
  await expect(page).toHaveURL(/\/password\/reset\?reset_password_token=/);
  const resetLink = page.url();
  await page.getByLabel("New password").fill("After#2026");
  await page.getByLabel("Password confirmation").fill("After#2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page).toHaveURL(loginNoticeUrl("password-changed"));
  await expect(outcome(page, AUTH_MESSAGES.passwordChanged)).toBeVisible();

  await logIn(page, email, "Before#2026");
  await expect(page.getByText(AUTH_MESSAGES.invalidCredentials)).toBeVisible();
  await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
  await logIn(page, email, "After#2026");
  await expect(page).toHaveURL(ACCOUNT_HOME);
  await expect(toast(page, AUTH_MESSAGES.signedIn)).toBeVisible();

  // The link works once: the API's message shows on the form.
  await page.goto(resetLink);
  await page.getByLabel("New password").fill("Again#2026");
  await page.getByLabel("Password confirmation").fill("Again#2026");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.resetLinkInvalid })).toBeVisible();
});

// A logged-in browser on /tv opens its show instead (tv-pairing.spec.ts).
test("a logged-in user opening /login or /register is sent home with a warning", async ({ page, stylist }) => {
  for (const path of ["/login", "/register", "/login?redirect=/explore"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/");
    await expect(toast(page, MESSAGES.alreadyLoggedIn)).toBeVisible();
  }
  await expect(page.getByRole("banner").locator("summary", { hasText: stylist.email })).toBeVisible();
});

test("/logout asks first, and its button logs out", async ({ page, stylist }) => {
  await page.goto("/logout");
  await expect(page).toHaveTitle("Logout | Stylecast");
  await expect(page.getByRole("heading", { name: "Log out of Stylecast?" })).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL("/");
  await expect(toast(page, AUTH_MESSAGES.loggedOut)).toBeVisible();
  await expect(page.getByRole("banner").locator("summary", { hasText: stylist.email })).toHaveCount(0);

  // Logged out, /logout is an auth route: off to login, which comes back here afterwards.
  await page.goto("/logout");
  await expect(page).toHaveURL("/login?redirect=%2Flogout");
});

test("login returns to the page in ?redirect, and only to a page of this site", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "redirect");
  await register(page, email, "Redirect#2026");
  await confirmEmail(page, email);

  // Another site's address is ignored: the stylist's account, as without a redirect.
  await page.goto("/login?redirect=//evil.example/steal");
  await logIn(page, email, "Redirect#2026");
  await expect(page).toHaveURL(ACCOUNT_HOME);
  await page.goto("/logout");
  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, AUTH_MESSAGES.loggedOut)).toBeVisible();

  await page.goto("/login?redirect=%2Fexplore%3Fq%3Dbob");
  await logIn(page, email, "Redirect#2026");
  await expect(page).toHaveURL("/explore?q=bob");
  await expect(toast(page, AUTH_MESSAGES.signedIn)).toBeVisible();
});

test("a confirmation link that is wrong or used goes to login, which says so and offers a new link", async ({
  page,
}, testInfo) => {
  await page.goto("/confirm_email?confirm_token=not-a-real-token");
  await expect(page).toHaveURL(loginNoticeUrl("confirm-link-invalid"));
  await expect(outcome(page, AUTH_MESSAGES.confirmLinkInvalid)).toHaveAttribute("data-tone", "error");

  const email = uniqueEmail(testInfo, "confirm-twice");
  await register(page, email, "Twice#2026");
  await confirmEmail(page, email);
  await followMailLink(page, email, "Confirm your e-mail address", "/confirm_email?");
  await expect(page).toHaveURL(loginNoticeUrl("confirm-link-invalid"));
  await expect(outcome(page, AUTH_MESSAGES.confirmLinkInvalid)).toBeVisible();

  // A new link for any e-mail: the API's answer never says whether it waits for one.
  await page.getByLabel("Your e-mail for a new link").fill(email);
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByText(AUTH_MESSAGES.confirmationResent)).toBeVisible();
});

test("with the e2e bypass token from the query the account is active at once", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, "bypass");
  const query = new URLSearchParams({ email, referral_code: DEMO_REFERRAL_CODE, e2e_bypass_token: e2eBypassToken() });
  await page.goto(`/register?${query}`);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Password", { exact: true }).fill("Bypass#2026");
  await page.getByLabel("Password confirmation").fill("Bypass#2026");
  await page.getByLabel("I agree to the terms and conditions").check();
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page).toHaveURL(loginNoticeUrl("ready", email));
  await expect(outcome(page, AUTH_MESSAGES.signUpBypassed)).toHaveAttribute("data-tone", "success");
  await expect(page.getByRole("button", { name: "Send a new link" })).toHaveCount(0);

  await logIn(page, email, "Bypass#2026");
  await expect(page).toHaveURL(ACCOUNT_HOME);
  await expect(toast(page, AUTH_MESSAGES.signedIn)).toBeVisible();
});
