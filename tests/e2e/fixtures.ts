import { type BrowserContext, test as base, expect } from "@playwright/test";
import { skipCookieBanner } from "./auth-helpers";
import { demoAdminSession } from "./support/demo-session";
import { retryResets } from "./support/reset-retries";
import { type ApiSession, createStylist, logInAs, type Stylist } from "./support/stylists";

/**
 * The `test` and `expect` every browser spec imports (only `*.node.spec.ts`,
 * which opens no page, uses @playwright/test directly).
 *
 * - Every test fails when a page of its browser context throws (`pageerror`)
 *   or logs an error to the console. That includes Chromium's "Failed to load
 *   resource" line for every HTTP error status, so a broken asset, a 5xx or a
 *   stray 404 fails the test. A test that provokes an error on purpose (a form
 *   posted with bad input answers 400, a wrong password 401…) allows exactly
 *   that one with `allowBrowserErrors(failedLoad(status, path))`, saying why.
 * - `test.use({ cookieChoiceMade: true })` starts every context with the
 *   cookie banner answered (rejected), for specs whose pages it would cover.
 * - `stylist` is a fresh stylist, created through the /v1 API and logged in by
 *   a session cookie (support/stylists.ts), with the cookie banner out of the
 *   way; `admin` logs in the seeded admin the same way (signed in once per worker). Neither clicks through
 *   the sign-up or login pages, which have their own tests.
 * - `request` and every `page.request` send a request again when the server
 *   reset the idle connection it went out on (support/reset-retries.ts).
 */
type Fixtures = {
  /** Option: the visitor has already answered the cookie banner (it is in the way of most journeys). `test.use({ cookieChoiceMade: true })`. */
  cookieChoiceMade: boolean;
  /** Lets this test's pages log errors matching these patterns: only errors the test provokes on purpose. */
  allowBrowserErrors: (...patterns: RegExp[]) => void;
  stylist: Stylist;
  admin: ApiSession;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Chromium's console line for a response with HTTP error `status` from a URL
 * whose path starts with `path`: "/login" covers the page (no JavaScript) and
 * its `/login.data` request (JavaScript).
 */
export function failedLoad(status: number, path: string): RegExp {
  return new RegExp(
    `^console\\.error: Failed to load resource: the server responded with a status of ${status} .*\\(at https?://[^/]+${escapeRegExp(path)}`,
  );
}

/**
 * Collects what the pages of `context` throw or log as errors. `unexpected()`
 * leaves out those matching an allowed pattern. The `context` fixture uses it;
 * call it for contexts a test opens itself (`browser.newContext`).
 */
export function watchBrowserErrors(context: BrowserContext) {
  const lines: string[] = [];
  const allowed: RegExp[] = [];
  context.on("weberror", (error) => lines.push(`pageerror: ${error.error().message}`));
  context.on("console", (message) => {
    if (message.type() !== "error") return;
    const { url } = message.location();
    lines.push(`console.error: ${message.text()}${url ? ` (at ${url})` : ""}`);
  });
  return {
    allow: (...patterns: RegExp[]) => allowed.push(...patterns),
    unexpected: () => lines.filter((line) => !allowed.some((pattern) => pattern.test(line))),
  };
}

const watchers = new WeakMap<BrowserContext, ReturnType<typeof watchBrowserErrors>>();

export const test = base.extend<Fixtures>({
  cookieChoiceMade: [false, { option: true }],
  request: async ({ request }, use) => {
    await use(retryResets(request));
  },
  context: async ({ context, cookieChoiceMade, baseURL }, use) => {
    // A page takes its context's request context when it opens.
    context.request = retryResets(context.request);
    if (cookieChoiceMade) await skipCookieBanner(context, baseURL);
    const watcher = watchBrowserErrors(context);
    watchers.set(context, watcher);
    await use(context);
    expect(watcher.unexpected(), "errors in the browser console").toEqual([]);
  },
  allowBrowserErrors: async ({ context }, use) => {
    await use((...patterns) => watchers.get(context)?.allow(...patterns));
  },
  stylist: async ({ request, context, baseURL }, use, testInfo) => {
    await skipCookieBanner(context, baseURL);
    const stylist = await createStylist(request, testInfo);
    await logInAs(context, stylist);
    await use(stylist);
  },
  admin: async ({ request, context, baseURL }, use) => {
    await skipCookieBanner(context, baseURL);
    const admin = await demoAdminSession(request);
    await logInAs(context, admin);
    await use(admin);
  },
});

export { expect };
