import type { Route } from "./+types/playlist";
import { loadPlayer } from "./slideshow.server";

/**
 * `/{slug}-{account_id}/playlist`: the player's data as JSON, for the screen
 * to pick up new content without reloading (every few minutes, when the
 * network returns, and later when the cable says so). Never cached by others.
 */
export async function loader(args: Route.LoaderArgs) {
  const player = await loadPlayer(args);
  return Response.json(player, { headers: { "Cache-Control": "private, no-store" } });
}
