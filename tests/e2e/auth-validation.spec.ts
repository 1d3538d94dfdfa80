import { expect, type Page, test } from "@playwright/test";
import { DEMO_REFERRAL_CODE, skipCookieBanner, toast, uniqueEmail } from "./auth-helpers";

/**
 * The messages of spec §5 on the sign-in forms. Server-side ones are checked
 * in both projects (without JavaScript the action answers with them); live
 * feedback only where JavaScript is what makes it live.
 */
test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

const jsOnly = "live feedback needs JavaScript";
const message = (page: Page, text: string) => page.getByRole("main").getByText(text, { exact: true });
const password = (page: Page) => page.getByLabel("Password", { exact: true });
const confirmation = (page: Page) => page.getByLabel("Password confirmation");
const registerButton = (page: Page) => page.getByRole("button", { name: "Register" });
const referralCode = (page: Page) => page.getByLabel("Referral code", { exact: true });

test.describe("login", () => {
  test("an empty form asks for a valid e-mail and the password", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Login | Stylecast");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(message(page, "Invalid Email")).toBeVisible();
    await expect(message(page, "Password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-describedby", /error/);
  });

  test("a malformed e-mail is refused before the API is asked", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill("whatever");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(message(page, "Invalid Email")).toBeVisible();
    await expect(message(page, "Password is required")).toHaveCount(0);
    await expect(page).toHaveURL("/login");
  });

  test("a wrong password is an inline error on the form, never an error page", async ({ page }, testInfo) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "nobody"));
    await page.getByLabel("Password").fill("Wrong#2026");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(message(page, "Invalid email or password")).toBeVisible();
    await expect(page.getByLabel("Password")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Login" })).toBeVisible();
  });

  test("links to register and to the password reset", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("main").getByRole("link", { name: "Register" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("link", { name: "Forgot your password?" })).toHaveAttribute("href", "/password/reset");
  });

  test("what the browser autofilled is checked 1.5 s after the page loads", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", jsOnly);
    await page.goto("/login");
    // Autofill sets values without input events.
    await page.getByLabel("Email").evaluate((input: HTMLInputElement) => {
      input.value = "autofilled-but-broken";
    });
    await expect(message(page, "Invalid Email")).toBeVisible({ timeout: 4_000 });
    await expect(message(page, "Password is required")).toHaveCount(0);
  });
});

