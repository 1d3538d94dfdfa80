import { INVALID_EMAIL } from "@contract/auth-schemas";
import { AUTH_MESSAGES } from "@contract/messages";
import { PASSWORD_MESSAGES } from "@contract/password-rules";
import type { Page } from "@playwright/test";
import { DEMO_REFERRAL_CODE, formMessage, registerForm } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";

/** The live feedback of spec §5 that JavaScript adds to the sign-in forms (this file runs in the js project only). */
test.use({ cookieChoiceMade: true });

test.describe("login", () => {
  test("what the browser autofilled is checked 1.5 s after the page loads", async ({ page }) => {
    await page.goto("/login");
    // Autofill sets values without input events.
    await page.getByLabel("Email").evaluate((input: HTMLInputElement) => {
      input.value = "autofilled-but-broken";
    });
    await expect(formMessage(page, INVALID_EMAIL)).toBeVisible({ timeout: 4_000 });
    await expect(formMessage(page, PASSWORD_MESSAGES.required)).toHaveCount(0);
  });
});

test.describe("register", () => {
  test("password rules stay neutral until typing, then tick live; Register stays enabled", async ({ page }) => {
    await page.goto("/register");
    const rules = page.getByRole("list", { name: "Password rules" });
    const rule = (id: string) => rules.locator(`[data-rule="${id}"]`);
    await expect(registerForm(page).submit).toBeEnabled();
    await expect(rule("uppercase")).toHaveAttribute("data-state", "unknown");
    await expect(rules).not.toContainText("✗");

    await registerForm(page).password.pressSequentially("abc");
    await expect(rule("lowercase")).toHaveAttribute("data-state", "passed");
    await expect(rule("lowercase")).toContainText("✓");
    await expect(rule("uppercase")).toContainText("✗");
    await registerForm(page).password.pressSequentially("defg");
    await expect(formMessage(page, PASSWORD_MESSAGES.invalid)).toHaveCount(0);
    await registerForm(page).password.pressSequentially("h");
    await expect(formMessage(page, PASSWORD_MESSAGES.invalid)).toBeVisible();

    await registerForm(page).password.fill("Abcdefg#1");
    for (const id of ["length", "digit", "lowercase", "uppercase", "symbol"]) {
      await expect(rule(id)).toHaveAttribute("data-state", "passed");
    }
    await expect(formMessage(page, PASSWORD_MESSAGES.valid)).toBeVisible();

    await registerForm(page).confirmation.fill("Abcdefg#");
    await expect(formMessage(page, PASSWORD_MESSAGES.notMatching)).toBeVisible();
    await expect(registerForm(page).submit).toBeEnabled();
    await registerForm(page).confirmation.fill("Abcdefg#1");
    await expect(formMessage(page, PASSWORD_MESSAGES.matching)).toBeVisible();

    await registerForm(page).password.fill("");
    await expect(rule("uppercase")).toHaveAttribute("data-state", "unknown");
  });

  test("the e-mail is checked live after 3 characters", async ({ page }) => {
    await page.goto("/register");
    const email = page.getByLabel("Email");
    await email.pressSequentially("ann");
    await expect(formMessage(page, INVALID_EMAIL)).toHaveCount(0);
    await email.pressSequentially("@");
    await expect(formMessage(page, INVALID_EMAIL)).toBeVisible();
    await email.pressSequentially("example.com");
    await expect(formMessage(page, INVALID_EMAIL)).toHaveCount(0);
    await expect(formMessage(page, "Email looks good")).toBeVisible();
  });

  test("a referral code of 4+ characters is verified as it is typed, the answer under the field only", async ({
    page,
    allowBrowserErrors,
  }) => {
    allowBrowserErrors(failedLoad(422, "/register/verify-code")); // the API refuses the unknown code
    await page.goto("/register");
    await page.getByLabel("I have a referral code").check();
    const code = registerForm(page).referralCode;
    await code.pressSequentially("NOPE1");
    await expect(code).toHaveAttribute("aria-invalid", "true");
    await expect(formMessage(page, AUTH_MESSAGES.referralCodeInvalid)).toBeVisible();

    await code.fill(DEMO_REFERRAL_CODE);
    await expect(formMessage(page, AUTH_MESSAGES.referralCodeVerified)).toBeVisible();
    await expect(code).not.toHaveAttribute("aria-invalid");
    await expect(page.locator("[data-toast-type]")).toHaveCount(0);
  });
});

test.describe("password reset", () => {
  test("the e-mail is checked 500 ms after typing stops, and only past 8 characters", async ({ page }) => {
    // The page's timers fire only when the test moves its clock: the debounce is checked
    // to the millisecond, without sleeping and without racing it.
    await page.clock.install({ time: new Date("2026-01-05T09:00:00Z") });
    await page.goto("/password/reset");
    await page.clock.pauseAt(new Date("2026-01-05T09:01:00Z"));
    const email = page.getByLabel("Email");
    const invalid = formMessage(page, INVALID_EMAIL);

    await email.pressSequentially("abc@def");
    await page.clock.runFor(1_000);
    await renderedAfterTimers(page);
    await expect(invalid, "7 characters are never checked").toHaveCount(0);

    await email.pressSequentially("ghi");
    await page.clock.runFor(499);
    await renderedAfterTimers(page);
    await expect(invalid, "not before 500 ms").toHaveCount(0);
    await page.clock.runFor(1);
    await expect(invalid).toBeVisible();

    await email.pressSequentially(".com");
    await page.clock.runFor(500);
    await expect(invalid).toBeHidden();
  });
});

/**
 * Waits until the page has handled what the timers fired by `clock.runFor`
 * queued: React renders a timer's state update in a later task (its scheduler
 * posts a MessageChannel message, which the fake clock does not hold back), so
 * a message posted after it arrives once that render is done. With the clock
 * paused, React's scheduler never yields halfway.
 */
async function renderedAfterTimers(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
