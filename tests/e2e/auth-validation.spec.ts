import { INVALID_EMAIL, TERMS_REQUIRED } from "@contract/auth-schemas";
import { AUTH_MESSAGES } from "@contract/messages";
import { PASSWORD_MESSAGES } from "@contract/password-rules";
import { DEMO_REFERRAL_CODE, formMessage, registerForm, submitRegistration, toast, uniqueEmail } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";

/**
 * The messages of spec §5 on the sign-in forms. Server-side ones are checked
 * in both projects (without JavaScript the action answers with them); the
 * live feedback JavaScript adds is in live-validation.js.spec.ts.
 */
test.use({ cookieChoiceMade: true });

test.describe("login", () => {
  test("an empty form asks for a valid e-mail and the password", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(400, "/login")); // without JavaScript: the action's field errors
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | Stylecast");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(formMessage(page, INVALID_EMAIL)).toBeVisible();
    await expect(formMessage(page, PASSWORD_MESSAGES.required)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-describedby", /error/);
  });

  test("a malformed e-mail is refused before the API is asked", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(400, "/login")); // without JavaScript: the action's field errors
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(formMessage(page, INVALID_EMAIL)).toBeVisible();
    await expect(formMessage(page, PASSWORD_MESSAGES.required)).toHaveCount(0);
    await expect(page).toHaveURL("/login");
  });

  test("a wrong password is an inline error on the form, never an error page", async ({
    page,
    allowBrowserErrors,
  }, testInfo) => {
    allowBrowserErrors(failedLoad(401, "/login")); // the API's 401, passed on with the form error
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "nobody"));
    await page.getByLabel("Password").fill("Wrong#2026");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(formMessage(page, AUTH_MESSAGES.invalidCredentials)).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  });

  test("links to register and to the password reset", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("main").getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/password/reset");
  });
});