test.describe("register", () => {
  test("reads email and referral code from the query; the code's checkbox starts ticked", async ({ page }) => {
    await page.goto(`/register?email=ann%40example.com&referral_code=${DEMO_REFERRAL_CODE}`);
    await expect(page).toHaveTitle("Register | Stylecast");
    await expect(page.getByLabel("Email")).toHaveValue("ann@example.com");
    await expect(page.getByLabel("I have a referral code")).toBeChecked();
    await expect(referralCode(page)).toBeVisible();
    await expect(referralCode(page)).toHaveValue(DEMO_REFERRAL_CODE);
  });

  test("the referral checkbox reveals the code field, with or without JavaScript", async ({ page }) => {
    await page.goto("/register");
    await expect(page.getByLabel("I have a referral code")).not.toBeChecked();
    await expect(referralCode(page)).toBeHidden();
    await page.getByLabel("I have a referral code").check();
    await expect(referralCode(page)).toBeVisible();
    await page.getByLabel("I have a referral code").uncheck();
    await expect(referralCode(page)).toBeHidden();
  });

  test("the confirmation appears once a password is typed, with or without JavaScript", async ({ page }) => {
    await page.goto("/register");
    await expect(confirmation(page)).toBeHidden();
    await password(page).fill("a");
    await expect(confirmation(page)).toBeVisible();
    await password(page).fill("");
    await expect(confirmation(page)).toBeHidden();
  });

  test("a bad e-mail and unticked terms are refused with their messages", async ({ page }) => {
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill("ann@");
    await password(page).fill("Valid#2026");
    await confirmation(page).fill("Valid#2026");
    await registerButton(page).click();
    await expect(message(page, "Invalid Email")).toBeVisible();
    await expect(message(page, "You must agree to the terms and conditions")).toBeVisible();
    await expect(page.getByLabel("I agree to the terms and conditions")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
  });

  test("a password that breaks the rules: 'Invalid Password'", async ({ page }, testInfo) => {
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "weak"));
    await password(page).fill("abcdefgh");
    await confirmation(page).fill("abcdefgh");
    await page.getByLabel("I agree to the terms and conditions").check();
    if (testInfo.project.name === "js") await expect(registerButton(page)).toBeDisabled();
    else await registerButton(page).click();
    await expect(message(page, "Invalid Password")).toBeVisible();
  });

  test("a confirmation that differs: '… are not matching'", async ({ page }, testInfo) => {
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "mismatch"));
    await password(page).fill("Valid#2026");
    await confirmation(page).fill("Valid#2027");
    await page.getByLabel("I agree to the terms and conditions").check();
    if (testInfo.project.name === "js") await expect(registerButton(page)).toBeDisabled();
    else await registerButton(page).click();
    await expect(message(page, "Password and Password confirmation are not matching")).toBeVisible();
    await expect(confirmation(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("an empty confirmation: 'Password confirmation cannot be empty'", async ({ page }, testInfo) => {
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "noconfirm"));
    await password(page).fill("Valid#2026");
    if (testInfo.project.name === "js") {
      await confirmation(page).fill("V");
      await confirmation(page).fill("");
      await expect(registerButton(page)).toBeDisabled();
    } else {
      await registerButton(page).click();
    }
    await expect(message(page, "Password confirmation cannot be empty")).toBeVisible();
  });

  test("a taken e-mail comes back from the API on the e-mail field", async ({ page }) => {
    await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
    await page.getByLabel("Email").fill("stylist@example.com");
    await password(page).fill("Valid#2026");
    await confirmation(page).fill("Valid#2026");
    await page.getByLabel("I agree to the terms and conditions").check();
    await registerButton(page).click();
    await expect(message(page, "Email has already been taken")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByLabel("Email")).toHaveValue("stylist@example.com");
  });

  test("an unknown referral code comes back from the API on the code field", async ({ page }, testInfo) => {
    await page.goto("/register?referral_code=NOSUCHCODE");
    await page.getByLabel("Email").fill(uniqueEmail(testInfo, "badcode"));
    await password(page).fill("Valid#2026");
    await confirmation(page).fill("Valid#2026");
    await page.getByLabel("I agree to the terms and conditions").check();
    await registerButton(page).click();
    await expect(message(page, "Invalid referral code")).toBeVisible();
    await expect(referralCode(page)).toHaveAttribute("aria-invalid", "true");
  });

  test("the Terms of Use open from the form", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("link", { name: "Read the Terms of Use" }).click();
    const terms = page.getByRole("dialog", { name: "Terms of Use" });
    await expect(terms).toBeVisible();
    await terms.getByRole("link", { name: "Close" }).click();
    await expect(terms).toBeHidden();
  });

  test("password rules tick live and the submit waits for them and a matching confirmation", async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", jsOnly);
    await page.goto("/register");
    const rules = page.getByRole("list", { name: "Password rules" });
    const rule = (id: string) => rules.locator(`[data-rule="${id}"]`);
    await expect(registerButton(page)).toBeDisabled();

    await password(page).pressSequentially("abc");
    await expect(rule("lowercase")).toHaveAttribute("data-state", "passed");
    await expect(rule("lowercase")).toContainText("✓");
    await expect(rule("uppercase")).toContainText("✗");
    await password(page).pressSequentially("defg");
    await expect(message(page, "Invalid Password")).toHaveCount(0);
    await password(page).pressSequentially("h");
    await expect(message(page, "Invalid Password")).toBeVisible();

    await password(page).fill("Abcdefg#1");
    for (const id of ["length", "digit", "lowercase", "uppercase", "symbol"]) {
      await expect(rule(id)).toHaveAttribute("data-state", "passed");
    }
    await expect(message(page, "Password pattern match!")).toBeVisible();
    await expect(registerButton(page)).toBeDisabled();

    await confirmation(page).fill("Abcdefg#");
    await expect(message(page, "Password and Password confirmation are not matching")).toBeVisible();
    await expect(registerButton(page)).toBeDisabled();
    await confirmation(page).fill("Abcdefg#1");
    await expect(message(page, "Password and Password confirmation are matching")).toBeVisible();
    await expect(registerButton(page)).toBeEnabled();
  });

  test("the e-mail is checked live after 3 characters", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", jsOnly);
    await page.goto("/register");
    const email = page.getByLabel("Email");
    await email.pressSequentially("ann");
    await expect(message(page, "Invalid Email")).toHaveCount(0);
    await email.pressSequentially("@");
    await expect(message(page, "Invalid Email")).toBeVisible();
    await email.pressSequentially("example.com");
    await expect(message(page, "Invalid Email")).toHaveCount(0);
    await expect(message(page, "Email looks good")).toBeVisible();
  });

  test("a referral code of 4+ characters is verified as it is typed", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", jsOnly);
    await page.goto("/register");
    await page.getByLabel("I have a referral code").check();
    const code = referralCode(page);
    await code.pressSequentially("NOPE1");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(message(page, "Invalid referral code")).toBeVisible();

    await code.fill(DEMO_REFERRAL_CODE);
    await expect(toast(page, "Referral code verified")).toHaveAttribute("data-toast-type", "success");
    await expect(message(page, "Referral code verified")).toBeVisible();
    await expect(code).not.toHaveAttribute("aria-invalid");
  });
});

test.describe("password reset", () => {
  test("asks for the e-mail and refuses a malformed one", async ({ page }) => {
    await page.goto("/password/reset");
    await expect(page).toHaveTitle("Reset password | Stylecast");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(message(page, "Invalid Email")).toBeVisible();
    await expect(page).toHaveURL("/password/reset");
  });

  test("with a token it asks for the new password and refuses a broken link", async ({ page }) => {
    await page.goto("/password/reset?reset_password_token=not-a-real-token");
    await expect(page.getByLabel("Email")).toHaveCount(0);
    await expect(page.getByRole("list", { name: "Password rules" })).toBeVisible();
    await page.getByLabel("New password").fill("Fresh#2026");
    await page.getByLabel("Password confirmation").fill("Fresh#2026");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "This reset link is invalid or has expired" }),
    ).toBeVisible();
  });

  test("the e-mail is checked 500 ms after typing stops, and only past 8 characters", async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === "no-js", jsOnly);
    await page.goto("/password/reset");
    const email = page.getByLabel("Email");
    await email.pressSequentially("abc@def");
    await page.waitForTimeout(800);
    await expect(message(page, "Invalid Email")).toHaveCount(0);
    await email.pressSequentially("ghi");
    await expect(message(page, "Invalid Email")).toHaveCount(0);
    await expect(message(page, "Invalid Email")).toBeVisible({ timeout: 2_000 });
    await email.pressSequentially(".com");
    await expect(message(page, "Invalid Email")).toBeHidden({ timeout: 2_000 });
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
