import type { ShowPlan } from "@contract/show-now";
import { playlistOf as cycleOf, type Slide } from "@contract/slideshow";
import type { APIRequestContext } from "@playwright/test";
import { baseURL } from "../../../playwright.config";
import { demoStylistSession } from "./demo-session";
import { type ApiSession, signInByApi } from "./stylists";

/** The seeded gold stylist (README: Demo logins): GOLD, so no ads. Signed in once per test worker. */
let gold: Promise<ApiSession> | undefined;
const goldSession = (request: APIRequestContext) => (gold ??= signInByApi(request, "gold@example.com", "Gold#2026"));

/** Slideshow paths of the seeded demo stylist (ads) and gold stylist (none). The slug is any lowercase words. */
export async function demoShows(request: APIRequestContext) {
  const [demo, goldStylist] = await Promise.all([demoStylistSession(request), goldSession(request)]);
  return { demo: `/salon-demo-${demo.accountId}`, gold: `/gold-cuts-${goldStylist.accountId}` };
}

/** The playlist a screen plays when every style plays (the player's JSON: its show, ads woven in). */
export async function playlistOf(request: APIRequestContext, path: string): Promise<Slide[]> {
  const response = await request.get(`${baseURL}${path}/playlist`);
  if (!response.ok()) throw new Error(`${path}/playlist: ${response.status()}`);
  return cycleOf(((await response.json()) as { plan: ShowPlan }).plan);
}
