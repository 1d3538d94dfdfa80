import { SCAN_DEDUPE_MS, type ScanItemKind, type ScanSource } from "@contract/scans";

const HOUR_MS = 3_600_000;

/**
 * One hourly counter of scans: from where (`screenId` '' when not from a
 * screen), of what, in which UTC hour. The tally owns this shape;
 * `workers/db/scans.ts` writes and reads it.
 */
export type ScanCount = {
  source: ScanSource;
  screenId: string;
  kind: ScanItemKind;
  itemId: string;
  hour: number;
  scans: number;
};

export type ScanTallyState = {
  /** A phone's keyed hash (for one code, one day) → until when a scan of it counts no more. */
  seen: Record<string, number>;
  /** Scans counted since the last write: `source \t screen \t kind \t id \t hour` → count. */
  pending: Record<string, number>;
};

export const emptyScanTally = (): ScanTallyState => ({ seen: {}, pending: {} });

/**
 * The scans of one account (issue 24), as its cable Durable Object counts
 * them: one per phone and code within 10 minutes, added up by hour and
 * written to D1 once the hour is over (like plays), never one write per
 * scan. Pure and clock-driven; the object persists `state`. A phone's hash
 * is forgotten when its window ends.
 */
export class ScanTally {
  constructor(readonly state: ScanTallyState) {}

  /** Counts a scan unless `visitor` scanned the same code within the window; true when it counted. */
  count(visitor: string, scan: Omit<ScanCount, "hour" | "scans">, now: number): boolean {
    this.forget(now);
    if ((this.state.seen[visitor] ?? 0) > now) return false;
    this.state.seen[visitor] = now + SCAN_DEDUPE_MS;
    const key = keyOf({ ...scan, hour: hourOf(now) });
    this.state.pending[key] = (this.state.pending[key] ?? 0) + 1;
    return true;
  }

  /** Scans counted and not yet written (the current hour's until it ends): insights add them. */
  unsaved(): ScanCount[] {
    return Object.entries(this.state.pending).map(([key, scans]) => {
      const [source, screenId = "", kind, itemId = "", hour] = key.split("\t");
      return { source, screenId, kind, itemId, hour: Number(hour), scans } as ScanCount;
    });
  }

  /** The counters of hours that are over, taken out to be written; and hashes whose window ended, forgotten. */
  drain(now: number): ScanCount[] {
    this.forget(now);
    const thisHour = hourOf(now);
    const done = this.unsaved().filter((count) => count.hour < thisHour);
    for (const count of done) delete this.state.pending[keyOf(count)];
    return done;
  }

  /** When the object must wake for its scans: a window ending, or an hour with counters ending; null when neither. */
  nextWake(now: number): number | null {
    const waits = Object.values(this.state.seen);
    const hours = this.unsaved().map((count) => count.hour + HOUR_MS);
    const next = Math.min(...waits, ...hours);
    return Number.isFinite(next) ? Math.max(next, now + 1000) : null;
  }

  private forget(now: number) {
    for (const [visitor, until] of Object.entries(this.state.seen)) {
      if (until <= now) delete this.state.seen[visitor];
    }
  }
}

/** A counter's key in `pending`: source, screen, kind, item and hour (`unsaved` reads it back). */
const keyOf = (count: Omit<ScanCount, "scans">) =>
  [count.source, count.screenId, count.kind, count.itemId, count.hour].join("\t");

const hourOf = (at: number) => Math.floor(at / HOUR_MS) * HOUR_MS;
