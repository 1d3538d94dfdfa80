import type { NowShowing } from "@contract/cable";
import type { Screen } from "@contract/endpoints/screens";
import { mediaUrl } from "@contract/media-url";
import { shopDay } from "@contract/shop-clock";
import type { LiveScreen } from "../cable/account-screens";
import { cableObject } from "../cable/route-cable";
import { findScreenProblems, problemAnswer, type ScreenProblemRow } from "../db/screen-problems";
import * as db from "../db/screens";

/**
 * My screens (issue 23 point 3): the owner's screens as D1 keeps them (name,
 * runtime, the facts of their latest stint), merged with what the account's
 * cable object sees now (status, what each shows, its browser and screen).
 */
export async function listMyScreens(env: Env, accountId: string, now: number, timeZone: string): Promise<Screen[]> {
  // "Today" is the shop's: its runtime days are cut at its midnights.
  const rows = await db.listScreens(env.DB, accountId, now, shopDay(now, timeZone));
  // An account without screens has no cable object to wake (nor to create).
  const live = rows.length > 0 ? ((await cableObject(env, accountId).liveScreens(now)) as LiveScreen[]) : [];
  const byId = new Map(live.map((screen) => [screen.screenId, screen]));
  const pictures = await shownPictures(env.DB, accountId, live);
  const problems = new Map(
    (rows.length > 0 ? await findScreenProblems(env.DB, accountId) : []).map((problem) => [problem.id, problem]),
  );
  return rows.map((row) => screenAnswer(row, byId.get(row.id), pictures, problems.get(row.id)));
}

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
 * One screen as the API answers it. A screen the object has no stint for
 * is offline; what an offline screen last showed is not "now". The picture
 * is the style's (or ad's) own, looked up by id: a URL a player reported is
 * never passed on, so nothing but our /media can appear on the owner's page.
 */
function screenAnswer(
  row: db.ScreenRow,
  live: LiveScreen | undefined,
  pictures: Pictures,
  problem: ScreenProblemRow | undefined,
): Screen {
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
    linked_at: new Date(row.created_at).toISOString(),
    runtime_today: row.runtime_today,
    runtime_month: row.runtime_month,
    runtime_total: row.runtime_total,
    browser: joined(browserName, browserVersion),
    os: joined(osName, osVersion),
    resolution: info.resolution ?? size ?? row.resolution,
    last_problem: problem ? problemAnswer(problem) : null,
  };
}

const joined = (name: string | null | undefined, version: string | null | undefined) =>
  name ? [name, version].filter(Boolean).join(" ") : null;
