import type { TapChannel, VisitPage } from "@contract/visits";

const HOUR_MS = 3_600_000;

/** One hourly counter of visits to a shop's pages (issue 36); the tally owns this shape, `workers/db/visits.ts` writes it. */
export type VisitCount = { page: VisitPage; styleId: string; screenId: string; hour: number; visits: number };
/** One hourly counter of taps on a shop's contact channels. */
export type TapCount = { channel: TapChannel; styleId: string; screenId: string; hour: number; taps: number };

export type Visit = Omit<VisitCount, "hour" | "visits">;
export type Tap = Omit<TapCount, "hour" | "taps">;
/** A visit or a tap as a Worker hands it to the account's object: what it was, and the phone's hash for it. */
export type Counted = { visitor: string } & ({ visit: Visit } | { tap: Tap });

export type VisitTallyState = {
  /** Visits counted since the last write: `page \t style \t screen \t hour` → count. */
  visits: Record<string, number>;
  /** Taps counted since the last write: `channel \t style \t screen \t hour` → count. */
  taps: Record<string, number>;
};

export const emptyVisitTally = (): VisitTallyState => ({ visits: {}, taps: {} });

/**
 * The visits and taps of one account, as its cable object adds them up: by
 * hour, written to D1 once the hour is over (as scans and plays are), never
 * one write per visit. Which phone was seen when is not kept here: there can
 * be thousands in 30 minutes, so the object keeps each under its own key
 * (`seen-phones.ts`). Pure and clock-driven; the object persists `state`.
 */
export class VisitTally {
  constructor(readonly state: VisitTallyState) {}

  addVisit(visit: Visit, now: number) {
    add(this.state.visits, [visit.page, visit.styleId, visit.screenId, hourOf(now)]);
  }

  addTap(tap: Tap, now: number) {
    add(this.state.taps, [tap.channel, tap.styleId, tap.screenId, hourOf(now)]);
  }

  /** Counted and not yet written (the current hour's until it ends): insights add them. */
  unsaved(): { visits: VisitCount[]; taps: TapCount[] } {
    return {
      visits: Object.entries(this.state.visits).map(([key, visits]) => {
        const [page, styleId = "", screenId = "", hour] = key.split("\t");
        return { page: page as VisitPage, styleId, screenId, hour: Number(hour), visits };
      }),
      taps: Object.entries(this.state.taps).map(([key, taps]) => {
        const [channel, styleId = "", screenId = "", hour] = key.split("\t");
        return { channel: channel as TapChannel, styleId, screenId, hour: Number(hour), taps };
      }),
    };
  }

  /** The counters of hours that are over, taken out to be written. */
  drain(now: number): { visits: VisitCount[]; taps: TapCount[] } {
    const thisHour = hourOf(now);
    const { visits, taps } = this.unsaved();
    const done = { visits: visits.filter((c) => c.hour < thisHour), taps: taps.filter((c) => c.hour < thisHour) };
    for (const c of done.visits) delete this.state.visits[[c.page, c.styleId, c.screenId, c.hour].join("\t")];
    for (const c of done.taps) delete this.state.taps[[c.channel, c.styleId, c.screenId, c.hour].join("\t")];
    return done;
  }

  /** When the object must wake to write: the end of the earliest hour with counters; null when none. */
  nextWake(now: number): number | null {
    const { visits, taps } = this.unsaved();
    const hours = [...visits, ...taps].map((count) => count.hour + HOUR_MS);
    return hours.length ? Math.max(Math.min(...hours), now + 1000) : null;
  }
}

function add(counters: Record<string, number>, fields: (string | number)[]) {
  const key = fields.join("\t");
  counters[key] = (counters[key] ?? 0) + 1;
}

const hourOf = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;
