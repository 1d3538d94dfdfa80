import type { GalleryPage, PublicProfile } from "@contract/visitor";
import { type APIRequestContext, expect } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { demoAdminSession } from "./demo-session";
import { devVar } from "./dev-vars";
import { solidPng } from "./png";
import { apiHeaders as signedInHeaders } from "./styles-api";
import type { ApiSession } from "./stylists";

/** The visitor pages' e2e helpers (issue 10): the seeded demo shop, and styles and states made for a test. */
const apiHeaders = () => ({ "X-API-Key": devVar("API_KEY") });

/** The demo shop "Salon Demo" as visitors see it (seeded: workers/dev/seed.ts and seed-visitor.ts). */
export async function demoShop(request: APIRequestContext) {
  const gallery = await request.get(`${baseURL}/v1/public/gallery?q=salon%20demo`, { headers: apiHeaders() });
  const { data } = (await gallery.json()) as { data: GalleryPage };
  const accountId = data.styles[0]?.account_id ?? "";
  const profile = await request.get(`${baseURL}/v1/public/accounts/${accountId}`, { headers: apiHeaders() });
  expect(profile.status()).toBe(200);
  const shop = ((await profile.json()) as { data: PublicProfile }).data;
  const style = shop.styles[0];
  if (!style) throw new Error("the demo shop has no approved style: is the seed complete?");
  return {
    accountId,
    profile: shop,
    aboutMe: `/salon-demo/me?account_id=${accountId}`,
    stylist: `/salon-demo/stylist/${accountId}`,
    style: `/salon-demo/${style.id}/style`,
    styleId: style.id,
  };
}

/** A new style of `session`'s account, through the API (unapproved, as every new style is). */
export async function addStyle(request: APIRequestContext, session: ApiSession, tags = "#e2e") {
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: signedInHeaders(session),
    multipart: {
      gender: "female",
      color: "red",
      style: "short",
      tags,
      images: { name: "e2e.png", mimeType: "image/png", buffer: solidPng(64) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** What an admin does in the console (issue 13), through the API. */
async function asAdmin(request: APIRequestContext, method: "PUT" | "DELETE", path: string, data?: object) {
  const response = await request.fetch(`${baseURL}/v1/admin/${path}`, {
    method,
    headers: signedInHeaders(await demoAdminSession(request)),
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
}
export const approveStyle = (request: APIRequestContext, styleId: string) =>
  asAdmin(request, "PUT", "allow_portfolio_styles", { styleId });
export const blockAccount = (request: APIRequestContext, accountId: string) =>
  asAdmin(request, "DELETE", `block_account/${accountId}`);

/** An approved "Updo, red" style of `session`'s that plays only within `window` each day (issue 34). */
export async function addWindowedStyle(
  request: APIRequestContext,
  session: Pick<ApiSession, "tokens">,
  window: { from: string; to: string },
): Promise<string> {
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: signedInHeaders(session),
    multipart: {
      gender: "female",
      color: "red",
      style: "updo",
      tags: "#evening",
      schedule_window_from: window.from,
      schedule_window_to: window.to,
      images: { name: "evening.png", mimeType: "image/png", buffer: solidPng(64, [40, 90, 200]) },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const id = ((await response.json()) as { data: { id: string } }).data.id;
  await approveStyle(request, id);
  return id;
}
