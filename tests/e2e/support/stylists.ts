import { randomInt } from "node:crypto";
import type { CurrentUser } from "@contract/account";
import { type SessionUser, toSessionUser } from "@contract/session-user";
import { type APIRequestContext, type BrowserContext, expect, type TestInfo } from "@playwright/test";
import { createCookieSessionStorage } from "react-router";
import { baseURL } from "../../../playwright.config";
import { uniqueEmail } from "../auth-helpers";
import { devVar } from "./dev-vars";

/**
 * Accounts for the journeys, made through the /v1 API instead of the pages:
 * a stylist is signed up (active at once with the e2e bypass token), signed in
 * through the API, and handed to the browser as a session cookie built here.
 * The sign-up, login and logout pages have their own tests.
 */
export type Tokens = { accessToken: string; refreshToken: string; expireAt: string };

/** A session as the API hands it out: the user and their tokens. */
export type ApiSession = { userId: string; accountId: string; user: SessionUser; tokens: Tokens };
export type Stylist = ApiSession & { email: string; password: string };

export const STYLIST_PASSWORD = "Stylist#2026";
/** The seeded demo logins (README, "Demo logins"). */
export const DEMO_STYLIST = { email: "stylist@example.com", password: "Stylist#2026" };
export const DEMO_ADMIN = { email: "admin@example.com", password: "Admin#2026" };

/** The API rate-limits sign-ups per visitor IP; each fixture user comes from its own (the app forwards the visitor's). */
const fakeVisitorIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

/** A /v1 call from a fresh visitor IP, which must succeed. */
async function postV1(request: APIRequestContext, path: string, body: unknown) {
  const response = await request.post(`${baseURL}/v1${path}`, {
    headers: { "X-API-Key": devVar("API_KEY"), "CF-Connecting-IP": fakeVisitorIp() },
    data: body,
  });
  expect(response.status(), `POST ${path}: ${await response.text()}`).toBe(200);
  return response;
}

/** Signs in through the API: a session row in the database and its tokens. */
export async function signInByApi(request: APIRequestContext, email: string, password: string): Promise<ApiSession> {
  const response = await postV1(request, "/users/sign_in", { email, password });
  const headers = response.headers();
  const { data } = (await response.json()) as { data: CurrentUser };
  return {
    userId: data.id,
    accountId: data.account_id,
    user: toSessionUser(data),
    tokens: {
      accessToken: headers["access-token"] ?? "",
      refreshToken: headers["refresh-token"] ?? "",
      expireAt: headers["expire-at"] ?? "",
    },
  };
}

export async function createStylist(
  request: APIRequestContext,
  testInfo: TestInfo,
  label = "stylist",
): Promise<Stylist> {
  const email = uniqueEmail(testInfo, label);
  await postV1(request, "/users/sign_up", {
    email,
    password: STYLIST_PASSWORD,
    password_confirmation: STYLIST_PASSWORD,
    referral_code: "DEMO2026",
    email_subscriptions: { terms_and_conditions: true },
    e2e_bypass_token: devVar("E2E_BYPASS_TOKEN"),
  });
  return { email, password: STYLIST_PASSWORD, ...(await signInByApi(request, email, STYLIST_PASSWORD)) };
}

/**
 * Logs the browser in: the app's session cookie (app/lib/session.server.ts:
 * `sc_session`, signed with SESSION_SECRET) holding the user and their tokens,
 * exactly as the login page would have set it.
 */
export async function logInAs(context: BrowserContext, session: Pick<ApiSession, "user" | "tokens">) {
  const storage = createCookieSessionStorage({
    cookie: { name: "sc_session", secrets: [devVar("SESSION_SECRET")], httpOnly: true, secure: true, sameSite: "lax" },
  });
  const cookieSession = await storage.getSession();
  cookieSession.set("tokens", session.tokens);
  cookieSession.set("user", session.user);
  const cookie = await storage.commitSession(cookieSession);
  const value = cookie.slice("sc_session=".length, cookie.indexOf(";"));
  await context.addCookies([
    { name: "sc_session", value, url: baseURL, httpOnly: true, secure: true, sameSite: "Lax" },
  ]);
}
