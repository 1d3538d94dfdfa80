import { API_KEY_HEADER } from "@contract/api-headers";
import type { Style } from "@contract/style";
import { type APIRequestContext, expect } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { devVar } from "./dev-vars";
import { solidPng } from "./png";
import type { ApiSession } from "./stylists";

/** The headers of a signed-in call to /v1, as the app's API client sends them. */
export const apiHeaders = (session: Pick<ApiSession, "tokens">) => ({
  [API_KEY_HEADER]: devVar("API_KEY"),
  Authorization: `Bearer ${session.tokens.accessToken}`,
  "refresh-token": session.tokens.refreshToken,
});

/** The account's styles as the API has them (the owner's view: approved or not), newest first. */
export async function myStyles(request: APIRequestContext, session: Pick<ApiSession, "tokens">): Promise<Style[]> {
  const response = await request.get(`${baseURL}/v1/users/my_portfolios`, { headers: apiHeaders(session) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Style[] }).data;
}

/** A style of solid PNGs added straight through the API (unapproved), for journeys that start from a saved style. */
export async function addStyleByApi(
  request: APIRequestContext,
  session: Pick<ApiSession, "tokens">,
  names: string[],
): Promise<Style> {
  const form = new FormData();
  for (const [name, value] of Object.entries({ gender: "female", color: "brown", style: "curly" }))
    form.set(name, value);
  for (const [index, name] of names.entries()) {
    form.append("images", new File([new Uint8Array(solidPng(24, [40 * index, 90, 120]))], name, { type: "image/png" }));
  }
  const response = await request.post(`${baseURL}/v1/users/portfolios`, {
    headers: apiHeaders(session),
    multipart: form,
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { data: Style }).data;
}
