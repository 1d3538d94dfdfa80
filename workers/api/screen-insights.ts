import type { DataOf } from "@contract/endpoints/define";
import { type getInsights, MAX_INSIGHT_ITEMS, MAX_SCREENS } from "@contract/endpoints/screens";
import { cableObject } from "../cable/route-cable";
import { listScans } from "../db/scans";
import * as db from "../db/screens";
import type { PlayCount } from "../screen-model/plays";
import type { ScanCount } from "../screen-model/scan-tally";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Proof of play (issue 23 point 4) and scans (issue 24): the hourly counters
 * of the last 7 or 30 days, summed per style, ad and screen. D1 holds the
 * finished hours; this hour's plays and scans are still in the account's
 * cable object (ADR 24) and are added, so they show within minutes.
 */
export async function screenInsights(
  env: Env,
  accountId: string,
  days: number,
  now: number,
): Promise<DataOf<typeof getInsights>> {
  const since = Math.floor((now - days * DAY_MS) / HOUR_MS) * HOUR_MS;
  const cable = cableObject(env, accountId);
  const [saved, unsaved, savedScans, unsavedScans, names] = await Promise.all([
    db.countPlays(env.DB, accountId, since),
    cable.unsavedPlays(),
    listScans(env.DB, accountId, since),
    cable.unsavedScans(),
    db.screenNames(env.DB, accountId),
  ]);
  const plays = (unsaved as PlayCount[]).filter((play) => play.hour >= since);
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
  return {
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
    // A card's scans (issue 34) count for their screen; only the window sticker's are the sticker's.
    sticker_scans: scans.filter((scan) => scan.source === "print").reduce((sum, scan) => sum + scan.scans, 0),
    screens: perScreen
      .slice(0, MAX_SCREENS)
      .map(({ id, plays, scans }) => ({ screen_id: id, plays, scans, name: names.get(id) ?? null })),
  };
}

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
