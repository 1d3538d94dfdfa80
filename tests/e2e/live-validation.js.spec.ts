import { expect, type Page, test } from "@playwright/test";
import { DEMO_REFERRAL_CODE, skipCookieBanner, toast } from "./auth-helpers";

/** The live feedback of spec §5 that JavaScript adds to the sign-in forms (this file runs in the js project only). */
test.beforeEach(async ({ context, baseURL }) => {
  await skipCookieBanner(context, baseURL);
});

const message = (page: Page, text: string) => page.getByRole("main").getByText(text, { exact: true });
const password = (page: Page) => page.getByLabel("Password", { exact: true });
const confirmation = (page: Page) => page.getByLabel("Password confirmation");
const registerButton = (page: Page) => page.getByRole("button", { name: "Register" });
const referralCode = (page: Page) => page.getByLabel("Referral code", { exact: true });

test.describe("login", () => {
  test("what the browser autofilled is checked 1.5 s after the page loads", async ({ page }) => {
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
  test("password rules tick live and the submit waits for them and a matching confirmation", async ({ page }) => {
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

  test("the e-mail is checked live after 3 characters", async ({ page }) => {
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

  test("a referral code of 4+ characters is verified as it is typed", async ({ page }) => {
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
  test("the e-mail is checked 500 ms after typing stops, and only past 8 characters", async ({ page }) => {
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
