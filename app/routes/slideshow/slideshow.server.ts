import { isDevelopment } from "@contract/config";
import { getScreenTicket } from "@contract/endpoints/screens";
import { getSlideshow } from "@contract/endpoints/slideshow";
import { aboutMePath, stylistPath } from "@contract/public-paths";
import type { ScanPromise } from "@contract/scan-promise";
import { cardScanPath, type ShopCard, slideScanPath } from "@contract/scans";
import { planOf, type ShowPlan } from "@contract/show-now";
import { playlistOf, type Slide, type Slideshow, slideItem, slideshowAccountId } from "@contract/slideshow";
import { data, type RouterContextProvider } from "react-router";
import { renderSVG } from "uqr";
import { api } from "~/lib/api-client.server";
import { errorFromApiFailure } from "~/lib/api-failure.server";
import { appConfig } from "~/lib/config.server";
import { isScreenSession, readSession } from "~/lib/session.server";
import { screenQr } from "./qr.server";

type RouteArgs = { request: Request; context: Readonly<RouterContextProvider>; params: { slideshow?: string } };

/** What the player needs: the show's settings, its playlist (ads woven in) and the QR code. */
export type PlayerData = {
  accountId: string;
  title: string;
  orientation: Slideshow["device_orientation"];
  loadingBar: boolean;
  /** When the server rendered the page: the still it shows until the player decides again on the TV's clock. */
  renderedAt: number;
  /** Everything the screen needs to decide by itself, at any hour and offline, what to show (showNow, issue 34). */
  plan: ShowPlan;
  avatar: string | null;
  /** What the closed card's code promises (issue 37): "Scan to book" only when the shop has a booking link. */
  scan: ScanPromise;
  /**
   * The QR code of each slide (spec §2's QR code, issue 24): a short link `/q/…` that counts the scan and leads to
   * the style (on a screen naming the screen too), packed (qr-matrix.ts) and keyed `style:{id}` or `ad:{id}`;
   * null when the owner switched the code off.
   */
  qrCodes: Record<string, string> | null;
  /** The closed card's and the shop card's codes, packed: on a screen counted short links (`/q/k…`, `/q/s…`). */
  cardCodes: Record<ShopCard, string>;
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
  // Every slide the week may play: the codes and the service worker's media cover them all.
  const everySlide = playlistOf(show);
  const addStylePath = `/${encodeURIComponent(accountId)}/styles`;
  const screen = owner && isScreenSession(args.context) ? await screenTicket(args) : null;
  const screenCode = screen?.scanCode ?? null;
  return {
    accountId,
    title: show.company || show.fullname || "Slideshow",
    orientation: show.device_orientation,
    loadingBar: show.loading_bar,
    renderedAt: Date.now(),
    plan: planOf(show),
    avatar: show.avatar,
    scan: show.scan,
    qrCodes: show.qr_code ? slideCodes(everySlide, origin, { accountId, screenCode }, aboutMePath(show)) : null,
    // A viewer's cards (not one of the shop's screens) link to the pages themselves, uncounted.
    cardCodes: {
      closed: packedQr(
        screenCode ? origin + cardScanPath("closed", screenCode) : (show.booking_link ?? origin + aboutMePath(show)),
      ),
      shop: packedQr(origin + (screenCode ? cardScanPath("shop", screenCode) : stylistPath(show))),
    },
    addSlideHref: owner ? addStylePath : null,
    addStyleQrSvg: everySlide.length === 0 ? renderSVG(`${origin}${addStylePath}`, { border: 2 }) : null,
    testHooks: isDevelopment(appConfig()),
    adoptHref: owner && !isScreenSession(args.context) ? "/tv?adopt=1" : null,
    screenTicket: screen?.ticket ?? null,
  };
}

/** One code per style or ad of the show (a slide shown twice in a cycle has one). */
function slideCodes(
  playlist: Slide[],
  origin: string,
  where: { accountId: string; screenCode: string | null },
  shopPath: string,
) {
  const codes: Record<string, string> = {};
  for (const slide of playlist) {
    const item = slideItem(slide);
    const key = `${item.kind}:${item.id}`;
    // An id that is not one of ours cannot make a short code: that slide's code is the shop's page, uncounted.
    const path = slideScanPath(item, where) ?? shopPath;
    codes[key] ??= packedQr(origin + path);
  }
  return codes;
}

/** Codes made in this isolate, by address: a screen asks for its playlist every few minutes. */
const madeCodes = new Map<string, string>();
function packedQr(url: string) {
  let packed = madeCodes.get(url);
  if (packed === undefined) {
    if (madeCodes.size >= 2000) madeCodes.clear();
    packed = screenQr(url);
    madeCodes.set(url, packed);
  }
  return packed;
}

/** The ticket and scan code of this TV's screen session; null when the API cannot give them (the show plays, uncounted). */
async function screenTicket(args: RouteArgs) {
  const result = await api(args, getScreenTicket);
  if (!result.ok) console.warn("no screen ticket for the slideshow", result.status, result.message);
  return result.ok ? { ticket: result.data.ticket, scanCode: result.data.scan_code } : null;
}
