import { isDevelopment } from "@contract/config";
import { getScreenTicket } from "@contract/endpoints/screens";
import { getSlideshow } from "@contract/endpoints/slideshow";
import { playlistOf, type Slide, type Slideshow, slideshowAccountId } from "@contract/slideshow";
import { data, type RouterContextProvider } from "react-router";
import { renderSVG } from "uqr";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { appConfig } from "~/lib/config.server";
import { aboutMePath } from "~/lib/public-links";
import { isScreenSession, readSession } from "~/lib/session.server";

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { slideshow?: string } };

/** What the player needs: the show's settings, its playlist (ads woven in) and the QR code. */
export type PlayerData = {
  accountId: string;
  title: string;
  orientation: Slideshow["device_orientation"];
  loadingBar: boolean;
  playlist: Slide[];
  /** The QR code to the public about-me page (spec §2), as SVG markup made here; null when switched off. */
  qrSvg: string | null;
  /** Only the logged-in owner sees 'Add a Slide' (spec §6); where it leads. */
  addSlideHref: string | null;
  /** The empty show's QR code (SVG): the owner's add-style page, to open on their phone. */
  addStyleQrSvg: string | null;
  /** Outside production: `?delay=` and `window.stylecastSlideshow` for tests and benchmarks (like the dev routes). */
  testHooks: boolean;
  /** For the owner watching as a person: where to make this browser one of the shop's screens (issue 23). */
  adoptHref: string | null;
  /** This TV's screen ticket when it is the account's screen (issue 23): only then is it counted. */
  screenTicket: string | null;
};

/**
 * `/{slug}-{account_id}`: anything that cannot be an account id, an unknown
 * account, or a blocked or deleted one is the site's 404. The slug itself is
 * not checked (the account is found by its id, decisions.md), so a screen
 * keeps playing after the company is renamed.
 */
export async function loadPlayer(args: RouteArgs): Promise<PlayerData> {
  const accountId = slideshowAccountId(args.params.slideshow ?? "");
  if (!accountId) throw data(null, { status: 404 });
  const result = await api(args, getSlideshow, { params: { account_id: accountId } });
  if (!result.ok) throw errorFromApiFailure(result);
  const show = result.data;
  const origin = new URL(args.request.url).origin;
  const owner = readSession(args.context).user?.accountId === accountId;
  const playlist = playlistOf(show);
  const addStylePath = `/${encodeURIComponent(accountId)}/styles`;
  return {
    accountId,
    title: show.company || show.fullname || "Slideshow",
    orientation: show.device_orientation,
    loadingBar: show.loading_bar,
    playlist,
    qrSvg: show.qr_code ? renderSVG(`${origin}${aboutMePath(show)}`, { border: 2 }) : null,
    addSlideHref: owner ? addStylePath : null,
    addStyleQrSvg: playlist.length === 0 ? renderSVG(`${origin}${addStylePath}`, { border: 2 }) : null,
    testHooks: isDevelopment(appConfig()),
    adoptHref: owner && !isScreenSession(args.context) ? "/tv?adopt=1" : null,
    screenTicket: owner && isScreenSession(args.context) ? await screenTicket(args) : null,
  };
}

/** The ticket of this TV's screen session; null when the API cannot give one (the show still plays, uncounted). */
async function screenTicket(args: RouteArgs) {
  const result = await api(args, getScreenTicket);
  if (!result.ok) console.warn("no screen ticket for the slideshow", result.status, result.message);
  return result.ok ? result.data.ticket : null;
}
