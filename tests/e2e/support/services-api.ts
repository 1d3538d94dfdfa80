import type { Service } from "@contract/services";
import { type APIRequestContext, expect } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { apiHeaders } from "./styles-api";
import type { ApiSession } from "./stylists";

/** A service added through the API (issue 37), for journeys that start from a shop that has some. */
export async function addServiceByApi(
  request: APIRequestContext,
  session: Pick<ApiSession, "tokens">,
  service: Pick<Service, "name" | "price_from"> &
    Partial<Pick<Service, "price_to" | "duration_minutes" | "booking_link">>,
): Promise<Service> {
  const response = await request.post(`${baseURL}/v1/users/services`, { headers: apiHeaders(session), data: service });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: Service }).data;
}
