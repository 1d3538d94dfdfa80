import { randomInt } from "node:crypto";
import type { Subject } from "@contract/consent";
import type { ConsentAnswer } from "@contract/consent-schemas";
import { slideshowPath, styleDetailPath } from "@contract/public-paths";
import { slideItem } from "@contract/slideshow";
import type { PublicProfile } from "@contract/visitor";
import { type APIRequestContext, type Browser, expect, type Page, type TestInfo } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { skipCookieBanner } from "../auth-helpers";
import { watchBrowserErrors } from "../fixtures";
import { devVar } from "./dev-vars";
import { solidPng } from "./png";
import { playlistOf } from "./slideshow";
import { apiHeaders } from "./styles-api";
import type { ApiSession } from "./stylists";
import { approveStyle } from "./visitor";

/** The journeys of a client's consent (issue 35): styles that say who is in them, and the client's own phone. */
export const PHONE = { width: 390, height: 844 };

/** Where the screenshots of the consent and removal pages go, for a person to look at. */
export const SHOTS_DIR = "/work/shots35";

/**
 * An approved style of `session`'s (a new stylist has no company: its pages' slug is the default) that says who is
 * in it, with its public page, its hand-over page and the account's show.
 */
export async function approvedStyle(request: APIRequestContext, session: ApiSession, subject: Subject) {
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: apiHeaders(session),
    multipart: {
      gender: "female",
      color: "blonde",
      style: "long",
      tags: `#${subject}`,
      subject,
      images: { name: `${subject}.png`, mimeType: "image/png", buffer: solidPng(64, [200, 120, randomInt(256)]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  await approveStyle(request, id);
  return {
    id,
    page: styleDetailPath({ id, company: null }),
    consent: `/${session.accountId}/styles/${id}/consent`,
    show: slideshowPath({ account_id: session.accountId, company: null }),
  };
}

/** The styles the account's screens play now, by id (the player's JSON, as a TV fetches it). */
export async function stylesOnScreens(request: APIRequestContext, show: string) {
  const slides = await playlistOf(request, show);
  return slides.filter((slide) => slide.kind === "style").map((slide) => slideItem(slide).id);
}

/** The styles the shop's public profile lists (the about-me and stylist pages' read), by id. */
export async function stylesOnProfile(request: APIRequestContext, accountId: string) {
  const response = await request.get(`${baseURL}/v1/public/accounts/${accountId}`, {
    headers: { "X-API-Key": devVar("API_KEY") },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: PublicProfile }).data.styles.map((style) => style.id);
}

/** A client's consent given in the shop through the API (the hand-over page has its own journey). */
export async function giveConsentByApi(
  request: APIRequestContext,
  session: ApiSession,
  styleId: string,
  answer: Pick<ConsentAnswer, "client_name" | "pages" | "screens"> & { client_email: string },
) {
  const response = await request.post(`${baseURL}/v1/users/portfolios/${styleId}/consent`, {
    headers: apiHeaders(session),
    data: { ...answer, agree: true },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/**
 * A phone of its own (390×844, JavaScript as the project has it), signed in as
 * nobody: the client's or a visitor's. From an address of its own, so the
 * API's per-visitor limits see one person. Its console errors fail the test
 * at `done()` unless allowed.
 */
export async function openPhone(browser: Browser, testInfo: TestInfo) {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled !== false,
    extraHTTPHeaders: { "CF-Connecting-IP": `198.51.100.${randomInt(1, 255)}` },
  });
  await skipCookieBanner(context, baseURL);
  const errors = watchBrowserErrors(context);
  const page = await context.newPage();
  return {
    page,
    errors,
    done: async () => {
      expect(errors.unexpected(), "errors in the phone's console").toEqual([]);
      await context.close();
    },
  };
}

/**
 * The address of the link to `path…` in the newest mail to `to` whose subject
 * matches, as the development outbox (/dev/outbox) shows it. Some mail leaves
 * after the response (waitUntil): it looks again until the mail is there.
 */
export async function mailLink(page: Page, to: string, subject: string | RegExp, path: string) {
  const mail = page.getByTestId("outbox-mail").filter({ hasText: to }).filter({ hasText: subject }).first();
  await expect(async () => {
    await page.goto("/dev/outbox");
    await expect(mail).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  const href = await mail.locator(`a[href*="${path}"]`).first().getAttribute("href");
  expect(href, `a link to ${path} in the mail to ${to}`).toBeTruthy();
  return href ?? "";
}

/** A full-page screenshot at the page's width, named after the page and the project (js / no-js). */
export async function shoot(page: Page, name: string, testInfo: TestInfo) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}-${testInfo.project.name}.png`, fullPage: true });
}
