import { readConfig } from "@contract/config";
import type { VisitPage } from "@contract/visits";
import { isbot } from "isbot";
import { isolateMemo } from "../db/isolate-memo";
import { findStyleAccount } from "../db/visits";
import { visitorKey } from "../scans/visitor-key";
import { screenCredit } from "./credit";
import { sendCount } from "./send-count";

const ID = "([0-9A-Za-z_-]{10})";
const PAGES: [VisitPage, RegExp][] = [
  ["me", /^\/[^/]+\/me$/],
  ["stylist", new RegExp(`^/[^/]+/stylist/${ID}$`)],
  ["style", new RegExp(`^/[^/]+/${ID}/style$`)],
];

/** The visitor page a path is (the routes of app/routes.ts), and the id in it: the account's, or the style's. */
export function visitorPageOf(url: URL): { page: VisitPage; id: string } | null {
  for (const [page, pattern] of PAGES) {
    const match = pattern.exec(url.pathname);
    if (!match) continue;
    const id = page === "me" ? (url.searchParams.get("account_id") ?? "") : (match[1] ?? "");
    return /^[0-9A-Za-z_-]{10}$/.test(id) ? { page, id } : null;
  }
  return null;
}

/**
 * Serves a page (`serve`: the edge cache, else a render) and counts it as a
 * visit when it is a view of a shop's about-me, stylist or style page (issue
 * 36), whether it was rendered or came from the cache: only a page shown
 * (200) to a person (a GET, not a bot) counts, once per phone and page in 30
 * minutes (the account's cable object decides). The visitor has the page
 * first: the count runs after it, and a failed one is only logged.
 */
export async function withVisitCount(
  request: Request,
  env: Env,
  ctx: ExecutionContext,
  serve: () => Promise<Response>,
) {
  const response = await serve();
  if (request.method !== "GET" || response.status !== 200) return response;
  const url = new URL(request.url);
  const visited = visitorPageOf(url);
  if (visited && !isbot(request.headers.get("User-Agent") ?? "")) ctx.waitUntil(count(env, request, url, visited));
  return response;
}

async function count(env: Env, request: Request, url: URL, visited: { page: VisitPage; id: string }) {
  try {
    const secret = readConfig(env).SESSION_SECRET;
    const accountId = visited.page === "style" ? await styleAccount(env.DB, visited.id) : visited.id;
    if (!accountId) return;
    const credit = await screenCredit(env.DB, url, accountId);
    const visitor = await visitorKey(secret, request, `visit:${visited.page}:${visited.id}`, Date.now());
    await sendCount(env, accountId, {
      visitor,
      visit: {
        page: visited.page,
        styleId: visited.page === "style" ? visited.id : credit.styleId,
        screenId: credit.screenId,
      },
    });
  } catch (error) {
    console.error("visit not counted", visited.id, error);
  }
}

/** Styles whose account this isolate looked up lately: a style never changes account. */
const styleAccount = isolateMemo(3_600_000, 5000, findStyleAccount);
