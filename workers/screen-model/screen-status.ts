import { type NowShowing, OFFLINE_AFTER_MS, type ScreenStatus, stallAfterMs } from "@contract/cable";

/** What the status of a screen is decided from: its stint as the account's cable object keeps it. */
export type StatusFacts = {
  lastSeenAt: number;
  sockets: readonly string[];
  visible: boolean;
  showing?: NowShowing | null;
  /** The slide delay the screen last reported. */
  delayMs?: number | null;
  /** When that report came: a slide is judged at the time the screen spoke, not later (it may have moved since). */
  reportedAt?: number | null;
  /** The screen said it is stalled and reloads. */
  stalled?: boolean;
};

/**
 * decisions.md "Screen statuses", as a pure function of what the object
 * knows: offline after 50 s without a sign; hidden when not visible;
 * stalled when the screen says so, or its last report had the same slide on
 * for STALL_DELAYS slide delays while not waiting on a video; else playing.
 */
export function screenStatus(facts: StatusFacts | undefined, now: number): ScreenStatus {
  if (!facts || (facts.sockets.length === 0 && now - facts.lastSeenAt > OFFLINE_AFTER_MS)) return "offline";
  if (!facts.visible) return "hidden";
  if (facts.stalled) return "stalled";
  const { showing, delayMs, reportedAt } = facts;
  if (showing && delayMs && typeof reportedAt === "number" && !showing.waiting_on_video) {
    if (reportedAt - showing.since > stallAfterMs(delayMs)) return "stalled";
  }
  return "playing";
}
