import type { ContentChange, SlideshowPush } from "@contract/cable";
import { listAccountsWithScreensOnline } from "../db/screen-presence";
import { slideshowStream } from "./channels";
import { cableObject } from "./route-cable";

/**
 * Tells every open slideshow of the account that its content changed; each
 * fetches it again and shows it from the next slide (issue 12). A push that
 * fails is logged, never the caller's failure: the slideshow also refreshes
 * on its own schedule.
 */
export async function pushContentChange(env: Env, accountId: string, reason: ContentChange) {
  const push: SlideshowPush = { type: "content_changed", reason };
  try {
    await cableObject(env, accountId).broadcast(slideshowStream(accountId), push);
  } catch (error) {
    console.error("slideshow push failed", accountId, reason, error);
  }
}

/**
 * Tells the account's object its shop's new time zone, whose midnights cut its screens' runtime into days.
 * A push that fails is logged: the object reads the zone again when a screen connects.
 */
export async function pushTimeZone(env: Env, accountId: string, timeZone: string) {
  try {
    await cableObject(env, accountId).changeTimeZone(timeZone);
  } catch (error) {
    console.error("time zone push failed", accountId, error);
  }
}

/** The same for every account with a screen online (ads play on every free account's slideshow). */
export async function pushToAllScreens(env: Env, reason: ContentChange) {
  const accountIds = await listAccountsWithScreensOnline(env.DB);
  await Promise.all(accountIds.map((accountId) => pushContentChange(env, accountId, reason)));
}
