import type { DataOf } from "@contract/endpoints/define";
import { type getInsights, MAX_INSIGHT_ITEMS, MAX_SCREENS } from "@contract/endpoints/screens";
import { TAP_CHANNELS, type TapChannel, VISIT_PAGES, type VisitPage } from "@contract/visits";
import { cableObject } from "../cable/route-cable";
import { listScans } from "../db/scans";
import * as db from "../db/screens";
import { listTaps, listVisits } from "../db/visits";
import type { PlayCount } from "../screen-model/plays";
import type { ScanCount } from "../screen-model/scan-tally";
import type { TapCount, VisitCount } from "../screen-model/visit-tally";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

type Insights = DataOf<typeof getInsights>;

/**
 * Insights (issue 23 point 4, issue 24, issue 36 point 5): the hourly
 * counters of the last 7, 30 or 90 days, summed per style, ad and screen:
 * plays → scans → visits → taps. D1 holds the finished hours; this hour's
 * counts are still in the account's cable object (ADR 24) and are added, so
 * they show within minutes.
 */
export async function screenInsights(env: Env, accountId: string, days: number, now: number): Promise<Insights> {
  const since = Math.floor((now - days * DAY_MS) / HOUR_MS) * HOUR_MS;
  const cable = cableObject(env, accountId);
  const [saved, unsaved, savedScans, unsavedScans, names, savedVisits, savedTaps, unsavedVisits] = await Promise.all([
    db.countPlays(env.DB, accountId, since),
    cable.unsavedPlays(),
    listScans(env.DB, accountId, since),
    cable.unsavedScans(),
    db.screenNames(env.DB, accountId),
    listVisits(env.DB, accountId, since),
    listTaps(env.DB, accountId, since),
    cable.unsavedVisits(),
  ]);
  const recent = <T extends { hour: number }>(counts: T[]) => counts.filter((count) => count.hour >= since);
  const plays = recent(unsaved as PlayCount[]);
  const scans = [...savedScans, ...recent(unsavedScans as ScanCount[])];
  const visits = [...savedVisits, ...recent((unsavedVisits as { visits: VisitCount[] }).visits)];
  const taps = [...savedTaps, ...recent((unsavedVisits as { taps: TapCount[] }).taps)];

  const items = addUp([
    ...saved.items,
    ...plays.map((play) => ({ kind: play.kind, id: play.itemId, plays: play.plays })),
    ...scans.map((scan) => ({ kind: scan.kind, id: scan.itemId, scans: scan.scans })),
    // A style's visits: its page's, and those a screen's scan of it began (issue 36).
    ...visits
      .filter((visit) => visit.styleId)
      .map((visit) => ({ kind: "style" as const, id: visit.styleId, ...visit })),
    ...taps.filter((tap) => tap.styleId).map((tap) => ({ kind: "style" as const, id: tap.styleId, ...tap })),
  ]);
  const perScreen = addUp([
    ...saved.screens,
    ...plays.map((play) => ({ kind: "screen" as const, id: play.screenId, plays: play.plays })),
    ...[...scans, ...visits, ...taps]
      .filter((count) => count.screenId)
      .map((count) => ({ ...count, kind: "screen" as const, id: count.screenId })),
  ]);
  const direct = { visits: visits.filter((visit) => !visit.screenId), taps: taps.filter((tap) => !tap.screenId) };
  const sum = (counts: { [key: string]: unknown }[], key: "plays" | "scans" | "visits" | "taps") =>
    counts.reduce((total, count) => total + ((count[key] as number | undefined) ?? 0), 0);
  return {
    days,
    plays_total: sum(items, "plays"),
    scans_total: sum(items, "scans"),
    visits_total: sum(visits, "visits"),
    taps_total: sum(taps, "taps"),
    taps_by_channel: byChannel(taps),
    styles: items
      .filter((item) => item.kind === "style")
      .slice(0, MAX_INSIGHT_ITEMS)
      .map(({ kind: _, id, ...funnel }) => ({ style_id: id, ...funnel })),
    ads: items
      .filter((item) => item.kind === "ad")
      .slice(0, MAX_INSIGHT_ITEMS)
      .map(({ id, plays, scans }) => ({ ad_id: id, plays, scans })),
    // A card's scans (issue 34) count for their screen; only the window sticker's are the sticker's.
    sticker_scans: scans.filter((scan) => scan.source === "print").reduce((total, scan) => total + scan.scans, 0),
    screens: perScreen
      .slice(0, MAX_SCREENS)
      .map(({ kind: _, id, ...funnel }) => ({ screen_id: id, ...funnel, name: names.get(id) ?? null })),
    not_from_screen: {
      visits: sum(direct.visits, "visits"),
      visits_by_page: byPage(direct.visits),
      taps: sum(direct.taps, "taps"),
      taps_by_channel: byChannel(direct.taps),
    },
  };
}

type Counts = {
  kind: string;
  id: string;
  plays?: number;
  scans?: number;
  visits?: number;
  taps?: number;
  channel?: TapChannel;
};

/** Counts of the same kind and id added together: most played first, then most scanned, visited, tapped. */
function addUp<K extends string>(rows: (Counts & { kind: K })[]) {
  const sums = new Map<string, ReturnType<typeof emptyFunnel> & { kind: K; id: string }>();
  for (const row of rows) {
    const key = `${row.kind}\t${row.id}`;
    const sum = sums.get(key) ?? { kind: row.kind, id: row.id, ...emptyFunnel() };
    sum.plays += row.plays ?? 0;
    sum.scans += row.scans ?? 0;
    sum.visits += row.visits ?? 0;
    if (row.taps && row.channel) {
      sum.taps += row.taps;
      sum.taps_by_channel[row.channel] += row.taps;
    }
    sums.set(key, sum);
  }
  return [...sums.values()].sort(
    (a, b) =>
      b.plays - a.plays || b.scans - a.scans || b.visits - a.visits || b.taps - a.taps || a.id.localeCompare(b.id),
  );
}

const emptyFunnel = () => ({ plays: 0, scans: 0, visits: 0, taps: 0, taps_by_channel: byChannel([]) });

function byChannel(taps: TapCount[]): Record<TapChannel, number> {
  const sums = Object.fromEntries(TAP_CHANNELS.map((channel) => [channel, 0])) as Record<TapChannel, number>;
  for (const tap of taps) sums[tap.channel] += tap.taps;
  return sums;
}

function byPage(visits: VisitCount[]): Record<VisitPage, number> {
  const sums = Object.fromEntries(VISIT_PAGES.map((page) => [page, 0])) as Record<VisitPage, number>;
  for (const visit of visits) sums[visit.page] += visit.visits;
  return sums;
}
