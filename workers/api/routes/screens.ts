import { berlinDay } from "@contract/berlin-days";
import { type NowShowing, SCREEN_MESSAGES, type ScreenInfo } from "@contract/cable";
import {
  getInsights,
  getScreenTicket,
  listScreens,
  MAX_INSIGHT_ITEMS,
  MAX_SCREENS,
  removeScreen,
  renameScreen,
  type Screen,
  screenOffline,
  screenOnline,
} from "@contract/endpoints/screens";
import { mediaUrl } from "@contract/media-url";
import { MY_SCREENS_MESSAGES } from "@contract/screens";
import { OpenAPIHono } from "@hono/zod-openapi";
import { issueScreenTicket } from "../../auth/screen-ticket";
import { cableObject, screenOf } from "../../cable/route-cable";
import { screenInfoFromUserAgent } from "../../cable/user-agent";
import { listScans, type ScanCount } from "../../db/scans";
import * as db from "../../db/screens";
import { findSlideshowAccount } from "../../db/slideshow";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { requireAccount } from "../middleware/require-auth";
import { HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";
import { route } from "../route";

// The limit runs after the Content-Type check (so it is not `limit`): only JSON requests count against it.
const presenceLimit = limitPerIp("screen-presence", 600, HOUR);

/** A shop's screens (issue 23): the ticket a TV's slideshow shows, and presence over HTTP. */
export const screens = new OpenAPIHono<ApiEnv>()
  .openapi(route(getScreenTicket, { middleware: [requireAccount] }), async (c) => {
    const { scanCode } = await db.adoptScreen(c.env.DB, c.var.sessionId, c.var.account.id, Date.now());
    const ticket = await issueScreenTicket(c.var.config.SESSION_SECRET, c.var.sessionId);
    return ok(c, { screen_id: c.var.sessionId, ticket, scan_code: scanCode });
  })

  // Spec §7 `slideshow_online` / `slideshow_offline`: the account's Durable Object counts them as a socket's heartbeats.
  .openapi(route(screenOnline, { middleware: [presenceLimit] }), async (c) => {
    const { account_id, screen_ticket, visible } = c.req.valid("json");
    const screenId = await screenIn(c.env, account_id, screen_ticket);
    const info = screenInfoFromUserAgent(c.req.header("User-Agent") ?? "");
    await cableObject(c.env, account_id).screenOnline(account_id, screenId, visible, info);
    return ok(c, null, SCREEN_MESSAGES.online);
  })
  .openapi(route(screenOffline, { middleware: [presenceLimit] }), async (c) => {
    const { account_id, screen_ticket } = c.req.valid("json");
    const screenId = await screenIn(c.env, account_id, screen_ticket);
    await cableObject(c.env, account_id).screenOffline(account_id, screenId);
    return ok(c, null, SCREEN_MESSAGES.offline);
  })

  // My screens (issue 23 point 3): the owner's screens, each as D1 keeps it and as the account's cable object sees it now.
  .openapi(route(listScreens, { middleware: [requireAccount] }), async (c) => {
    const accountId = c.var.account.id;
    const now = Date.now();
    const rows = await db.listScreens(c.env.DB, accountId, now, berlinDay(now));
    // An account without screens has no cable object to wake (nor to create).
    const live = rows.length > 0 ? await liveScreensOf(c.env, accountId, now) : [];
    const byId = new Map(live.map((screen) => [screen.screenId, screen]));
    const pictures = await shownPictures(c.env.DB, accountId, live);
    return ok(c, { data: rows.map((row) => screenAnswer(row, byId.get(row.id), pictures)) });
  })

  .openapi(route(renameScreen, { middleware: [requireAccount] }), async (c) => {
    const { id } = c.req.valid("param");
    const name = c.req.valid("json").name || null;
    if (!(await db.renameScreen(c.env.DB, c.var.account.id, id, name))) {
      throw new ApiError(404, MY_SCREENS_MESSAGES.notFound);
    }
    return ok(c, { screen_id: id, name }, name ? MY_SCREENS_MESSAGES.renamed : MY_SCREENS_MESSAGES.nameCleared);
  })

  .openapi(route(removeScreen, { middleware: [requireAccount] }), async (c) => {
    const { id } = c.req.valid("param");
    const accountId = c.var.account.id;
    if (!(await db.removeScreen(c.env.DB, accountId, id))) throw new ApiError(404, MY_SCREENS_MESSAGES.notFound);
    // Its session is gone from D1; the cable object lets go of its sockets and presence at once, not 50 s later.
    await cableObject(c.env, accountId).forgetScreen(id);
    return ok(c, null, MY_SCREENS_MESSAGES.removed);
  })

  // Proof of play (issue 23 point 4) and scans (issue 24): the hourly counters of the last 7 or 30 days, summed.
  .openapi(route(getInsights, { middleware: [requireAccount] }), async (c) => {
    const days = Number(c.req.valid("query").days);
    const since = Math.floor((Date.now() - days * DAY_MS) / HOUR_MS) * HOUR_MS;
    const accountId = c.var.account.id;
    const cable = cableObject(c.env, accountId);
    const [saved, unsaved, savedScans, unsavedScans, names] = await Promise.all([
      db.countPlays(c.env.DB, accountId, since),
      cable.unsavedPlays(),
      listScans(c.env.DB, accountId, since),
      cable.unsavedScans(),
      db.screenNames(c.env.DB, accountId),
    ]);
    // This hour's plays and scans are still in the cable object (ADR 24): added, so they show within minutes.
    const plays = (unsaved as db.PlayCount[]).filter((play) => play.hour >= since);
    const scans = [...savedScans, ...(unsavedScans as ScanCount[]).filter((scan) => scan.hour >= since)];
    const items = addUp([
      ...saved.items,
      ...plays.map((play) => ({ kind: play.kind, id: play.itemId, plays: play.plays })),
      ...scans.map((scan) => ({ kind: scan.kind, id: scan.itemId, scans: scan.scans })),
    ]);
    const perScreen = addUp([
      ...saved.screens,
      ...plays.map((play) => ({ kind: "screen" as const, id: play.screenId, plays: play.plays })),
      ...scans
        .filter((scan) => scan.screenId)
        .map((scan) => ({ kind: "screen" as const, id: scan.screenId, scans: scan.scans })),
    ]);
    const total = (key: "plays" | "scans") => items.reduce((sum, item) => sum + item[key], 0);
    return ok(c, {
      days,
      plays_total: total("plays"),
      scans_total: total("scans"),
      styles: items
        .filter((item) => item.kind === "style")
        .slice(0, MAX_INSIGHT_ITEMS)
        .map(({ id, plays, scans }) => ({ style_id: id, plays, scans })),
      ads: items
        .filter((item) => item.kind === "ad")
        .slice(0, MAX_INSIGHT_ITEMS)
        .map(({ id, plays, scans }) => ({ ad_id: id, plays, scans })),
      sticker_scans: items.find((item) => item.kind === "profile")?.scans ?? 0,
      screens: perScreen
        .slice(0, MAX_SCREENS)
        .map(({ id, plays, scans }) => ({ screen_id: id, plays, scans, name: names.get(id) ?? null })),
    });
  });

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Counts of the same kind and id added together: most played first, then most scanned. */
function addUp<K extends string>(rows: { kind: K; id: string; plays?: number; scans?: number }[]) {
  const sums = new Map<string, { kind: K; id: string; plays: number; scans: number }>();
  for (const row of rows) {
    const key = `${row.kind}\t${row.id}`;
    const sum = sums.get(key) ?? { kind: row.kind, id: row.id, plays: 0, scans: 0 };
    sum.plays += row.plays ?? 0;
    sum.scans += row.scans ?? 0;
    sums.set(key, sum);
  }
  return [...sums.values()].sort((a, b) => b.plays - a.plays || b.scans - a.scans || a.id.localeCompare(b.id));
}

type LiveScreen = {
  screenId: string;
  status: Screen["status"];
  showing: NowShowing | null;
  lastSeenAt: number;
  info: ScreenInfo;
};

const liveScreensOf = (env: Env, accountId: string, now: number): Promise<LiveScreen[]> =>
  cableObject(env, accountId).liveScreens(now);

type Pictures = Awaited<ReturnType<typeof db.findShownPictures>>;

/** The pictures of what the online screens show, from D1 (one batch for all of them). */
async function shownPictures(database: D1Database, accountId: string, live: LiveScreen[]): Promise<Pictures> {
  const shown = live.filter((screen) => screen.status !== "offline" && screen.showing).map((screen) => screen.showing);
  const ids = (kind: NowShowing["kind"]) => [
    ...new Set(shown.filter((item) => item?.kind === kind).map((item) => item?.id ?? "")),
  ];
  if (shown.length === 0) return { styles: new Map(), ads: new Map() };
  return db.findShownPictures(database, accountId, ids("style"), ids("ad"));
}

/**
 * One screen as the API answers it. A screen the object has no session for
 * is offline; what an offline screen last showed is not "now". The picture
 * is the style's (or ad's) own, looked up by id: a URL a player reported is
 * never passed on, so nothing but our /media can appear on the owner's page.
 */
function screenAnswer(row: db.ScreenRow, live: LiveScreen | undefined, pictures: Pictures): Screen {
  const status = live?.status ?? "offline";
  const showing = status === "offline" ? null : (live?.showing ?? null);
  const key = showing ? (showing.kind === "style" ? pictures.styles : pictures.ads).get(showing.id) : undefined;
  const src = mediaUrl(key);
  const info = live?.info ?? {};
  const browserName = info.browser_name ?? row.browser_name;
  const browserVersion = info.browser_name ? info.browser_version : row.browser_version;
  const osName = info.os_name ?? row.os_name;
  const osVersion = info.os_name ? info.os_version : row.os_version;
  const size = info.screen_width && info.screen_height ? `${info.screen_width}x${info.screen_height}` : null;
  return {
    screen_id: row.id,
    name: row.name,
    status,
    now_showing:
      showing && src
        ? {
            kind: showing.kind,
            style_id: showing.kind === "style" ? showing.id : null,
            ad_id: showing.kind === "ad" ? showing.id : null,
            src,
            since: new Date(showing.since).toISOString(),
          }
        : null,
    last_seen_at: live ? new Date(live.lastSeenAt).toISOString() : row.last_seen_at,
    runtime_today: row.runtime_today,
    runtime_month: row.runtime_month,
    runtime_total: row.runtime_total,
    browser: joined(browserName, browserVersion),
    os: joined(osName, osVersion),
    resolution: info.resolution ?? size ?? row.resolution,
  };
}

const joined = (name: string | null | undefined, version: string | null | undefined) =>
  name ? [name, version].filter(Boolean).join(" ") : null;

/** Only an existing, unblocked account has a slideshow, and only its live screens count. */
async function screenIn(env: Env, accountId: string, ticket: string) {
  if (!(await findSlideshowAccount(env.DB, accountId))) {
    throw new ApiError(404, SCREEN_MESSAGES.unknownAccount, "account_id");
  }
  const screenId = await screenOf(env, ticket, accountId);
  if (!screenId) throw new ApiError(403, SCREEN_MESSAGES.notAScreen, "screen_ticket");
  return screenId;
}
