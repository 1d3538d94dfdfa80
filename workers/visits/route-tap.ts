import { channelLink, webLink } from "@contract/contact-links";
import { parseTapPath, type TapChannel, viaOf, withUtm } from "@contract/visits";
import { isbot } from "isbot";
import { isolateMemo } from "../db/isolate-memo";
import { findService } from "../db/services";
import { findShopContacts } from "../db/visits";
import { visitorKey } from "../scans/visitor-key";
import { screenCredit } from "./credit";
import { sendCount } from "./send-count";

/** The channels whose links are the shop's own web pages: they get UTM tags, so its booking tool sees us. */
const TAGGED: ReadonlySet<TapChannel> = new Set(["book", "website"]);

/**
 * `/t/{channel}/{account}` (issue 36): a tap on one of a shop's contact
 * channels. `GET` answers at once with a redirect to the channel's link,
 * built here from what the shop saved (so it is no open redirect), and hands
 * the count to the account's cable object without waiting; a count that
 * fails loses nothing but itself. `POST` is Call's `<a ping>`: counted, and
 * answered with nothing. Bots are redirected and not counted.
 */
export async function routeTap(request: Request, env: Env, ctx: ExecutionContext, secret: string) {
  if (request.method !== "GET" && request.method !== "HEAD" && request.method !== "POST") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD, POST" } });
  }
  const url = new URL(request.url);
  const tap = parseTapPath(url);
  const contacts = tap ? await lookUp(env.DB, tap.accountId) : null;
  const link = tap && contacts ? ((await serviceBookingLink(env.DB, tap)) ?? channelLink(contacts, tap.channel)) : null;
  if (!tap || !link) return notFound();
  if (request.method !== "HEAD" && !isbot(request.headers.get("User-Agent") ?? "")) {
    ctx.waitUntil(count(env, secret, request, url, tap));
  }
  if (request.method === "POST") return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const location = TAGGED.has(tap.channel) ? withUtm(link, viaOf(url) ? "screen" : "profile") : link;
  return new Response(null, {
    status: 302,
    // The shop's page need not know which of our pages the visitor came from.
    headers: { Location: location, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

/**
 * A booking tap of a style's service (issue 37): the link saved on that service, when it is one of the tap's
 * account's and has one; else null, and the shop's own booking link is used (a forged id leads nowhere else).
 */
async function serviceBookingLink(db: D1Database, tap: { channel: TapChannel; accountId: string; serviceId: string }) {
  if (tap.channel !== "book" || !tap.serviceId) return null;
  const service = await findService(db, tap.accountId, tap.serviceId);
  return webLink(service?.booking_link);
}

/** Shops this isolate looked up in the last minute: a visitor taps a channel of the page they are on. */
const lookUp = isolateMemo(60_000, 1000, findShopContacts);

async function count(
  env: Env,
  secret: string,
  request: Request,
  url: URL,
  tap: { channel: TapChannel; accountId: string; styleId: string },
) {
  try {
    const credit = await screenCredit(env.DB, url, tap.accountId);
    const visitor = await visitorKey(secret, request, `tap:${tap.channel}`, Date.now());
    await sendCount(env, tap.accountId, {
      visitor,
      tap: { channel: tap.channel, styleId: tap.styleId || credit.styleId, screenId: credit.screenId },
    });
  } catch (error) {
    console.error("tap not counted", tap.accountId, error);
  }
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
