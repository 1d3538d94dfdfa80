import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import { type APIRequestContext, type BrowserContext, test as base, expect, type TestInfo } from "@playwright/test";
import { createCookieSessionStorage } from "react-router";
import { baseURL } from "../../../playwright.config";
import { skipCookieBanner, uniqueEmail } from "../auth-helpers";

/**
 * Fresh stylists for journeys that change data, so the JS and no-JS projects
 * running side by side never share an account. A stylist is created through
 * the /v1 API (active at once with the e2e bypass token) and logged in by a
 * session cookie built here, not by clicking through the login form; the
 * login form has its own tests.
 */
export type Stylist = {
  email: string;
  password: string;
  accountId: string;
  userId: string;
  tokens: { accessToken: string; refreshToken: string; expireAt: string };
};

export const STYLIST_PASSWORD = "Stylist#2026";
export const DEMO_STYLIST = { email: "stylist@example.com", password: "Stylist#2026" };

function devVar(name: string): string {
  const value = new RegExp(`^${name}=(.+)$`, "m").exec(readFileSync(".dev.vars", "utf8"))?.[1]?.trim();
  if (!value) throw new Error(`${name} is missing from .dev.vars: run npm run setup`);
  return value;
}

/** The API rate-limits sign-ups per visitor IP; each fixture user comes from its own (the app forwards the visitor's). */
const fakeVisitorIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function callV1(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  { body, tokens, ip }: { body?: unknown; tokens?: Stylist["tokens"]; ip: string },
) {
  const response = await request.fetch(`${baseURL}/v1${path}`, {
    method,
    headers: {
      "X-API-Key": devVar("API_KEY"),
      "CF-Connecting-IP": ip,
      ...(tokens ? { Authorization: `Bearer ${tokens.accessToken}`, "refresh-token": tokens.refreshToken } : {}),
    },
    ...(body === undefined ? {} : { data: body }),
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBe(200);
  return response;
}

/** Signs in through the API: a session row in the database and its tokens. */
export async function signInByApi(request: APIRequestContext, email: string, password: string) {
  const response = await callV1(request, "POST", "/users/sign_in", { body: { email, password }, ip: fakeVisitorIp() });
  const headers = response.headers();
  const { data } = (await response.json()) as { data: { id: string; account_id: string } };
  return {
    userId: data.id,
    accountId: data.account_id,
    tokens: {
      accessToken: headers["access-token"],
      refreshToken: headers["refresh-token"],
      expireAt: headers["expire-at"],
    },
  } as Pick<Stylist, "userId" | "accountId" | "tokens">;
}

export async function createStylist(
  request: APIRequestContext,
  testInfo: TestInfo,
  { label = "stylist", profile }: { label?: string; profile?: Record<string, string> } = {},
): Promise<Stylist> {
  const email = uniqueEmail(testInfo, label);
  const ip = fakeVisitorIp();
  await callV1(request, "POST", "/users/sign_up", {
    ip,
    body: {
      email,
      password: STYLIST_PASSWORD,
      password_confirmation: STYLIST_PASSWORD,
      referral_code: "DEMO2026",
      email_subscriptions: { terms_and_conditions: true },
      e2e_bypass_token: devVar("E2E_BYPASS_TOKEN"),
    },
  });
  const session = await signInByApi(request, email, STYLIST_PASSWORD);
  if (profile) {
    await callV1(request, "PUT", `/users/accounts/${session.accountId}`, { body: profile, tokens: session.tokens, ip });
  }
  return { email, password: STYLIST_PASSWORD, ...session };
}

/**
 * The app's session cookie (app/lib/session.server.ts: `sc_session`, signed
 * with SESSION_SECRET) holding the stylist's tokens. The app refreshes the
 * user snapshot in it on the first guarded page.
 */
export async function logInAs(
  context: BrowserContext,
  stylist: Pick<Stylist, "email" | "userId" | "accountId" | "tokens">,
) {
  const storage = createCookieSessionStorage({
    cookie: { name: "sc_session", secrets: [devVar("SESSION_SECRET")], httpOnly: true, secure: true, sameSite: "lax" },
  });
  const session = await storage.getSession();
  session.set("tokens", stylist.tokens);
  session.set("user", {
    id: stylist.userId,
    email: stylist.email,
    accountId: stylist.accountId,
    firstName: null,
    fullname: null,
    abilities: [],
  });
  const cookie = await storage.commitSession(session);
  const value = cookie.slice("sc_session=".length, cookie.indexOf(";"));
  await context.addCookies([
    { name: "sc_session", value, url: baseURL, httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
}

/**
 * A test with a fresh stylist, logged in, and the cookie banner out of the
 * way. It fails on an unexpected console error or page error (an HTTP error
 * status the test provokes is expected).
 */
export const test = base.extend<{ stylist: Stylist }>({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        errors.push(`console: ${message.text()}`);
      }
    });
    await use(page);
    expect(errors, "unexpected errors in the browser console").toEqual([]);
  },
  stylist: async ({ request, context }, use, testInfo) => {
    await skipCookieBanner(context, baseURL);
    const stylist = await createStylist(request, testInfo);
    await logInAs(context, stylist);
    await use(stylist);
  },
});

export { expect };