test.describe("register", () => {
  test("reads email and referral code from the query; the code's checkbox starts ticked", async ({ page }) => {
    await page.goto(`/register?email=ann%40example.com&referral_code=${DEMO_REFERRAL_CODE}`);
    await expect(page).toHaveTitle("Register | Stylecast");
    await expect(page.getByLabel("Email")).toHaveValue("ann@example.com");
    await expect(page.getByLabel("I have a referral code")).toBeChecked();
    await expect(registerForm(page).referralCode).toBeVisible();
    await expect(registerForm(page).referralCode).toHaveValue(DEMO_REFERRAL_CODE);
  });

  test("Register is enabled from the start and a submit says everything that is missing", async ({
    page,
    allowBrowserErrors,
  }) => {
    allowBrowserErrors(failedLoad(400, "/register")); // without JavaScript: the action's field errors
    await page.goto("/register");
    await expect(page.getByRole("list", { name: "Password rules" }).locator('[data-state="unknown"]')).toHaveCount(5);
    await expect(registerForm(page).submit).toBeEnabled();
    await page.getByLabel("Email").fill("ann@example.com");
    await registerForm(page).submit.click();
    await expect(formMessage(page, PASSWORD_MESSAGES.required)).toBeVisible();
    await expect(formMessage(page, TERMS_REQUIRED)).toBeVisible();
    // The required code hid behind its unticked box: now the box is ticked and the field shows the error.
    await expect(page.getByLabel("I have a referral code")).toBeChecked();
    await expect(registerForm(page).referralCode).toBeVisible();
    await expect(formMessage(page, AUTH_MESSAGES.referralCodeEmpty)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("ann@example.com");
  });

  test("Enter in a field submits the form", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(400, "/register")); // without JavaScript: the action's field errors
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill("ann@example.com");
    await page.getByLabel("Email").press("Enter");
    await expect(formMessage(page, TERMS_REQUIRED)).toBeVisible();
  });

  test("the referral checkbox reveals the code field, with or without JavaScript", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByLabel("I have a referral code")).not.toBeChecked();
    await expect(registerForm(page).referralCode).toBeHidden();
    await page.getByLabel("I have a referral code").check();
    await expect(registerForm(page).referralCode).toBeVisible();
    await page.getByLabel("I have a referral code").uncheck();
    await expect(registerForm(page).referralCode).toBeHidden();
  });

  test("the confirmation appears once a password is typed, with or without JavaScript", async ({ page }) => {
    await page.goto("/register");
    await expect(registerForm(page).confirmation).toBeHidden();
    await registerForm(page).password.fill("a");
    await expect(registerForm(page).confirmation).toBeVisible();
    await registerForm(page).password.fill("");
    await expect(registerForm(page).confirmation).toBeHidden();
  });

  test("a bad e-mail and unticked terms are refused with their messages", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(400, "/register")); // the action's field errors
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill("ann@");
    await registerForm(page).password.fill("Valid#2026");
    await registerForm(page).confirmation.fill("Valid#2026");
    await registerForm(page).submit.click();
    await expect(formMessage(page, INVALID_EMAIL)).toBeVisible();
    await expect(formMessage(page, TERMS_REQUIRED)).toBeVisible();
    await expect(page.getByLabel("I agree to the terms and conditions")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
  });

  for (const { title, label, typed, retyped, said, field } of [
    {
      title: "a password that breaks the rules: 'Invalid Password'",
      label: "weak",
      typed: "abcdefgh",
      retyped: "abcdefgh",
      said: PASSWORD_MESSAGES.invalid,
      field: "password" as const,
    },
    {
      title: "a confirmation that differs: '… are not matching'",
      label: "mismatch",
      typed: "Valid#2026",
      retyped: "Valid#2027",
      said: PASSWORD_MESSAGES.notMatching,
      field: "confirmation" as const,
    },
  ]) {
    test(title, async ({ page, allowBrowserErrors }, testInfo) => {
      allowBrowserErrors(failedLoad(400, "/register")); // without JavaScript: the action's field errors
      await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
      await submitRegistration(page, uniqueEmail(testInfo, label), typed, retyped);
      await expect(formMessage(page, said)).toBeVisible();
      await expect(registerForm(page)[field]).toHaveAttribute("aria-invalid", "true");
    });
  }

  test("an empty confirmation: 'Password confirmation cannot be empty'", async ({
    page,
    allowBrowserErrors,
  }, testInfo) => {
    allowBrowserErrors(failedLoad(400, "/register")); // without JavaScript: the action's field errors
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "noconfirm"));
    await registerForm(page).password.fill("Valid#2026");
    await registerForm(page).submit.click();
    await expect(formMessage(page, PASSWORD_MESSAGES.confirmationEmpty)).toBeVisible();
  });

  test("a taken e-mail comes back from the API on the e-mail field", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(422, "/register")); // the API's 422, passed on as a field error
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await submitRegistration(page, "stylist@example.com", "Valid#2026", "Valid#2026");
    await expect(formMessage(page, AUTH_MESSAGES.emailTaken)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("stylist@example.com");
  });

  test("an unknown referral code comes back from the API on the code field, said once", async ({
    page,
    allowBrowserErrors,
  }, testInfo) => {
    // The API's 422 on the form post, and on the live code check (/register/verify-code) with JavaScript.
    allowBrowserErrors(failedLoad(422, "/register"));
    await page.goto("/register?referral_code=NOSUCHCODE");
    await submitRegistration(page, uniqueEmail(testInfo, "badcode"), "Valid#2026", "Valid#2026");
    await expect(formMessage(page, AUTH_MESSAGES.referralCodeInvalid)).toBeVisible();
    await expect(registerForm(page).referralCode).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("I have a referral code")).toBeChecked();
    // Under the field only: no toast repeating it.
    await expect(page.getByText(AUTH_MESSAGES.referralCodeInvalid)).toHaveCount(1);
    await expect(toast(page, AUTH_MESSAGES.referralCodeInvalid)).toHaveCount(0);
  });

  test("the Terms of Use open from the form without losing what was typed", async ({ page }, testInfo) => {
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill("ann@example.com");
    await registerForm(page).password.fill("Valid#2026");
    if (testInfo.project.name === "js") {
      // The modal of spec §2.
      await page.getByRole("link", { name: "Read the Terms of Use" }).click();
      const terms = page.getByRole("dialog", { name: "Terms of Use" });
      await expect(terms).toBeVisible();
      await terms.getByRole("link", { name: "Close" }).click();
      await expect(terms).toBeHidden();
    } else {
      // Without JavaScript a link would load another page and lose the form: the terms unfold in place.
      await page.getByText("Read the Terms of Use").click();
      await expect(page.getByText("By creating an account you agree to these terms.")).toBeVisible();
      await expect(page).toHaveURL(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    }
    await expect(page.getByLabel("Email")).toHaveValue("ann@example.com");
    await expect(registerForm(page).password).toHaveValue("Valid#2026");
  });
});

test.describe("password reset", () => {
  test("asks for the e-mail and refuses a malformed one", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(400, "/password/reset")); // without JavaScript: the action's field errors
    await page.goto("/password/reset");
    await expect(page).toHaveTitle("Reset password | Stylecast");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(formMessage(page, INVALID_EMAIL)).toBeVisible();
    await expect(page).toHaveURL("/password/reset");
  });

  test("with a token it asks for the new password and refuses a broken link", async ({ page, allowBrowserErrors }) => {
    allowBrowserErrors(failedLoad(422, "/password/reset")); // the API refuses the made-up token
    await page.goto("/password/reset?reset_password_token=not-a-real-token");
    await expect(page.getByLabel("Email")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Password rules" })).toBeVisible();
    await page.getByLabel("New password").fill("Fresh#2026");
    await page.getByLabel("Password confirmation").fill("Fresh#2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: AUTH_MESSAGES.resetLinkInvalid })).toBeVisible();
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ["/login", "/register?referral_code=DEMO2026", "/password/reset"]) {
    test(`${path} fits the screen with 44 px tap targets`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      for (const control of await page.getByRole("main").locator("input:visible, button:visible").all()) {
        const box = await control.boundingBox();
        const type = await control.getAttribute("type");
        if (type === "checkbox") continue; // its label row is the 44 px target
        expect(box?.height ?? 0, `${await control.evaluate((element) => element.outerHTML)}`).toBeGreaterThanOrEqual(
          44,
        );
      }
    });
  }
});
