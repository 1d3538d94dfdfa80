import { API_KEY_HEADER } from "@contract/api-headers";
import { TV_PAIRING_COOKIE } from "@contract/tv-pairing";
import { type APIRequestContext, type Browser, expect } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { skipCookieBanner } from "../auth-helpers";
import { watchBrowserErrors } from "../fixtures";
import { devVar } from "./dev-vars";

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
  return { context, page, pairUrl, socketId, secret, codes, errors };
}

/** Development seam: makes the socket's stored codes `seconds` older, so expiry needs no waiting. */
export async function ageTvCodes(request: APIRequestContext, socketId: string, seconds: number) {
  const response = await request.post(`${baseURL}/v1/dev/tv_login_codes/age`, {
    headers: { [API_KEY_HEADER]: devVar("API_KEY") },
    data: { socket_id: socketId, seconds },
  });
  expect(response.status()).toBe(200);
}
