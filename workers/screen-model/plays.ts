import type { PlayReport } from "@contract/cable";

const HOUR_MS = 3_600_000;
export const hourOf = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;

/**
 * The plays screens report (issue 23), added up in the account's cable
 * object until D1 has them: `screen \t kind \t id \t hour` → count, so 50
 * reports of the same slide are one counter, and one row write per screen,
 * item and hour once the hour is over.
 */
export type PendingPlays = Record<string, number>;

/** One counter of plays: a screen showed a style or an ad this many times in one UTC hour. */
export type PlayCount = { screenId: string; kind: "style" | "ad"; itemId: string; hour: number; plays: number };

/**
 * A reported play counts only for an hour a screen can have played in: the
 * current one or one of the 48 before it. A player holds its plays only
 * until its next report (at most a minute, or a slide's length), but the hour
 * is read from the TV's own clock, which may be off; two days leave room for
 * a clock a day behind, while no play reaches the counters for 1970 or for an
 * hour still to come.
 */
export const PLAY_HOURS_BACK = 48;
const playable = (hour: number, now: number) => hour <= hourOf(now) && hour >= hourOf(now) - PLAY_HOURS_BACK * HOUR_MS;

const keyOf = (play: Omit<PlayCount, "plays">) => [play.screenId, play.kind, play.itemId, play.hour].join("\t");

/** Adds a screen's reported plays; those for an hour it cannot have played in are ignored. */
export function addPlays(pending: PendingPlays, screenId: string, plays: PlayReport[], now: number) {
  for (const play of plays) {
    if (!playable(play.hour, now)) continue;
    const key = keyOf({ screenId, kind: play.kind, itemId: play.id, hour: play.hour });
    pending[key] = (pending[key] ?? 0) + play.count;
  }
}

/** The counters not yet written to D1. */
export function listPlays(pending: PendingPlays): PlayCount[] {
  return Object.entries(pending).map(([key, plays]) => {
    const [screenId = "", kind, itemId = "", hour] = key.split("\t");
    return { screenId, kind: kind === "ad" ? "ad" : "style", itemId, hour: Number(hour), plays };
  });
}

/** Takes out the counters to write now: those of hours that are over, or all of them when no screen runs. */
export function takePlays(pending: PendingPlays, now: number, running: boolean): PlayCount[] {
  const plays = listPlays(pending).filter((play) => !running || play.hour < hourOf(now));
  for (const play of plays) delete pending[keyOf(play)];
  return plays;
}
