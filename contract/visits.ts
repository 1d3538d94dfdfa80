import { parseScanCode } from "./scans";

/**
 * Visits and contact taps (issue 36): what follows a play and a scan, counted
 * first-party and without a cookie.
 *
 * - A **visit** is a view of a shop's about-me, stylist or style page. The
 *   Worker counts it as it answers, edge cache or not, so the pages keep
 *   0 KB of JavaScript.
 * - A **tap** is a tap on one of the shop's contact channels. Web links go
 *   through our own redirect `/t/{channel}/{account}`, which answers at
 *   once and counts meanwhile; Call keeps its `tel:` link and pings the same
 *   path (`<a ping>`), as an app could not follow a redirect to `tel:`
 *   everywhere.
 * - A visit that starts from a screen's QR code carries the scan's code in
 *   its URL (`?via=`), and its contact links carry it on, so the visit and
 *   its taps are credited to that screen and style.
 *
 * The same phone counts once per page (a visit) or per channel (a tap)
 * within 30 minutes.
 */

export const VISIT_DEDUPE_MS = 30 * 60 * 1000;

export const VISIT_PAGES = ["me", "stylist", "style"] as const;
export type VisitPage = (typeof VISIT_PAGES)[number];

/** The channels a tap is counted for, in the order the pages show them. */
export const TAP_CHANNELS = [
  "book",
  "call",
  "whatsapp",
  "telegram",
  "instagram",
  "website",
  "facebook",
  "directions",
] as const;
export type TapChannel = (typeof TAP_CHANNELS)[number];

/** Each channel as its button says it, and as the owner's insights name it. */
export const TAP_CHANNEL_LABELS: Record<TapChannel, string> = {
  book: "Book online",
  call: "Call",
  whatsapp: "WhatsApp",
  telegram: "Telegram",
  instagram: "Instagram",
  website: "Website",
  facebook: "Facebook",
  directions: "Directions",
};

export const isTapChannel = (value: string): value is TapChannel => (TAP_CHANNELS as readonly string[]).includes(value);

export const TAP_PATH_PREFIX = "/t/";
/** The query parameter that carries a scan's code from the scan's redirect to the page and its taps. */
export const VIA_PARAM = "via";
/** The query parameter of a tap that names the style whose page it was made on. */
export const TAP_STYLE_PARAM = "style";
/** The query parameter of a booking tap that names the style's service (issue 37): its own booking link is used. */
export const TAP_SERVICE_PARAM = "service";

const ID = /^[0-9A-Za-z_-]{10}$/;

/** A scan's code from a page's or a tap's URL, when it is one from a screen (others credit nothing). */
export function viaOf(url: URL): string | null {
  const via = url.searchParams.get(VIA_PARAM);
  const code = via ? parseScanCode(via) : null;
  return code?.source === "screen" ? via : null;
}

/** A link to another of the shop's pages that carries the visit's scan code on, so its taps are credited too. */
export function carryVia(path: string, via: string | null | undefined) {
  return via ? `${path}${path.includes("?") ? "&" : "?"}${VIA_PARAM}=${encodeURIComponent(via)}` : path;
}

/** Where a page's tap on `channel` goes: our redirect (or, for Call, its ping), with the page's style and `via`. */
export function tapPath(
  channel: TapChannel,
  accountId: string,
  from: { styleId?: string | null; via?: string | null; serviceId?: string | null },
) {
  const query = new URLSearchParams();
  if (from.styleId && ID.test(from.styleId)) query.set(TAP_STYLE_PARAM, from.styleId);
  if (channel === "book" && from.serviceId && ID.test(from.serviceId)) query.set(TAP_SERVICE_PARAM, from.serviceId);
  if (from.via) query.set(VIA_PARAM, from.via);
  const search = query.toString();
  return `${TAP_PATH_PREFIX}${channel}/${encodeURIComponent(accountId)}${search ? `?${search}` : ""}`;
}

/** What a tap's path names (a booking tap's service: "" for none), or null for one that is not ours. */
export function parseTapPath(
  url: URL,
): { channel: TapChannel; accountId: string; styleId: string; serviceId: string } | null {
  const [channel = "", accountId = "", ...rest] = url.pathname.slice(TAP_PATH_PREFIX.length).split("/");
  if (rest.length || !isTapChannel(channel) || !ID.test(accountId)) return null;
  const style = url.searchParams.get(TAP_STYLE_PARAM) ?? "";
  const service = channel === "book" ? (url.searchParams.get(TAP_SERVICE_PARAM) ?? "") : "";
  return { channel, accountId, styleId: ID.test(style) ? style : "", serviceId: ID.test(service) ? service : "" };
}

/** Where a visitor came from, as the shop's own booking tool and website analytics see it (UTM). */
export type TapMedium = "screen" | "profile";

/**
 * A booking or website link with `utm_source=stylecast` and the medium (a screen's QR code, else the profile),
 * unless the shop set its own UTM source: then its link is left as it is.
 */
export function withUtm(link: string, medium: TapMedium): string {
  const url = new URL(link);
  if (url.searchParams.has("utm_source")) return link;
  url.searchParams.set("utm_source", "stylecast");
  url.searchParams.set("utm_medium", medium);
  return url.toString();
}
