import type { CurrentUser } from "@contract/account";
import { API_KEY_HEADER } from "@contract/api-headers";
import { toSessionUser } from "@contract/session-user";
import { SCREEN_SESSION_MAX_AGE_SECONDS, TV_LINK_CODE_ALPHABET, TV_PAIRING_COOKIE } from "@contract/tv-pairing";
import { type APIRequestContext, type Browser, type BrowserContext, expect } from "@playwright/test";
import { createCookieSessionStorage } from "react-router";
import { baseURL } from "../../../playwright.config";
import { skipCookieBanner } from "../auth-helpers";
import { watchBrowserErrors } from "../fixtures";
import { devVar } from "./dev-vars";
import { type Stylist, signInByApi } from "./stylists";

/** A short code as /tv shows it: six signs of the look-alike-free alphabet. */
export const LINK_CODE = new RegExp(`^[${TV_LINK_CODE_ALPHABET}]{6}$`);

/**
 * A TV on /tv in a browser context of its own (JavaScript on): waiting on
 * the cable for its phone, with its QR code's address, its pairing secret
 * (the HttpOnly cookie) and every one-time code the cable brings it.
 */
export async function openTv(browser: Browser, { clock = false } = {}) {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    viewport: { width: 1920, height: 1080 },
  });
  await skipCookieBanner(context, baseURL);
  const errors = watchBrowserErrors(context);
  const page = await context.newPage();
  const codes: string[] = [];
  page.on("websocket", (socket) =>
    socket.on("framereceived", ({ payload }) => {
      const message = JSON.parse(String(payload)) as { message?: { type?: string; code?: string } };
      if (message.message?.type === "login" && message.message.code) codes.push(message.message.code);
    }),
  );
  // A fake clock, for tests that move the TV's time on.
  if (clock) await page.clock.install();
  await page.goto("/tv");
  await expect(page.getByRole("status").filter({ hasText: "Waiting for your phone…" })).toBeVisible();
  const pairUrl =
    (await page.getByRole("img", { name: /QR code that logs in this TV/ }).getAttribute("data-pair-url")) ?? "";
  const socketId = new URL(pairUrl).searchParams.get("socket_id") ?? "";
  const secret = (await context.cookies()).find((cookie) => cookie.name === TV_PAIRING_COOKIE)?.value ?? "";
  expect(socketId).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
  const linkCode = (await page.locator("[data-link-code]").getAttribute("data-link-code")) ?? "";
  expect(linkCode).toMatch(LINK_CODE);
  return { context, page, pairUrl, socketId, secret, linkCode, codes, errors };
}

/** The address of a stylist's slideshow, `/{slug}-{account_id}` (a new account has no company yet: "stylist"). */
export const showUrl = (accountId: string) => new RegExp(`/[a-z0-9-]+-${accountId}$`);

/** Whether the context holds the app's session cookie for about a year: a TV's screen session (ADR 19). */
export async function expectScreenCookie(context: BrowserContext) {
  const session = (await context.cookies()).find((cookie) => cookie.name === "sc_session");
  expect(session, "the session cookie").toBeDefined();
  const daysLeft = ((session?.expires ?? 0) - Date.now() / 1000) / 86_400;
  expect(daysLeft).toBeGreaterThan(SCREEN_SESSION_MAX_AGE_SECONDS / 86_400 - 2);
}

/**
 * Gives `context` a TV's screen session for `stylist`, as /tv's password
 * form would: the stylist's fresh sign-in turned into a screen session by the
 * API, and the app's cookie holding it (marked a screen, a year long).
 */
export async function logInAsScreen(request: APIRequestContext, context: BrowserContext, stylist: Stylist) {
  const response = await request.post(`${baseURL}/v1/users/screen_session`, {
    headers: {
      [API_KEY_HEADER]: devVar("API_KEY"),
      Authorization: `Bearer ${stylist.tokens.accessToken}`,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const headers = response.headers();
  const { data } = (await response.json()) as { data: CurrentUser };
  const storage = createCookieSessionStorage({
    cookie: { name: "sc_session", secrets: [devVar("SESSION_SECRET")], httpOnly: true, secure: true, sameSite: "lax" },
  });
  const session = await storage.getSession();
  session.set("tokens", {
    accessToken: headers["access-token"] ?? "",
    refreshToken: headers["refresh-token"] ?? "",
    expireAt: headers["expire-at"] ?? "",
  });
  session.set("user", toSessionUser(data));
  session.set("screen", true);
  const cookie = await storage.commitSession(session);
  const value = cookie.slice("sc_session=".length, cookie.indexOf(";"));
  const expires = Math.floor(Date.now() / 1000) + SCREEN_SESSION_MAX_AGE_SECONDS;
  await context.addCookies([
    { name: "sc_session", value, url: baseURL, httpOnly: true, secure: true, sameSite: "Lax", expires },
  ]);
}

/**
 * A TV of its own (1280×720) logged in as one of the stylist's screens with
 * a fresh sign-in of its own (the test's page keeps the person's session),
 * on the account's show after /tv sent it there.
 */
export async function screenTv(browser: Browser, request: APIRequestContext, stylist: Stylist) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 720 } });
  const { tokens } = await signInByApi(request, stylist.email, stylist.password);
  await logInAsScreen(request, context, { ...stylist, tokens });
  const tv = await context.newPage();
  await tv.goto("/tv");
  await expect(tv).toHaveURL(showUrl(stylist.accountId));
  return { context, tv };
}

/** Development seam: makes the socket's stored codes `seconds` older, so expiry needs no waiting. */
export async function ageTvCodes(request: APIRequestContext, socketId: string, seconds: number) {
  const response = await request.post(`${baseURL}/v1/dev/tv_login_codes/age`, {
    headers: { [API_KEY_HEADER]: devVar("API_KEY") },
    data: { socket_id: socketId, seconds },
  });
  expect(response.status()).toBe(200);
}
