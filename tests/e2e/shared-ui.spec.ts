import { MESSAGES, SUPPORT_MESSAGES } from "@contract/messages";
import type { Page } from "@playwright/test";
import { skipCookieBanner } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";

test.beforeEach(async ({ context, baseURL }) => {
  // Keep the cookie banner out of the way of the components under test.
  await skipCookieBanner(context, baseURL);
});

/** /dev/ui shows how the media loaders handle missing files: its two 404s are on purpose. */
async function openDevUi(page: Page, allowBrowserErrors: (...patterns: RegExp[]) => void) {
  allowBrowserErrors(failedLoad(404, "/media/does-not-exist."));
  await page.goto("/dev/ui");
}

test("the confirm dialog asks 'Are you sure?': No keeps everything, Yes submits", async ({
  page,
  allowBrowserErrors,
}) => {
  await openDevUi(page, allowBrowserErrors);
  await page.getByRole("link", { name: "Delete sample" }).click();
  const dialog = page.getByRole("dialog", { name: "Are you sure?" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("link", { name: "No" }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: "Delete sample" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Yes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Deleted sample style" })).toBeVisible();
});

test("the prompt dialog sends what was typed", async ({ page, allowBrowserErrors }) => {
  await openDevUi(page, allowBrowserErrors);
  await page.getByRole("link", { name: "Ask name" }).click();
  const dialog = page.getByRole("dialog", { name: "What is your name?" });
  await dialog.getByLabel("Name").fill("  Grace  ");
  await dialog.getByRole("button", { name: "OK" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Hello, Grace!" })).toBeVisible();
});

test("the alert dialog and the Terms of Use modal close", async ({ page, allowBrowserErrors }) => {
  await openDevUi(page, allowBrowserErrors);
  await page.getByRole("link", { name: "Show alert" }).click();
  await expect(page.getByRole("dialog", { name: "Heads up" })).toContainText("Your slideshow is offline.");
  await page.getByRole("dialog", { name: "Heads up" }).getByRole("link", { name: "OK" }).click();
  await expect(page.getByRole("dialog", { name: "Heads up" })).toBeHidden();

  await page.getByRole("link", { name: "Terms of Use" }).click();
  const terms = page.getByRole("dialog", { name: "Terms of Use" });
  await expect(terms).toBeVisible();
  await terms.getByRole("link", { name: "Close" }).click();
  await expect(terms).toBeHidden();
});

test("the data table sorts by column and pages by 20 through the URL", async ({ page, allowBrowserErrors }) => {
  await openDevUi(page, allowBrowserErrors);
  const table = page.getByRole("table", { name: "Sample subscribers" });
  await expect(table.locator("tbody tr")).toHaveCount(20);
  await expect(page.getByText("Page 1 of 3 · 45 rows")).toBeVisible();

  await table.getByRole("link", { name: /^ID/ }).click();
  await expect(page).toHaveURL(/sort=id&dir=asc/);
  await expect(table.locator("tbody tr").first()).toContainText("sub-01");
  await table.getByRole("link", { name: /^ID/ }).click();
  await expect(page).toHaveURL(/dir=desc/);
  await expect(table.locator("tbody tr").first()).toContainText("sub-45");
  await expect(table.getByRole("columnheader", { name: /ID/ })).toHaveAttribute("aria-sort", "descending");
  await expect(table.getByRole("columnheader", { name: "Images" }).getByRole("link")).toHaveCount(0);

  await page.getByRole("navigation", { name: "Sample subscribers pages" }).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(table.locator("tbody tr").first()).toContainText("sub-25");
  await page.getByRole("navigation", { name: "Sample subscribers pages" }).getByRole("link", { name: "Next" }).click();
  await expect(table.locator("tbody tr")).toHaveCount(5);
  await expect(page.getByText("Page 3 of 3 · 45 rows")).toBeVisible();
});

test("the FAQ dialog mails the question to support", async ({ page }) => {
  const question = `How do I rotate my TV? ${Date.now()}`;
  await page.goto("/imprint");
  await page.getByRole("link", { name: "You've got a question?" }).click();
  const dialog = page.getByRole("dialog", { name: "You've got a question?" });
  await dialog.getByLabel("Your question").fill(question);
  await dialog.getByLabel(/Your e-mail/).fill("visitor@example.com");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status").filter({ hasText: SUPPORT_MESSAGES.questionSent })).toBeVisible();

  await page.goto("/dev/outbox");
  const mail = page.getByTestId("outbox-mail").filter({ hasText: question });
  await expect(mail).toContainText("support@stylecast.app");
  await expect(mail).toContainText("reply to visitor@example.com");
});

test("an empty FAQ question is refused with a clear message", async ({ request }) => {
  const response = await request.post("/faq", {
    form: { question: "   ", email: "", redirectTo: "/" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  const page = await request.get(response.headers().location ?? "/");
  expect(await page.text()).toContain(SUPPORT_MESSAGES.questionEmpty);
});

test("questions are limited to five an hour per visitor", async ({ request }) => {
  const visitor = { "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` };
  const ask = () =>
    request.post("/faq", {
      form: { question: "Do you support portrait screens?", email: "", redirectTo: "/imprint" },
      headers: visitor,
      maxRedirects: 0,
    });
  for (let i = 0; i < 5; i++) expect((await ask()).status()).toBe(302);
  const limited = await ask();
  const page = await request.get(limited.headers().location ?? "/", { headers: visitor });
  expect(await page.text()).toContain(MESSAGES.tooManyAttempts);
});
