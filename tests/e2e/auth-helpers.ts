import { AUTH_MESSAGES } from "@contract/messages";
import { type BrowserContext, expect, type Page, type TestInfo } from "@playwright/test";
import { devVar } from "./support/dev-vars";

/** Shared steps of the sign-in journeys. They click through the real pages, with or without JavaScript. */
export const DEMO_REFERRAL_CODE = "DEMO2026";

let counter = 0;

/** The local E2E bypass token (decisions.md), generated into .dev.vars by `npm run setup`. */
export const e2eBypassToken = () => devVar("E2E_BYPASS_TOKEN");

/** A fresh address per test and project, so runs never collide (nor share rate limits per e-mail). */
export function uniqueEmail(testInfo: TestInfo, label = "user") {
  const stamp = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return `e2e-${label}-${testInfo.project.name}-${stamp}@example.com`;
}

/** Keeps the cookie banner from covering the forms. */
export async function skipCookieBanner(context: BrowserContext, baseURL: string | undefined) {
  await context.addCookies([{ name: "sc_cookie_consent", value: "InJlamVjdGVkIg%3D%3D", url: baseURL ?? "" }]);
}

/** A message shown on the page's form (under a field or above the form), said exactly. */
export const formMessage = (page: Page, text: string) => page.getByRole("main").getByText(text, { exact: true });

/** The register form's controls, found as a user finds them: by their labels and names. */
export const registerForm = (page: Page) => ({
  email: page.getByLabel("Email"),
  password: page.getByLabel("Password", { exact: true }),
  confirmation: page.getByLabel("Password confirmation"),
  referralCode: page.getByLabel("Referral code", { exact: true }),
  terms: page.getByLabel("I agree to the terms and conditions"),
  submit: page.getByRole("button", { name: "Register" }),
});

export const toast = (page: Page, text: string | RegExp) => page.locator("[data-toast-type]").filter({ hasText: text });

/** The outcome a page keeps showing (app/components/outcome-notice.tsx), unlike a toast. */
export const outcome = (page: Page, text: string | RegExp) =>
  page.getByTestId("outcome-notice").filter({ hasText: text });

/** `/login?notice=…` (app/routes/auth/login-notices.ts), with the e-mail the page fills in. */
export const loginNoticeUrl = (notice: string, email?: string) =>
  `/login?${new URLSearchParams({ notice, ...(email ? { email } : {}) })}`;

/** Fills the open register form, terms agreed, and sends it. */
export async function submitRegistration(page: Page, email: string, password: string, confirmation = password) {
  const form = registerForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.confirmation.fill(confirmation);
  await form.terms.check();
  await form.submit.click();
}

export async function register(page: Page, email: string, password: string) {
  await page.goto(`/register?referral_code=${DEMO_REFERRAL_CODE}`);
  await submitRegistration(page, email, password);
  // The outcome stays on the login page, with the e-mail filled in.
  await expect(page).toHaveURL(loginNoticeUrl("registered", email));
  await expect(outcome(page, AUTH_MESSAGES.signUp)).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
}

/** Follows the newest mail to `email` whose subject matches, through the development outbox. */
export async function followMailLink(page: Page, email: string, subject: string | RegExp, linkPath: string) {
  const mail = page.getByTestId("outbox-mail").filter({ hasText: email }).filter({ hasText: subject }).first();
  // Some mail leaves after the response (waitUntil): look again until it is there.
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await mail.getByRole("link", { name: new RegExp(linkPath.replace(/[/?]/g, "\\$&")) }).click();
}

export async function confirmEmail(page: Page, email: string) {
  await followMailLink(page, email, "Confirm your e-mail address", "/confirm_email?");
  await expect(page).toHaveURL(loginNoticeUrl("confirmed"));
  await expect(outcome(page, AUTH_MESSAGES.confirmed)).toBeVisible();
}

/** Where a login without a `redirect` lands: the stylist's own account (`/accounts/{account_id}`). */
export const ACCOUNT_HOME = /\/accounts\/[^/?#]+$/;

/** Logs in through the form (on the login page already open, whatever its query, or a fresh one). */
export async function logIn(page: Page, email: string, password: string) {
  if (!new URL(page.url()).pathname.startsWith("/login")) await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}
