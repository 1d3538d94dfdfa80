import { getSlideshow } from "@contract/endpoints/slideshow";
import { slideshowAccountId } from "@contract/slideshow";
import { data } from "react-router";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import type { Route } from "./+types/manifest";

/**
 * `/{slug}-{account_id}/manifest.webmanifest`: the show as an installable web app (issue 21), so a TV
 * or a streaming stick can pin it to its home screen and open it full screen, on the show itself.
 * Named after the shop; the same 404 as the show for anything that is not a playable account.
 * Icons are the app's own (public/favicon.svg, and PNGs of it for launchers that want a bitmap).
 * No `orientation`: an installed app keeps its manifest, and the player follows device_orientation live.
 */
export async function loader(args: Route.LoaderArgs) {
  const accountId = slideshowAccountId(args.params.slideshow);
  if (!accountId) throw data(null, { status: 404 });
  const result = await api(args, getSlideshow, { params: { account_id: accountId } });
  if (!result.ok) throw errorFromApiFailure(result);
  const name = result.data.company || result.data.fullname || "Slideshow";
  const show = `/${encodeURIComponent(args.params.slideshow)}`;
  const manifest = {
    id: show,
    name,
    short_name: name,
    description: `The slideshow of ${name} on Stylecast`,
    start_url: show,
    scope: show,
    display: "fullscreen",
    background_color: "#0b0a0f",
    theme_color: "#14121a",
    icons: [
      { src: "/favicon.svg", sizes: "any", type: "image/svg+xml" },
      { src: "/icon-192.png", sizes: "192x192", type: "image/png" },
      { src: "/icon-512.png", sizes: "512x512", type: "image/png" },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=600" },
  });
}
