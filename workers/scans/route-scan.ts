import { aboutMePath, styleDetailPath, stylistPath } from "@contract/public-paths";
import { parseScanCode, SCAN_PATH_PREFIX } from "@contract/scans";
import { VIA_PARAM } from "@contract/visits";
import { isbot } from "isbot";
import { cableObject } from "../cable/route-cable";
import { isolateMemo } from "../db/isolate-memo";
import { findScanTarget, type ScanTarget } from "../db/scans";
import { visitorKey } from "./visitor-key";

/**
 * `GET /q/{code}` (issue 24): a QR code scanned from a shop's screen or its
 * window sticker. It answers at once with a redirect to what the code names
 * (no JavaScript, no cookie) and hands the count to the account's cable
 * object without waiting for it. Bots (link previews, crawlers) are
 * redirected but not counted; a code that is not one is a 404 before any
 * lookup.
 */
export async function routeScan(request: Request, env: Env, ctx: ExecutionContext, secret: string) {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return new Response("Method not allowed", { status: 405, headers: { Allow: "GET, HEAD" } });
  }
  const code = new URL(request.url).pathname.slice(SCAN_PATH_PREFIX.length);
  const target = await lookUpScanCode(env.DB, code);
  if (!target) return notFound();
  const userAgent = request.headers.get("User-Agent") ?? "";
  if (request.method === "GET" && !isbot(userAgent)) ctx.waitUntil(count(env, secret, request, code, target));
  return new Response(null, {
    status: 302,
    headers: { Location: withVia(destination(target), target, code), "Cache-Control": "no-store" },
  });
}

/**
 * Codes this isolate looked up in the last minute: the phones in front of one
 * TV scan the same few codes. A style removed or a shop blocked meanwhile
 * still redirects for up to a minute, to a page that then says so itself.
 */
const rememberedTarget = isolateMemo(60_000, 1000, (db, code) => {
  const parsed = parseScanCode(code);
  return parsed ? findScanTarget(db, parsed) : Promise.resolve(null);
});

/** What a scan code names (null for a code that is not one: no lookup). */
export async function lookUpScanCode(db: D1Database, code: string): Promise<ScanTarget | null> {
  return parseScanCode(code) ? rememberedTarget(db, code) : null;
}

/**
 * Where a scan leads: the style's page (if visitors may see it), an ad's link, the closed card's booking link, the
 * shop card's styles, else the shop's about-me page.
 */
export function destination(target: ScanTarget): string {
  const shop = { account_id: target.accountId, company: target.company };
  if (target.kind === "style" && target.public) return styleDetailPath({ id: target.itemId, company: target.company });
  if ((target.kind === "ad" || target.card === "closed") && target.link) return target.link;
  if (target.card === "shop") return stylistPath(shop);
  return aboutMePath(shop);
}

/**
 * A scan from a screen that leads to one of the shop's pages carries its code on (`?via=`, issue 36): the visit
 * and its taps are credited to that screen and style. An ad's own link leaves the site and gets nothing.
 */
function withVia(location: string, target: ScanTarget, code: string) {
  if (!target.screenId || !location.startsWith("/")) return location;
  return `${location}${location.includes("?") ? "&" : "?"}${VIA_PARAM}=${code}`;
}

async function count(env: Env, secret: string, request: Request, code: string, target: ScanTarget) {
  try {
    const visitor = await visitorKey(secret, request, code, Date.now());
    const { accountId, source, screenId, kind, itemId } = target;
    await cableObject(env, accountId).countScan(accountId, visitor, { source, screenId, kind, itemId });
  } catch (error) {
    // The visitor has their page; a scan that could not be counted is only logged.
    console.error("scan not counted", target.accountId, error);
  }
}

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
