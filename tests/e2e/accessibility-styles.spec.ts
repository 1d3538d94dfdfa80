import AxeBuilder from "@axe-core/playwright";
import { API_KEY_HEADER } from "@contract/api-headers";
import type { Portfolio } from "@contract/portfolio";
import type { Page, PlaywrightTestArgs } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { skipCookieBanner } from "./auth-helpers";
import { expect, failedLoad, test } from "./fixtures";
import { demoStylistSession } from "./support/demo-session";
import { devVar } from "./support/dev-vars";
import { logInAs } from "./support/stylists";

/**
 * axe over the style pages of issue 9, with JavaScript on and off: no
 * violation of impact serious or critical (the same rule and the same
 * script-free copy without JavaScript as tests/e2e/accessibility.spec.ts,
 * kept apart so the two files can change independently). The demo stylist's
 * seeded styles fill the pages; nothing is changed.
 */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await withScriptsAllowed(page, (target) => new AxeBuilder({ page: target }).analyze());
  const serious = violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => ({
      rule: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

/** Without JavaScript axe cannot run in the page: it reads the served markup, scripts removed, in a page that can. */
async function withScriptsAllowed<T>(page: Page, run: (page: Page) => Promise<T>): Promise<T> {
  if (test.info().project.use.javaScriptEnabled !== false) return run(page);
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link rel="modulepreload"[^>]*>/gi, "");
  const url = page.url();
  const context = await page
    .context()
    .browser()
    ?.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  if (!context) throw new Error("no browser to open the copy in");
  try {
    const copy = await context.newPage();
    await copy.route(url, (route) => route.fulfill({ body: html, contentType: "text/html; charset=utf-8" }));
    await copy.goto(url);
    return await run(copy);
  } finally {
    await context.close();
  }
}

/** The demo stylist, logged in, and one of their styles. */
async function asDemoStylist({ context, request }: Pick<PlaywrightTestArgs, "context" | "request">) {
  await skipCookieBanner(context, baseURL);
  const demo = await demoStylistSession(request);
  await logInAs(context, demo);
  const response = await request.get(`${baseURL}/v1/users/my_portfolios`, {
    headers: {
      [API_KEY_HEADER]: devVar("API_KEY"),
      Authorization: `Bearer ${demo.tokens.accessToken}`,
      "refresh-token": demo.tokens.refreshToken,
    },
  });
  const [style] = ((await response.json()) as { data: Portfolio[] }).data;
  return { base: `/${demo.accountId}`, styleId: style?.id ?? "" };
}

const PAGES: [string, (base: string, styleId: string) => string][] = [
  ["portfolios", (base) => `${base}/portfolios`],
  ["add style with the upload recommendations open", (base) => `${base}/styles?dialog=upload-recommendations`],
  ["edit style", (base, id) => `${base}/styles/${id}`],
  ["remove style", (base, id) => `${base}/style/${id}`],
  ["payment placeholder", (base, id) => `${base}/styles/${id}/payment?plan=style_three_days`],
];

for (const [name, path] of PAGES) {
  test(`the ${name} page has no serious axe violation`, async ({ page, context, request }) => {
    const { base, styleId } = await asDemoStylist({ context, request });
    await page.goto(path(base, styleId));
    await expectNoSeriousViolations(page);
  });
}

test("the add style form with its errors has no serious axe violation", async ({
  page,
  context,
  request,
  allowBrowserErrors,
}) => {
  const { base } = await asDemoStylist({ context, request });
  allowBrowserErrors(failedLoad(400, `${base}/styles`)); // without JavaScript: the action's 400
  await page.goto(`${base}/styles`);
  await page.getByRole("button", { name: "Save style" }).click();
  await expect(page.getByLabel("Gender", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectNoSeriousViolations(page);
});
