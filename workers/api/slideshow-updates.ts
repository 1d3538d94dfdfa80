import { pushContentChange, pushToAllScreens } from "../cable/push";

/**
 * What an admin change means for the screens (issue 13), in one place for
 * the code that pushes it. Approving or removing a style changes one
 * account's slideshow; adding or deleting an ad changes every slideshow
 * that shows ads. Running slideshows learn of it through the cable
 * (workers/cable/push.ts) and fetch their playlist again at once; their own
 * timer (app/routes/slideshow) is the fallback when a push is lost.
 *
 * The visitor pages' edge cache (workers/edge-cache.ts) has no purge: it
 * keeps a page FRESH_SECONDS at most, so a change is public within seconds.
 */
export type SlideshowChange = { kind: "account"; accountId: string } | { kind: "ads" };

export async function announceSlideshowChange(env: Env, change: SlideshowChange): Promise<void> {
  if (change.kind === "ads") await pushToAllScreens(env, "ads_changed");
  else await pushContentChange(env, change.accountId, "account_changed");
}
