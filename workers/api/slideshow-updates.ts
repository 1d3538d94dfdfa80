/**
 * What an admin change means for the screens (issue 13), in one place for
 * the code that pushes it. Approving or removing a style changes one
 * account's slideshow; adding or deleting an ad changes every slideshow
 * that shows ads. Running slideshows learn of it through the cable once
 * issue 12 hooks `announceSlideshowChange` to a broadcast; until then they
 * fetch their playlist on their own timer (app/routes/slideshow).
 *
 * The visitor pages' edge cache (workers/edge-cache.ts) has no purge: it
 * keeps a page FRESH_SECONDS at most, so a change is public within seconds.
 */
export type SlideshowChange = { kind: "account"; accountId: string } | { kind: "ads" };

export async function announceSlideshowChange(_env: Env, _change: SlideshowChange): Promise<void> {
  // The hook for issue 12: broadcast `{ type: "refresh" }` to the affected slideshow streams here.
}
