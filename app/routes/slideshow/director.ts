/**
 * The slideshow's director: when the slide on screen may give way to the next
 * (spec §4 Autoplay, issue 21). A pure state machine (no timers, no DOM), so
 * each rule is unit-tested; the player feeds it what happened and carries out
 * what it decides.
 *
 * A turn goes `moving` (the carousel scrolls onto the slide) → `in place` →
 * `shown` (in place and its media ready: the delay counts from here) → due
 * (the delay is over, a video has reached its end) → advance, once the next
 * slide is ready too. Nothing moves onto a slide that is not ready, so the
 * screen never shows an empty frame.
 */

/** Whether a slide's media can be shown: an image decoded, a video playing (on screen) or able to play (next). */
export type Readiness = "pending" | "ready" | "failed";

export type Turn = {
  index: number;
  /** The scroll onto this slide is over: it stands still on screen. */
  inPlace: boolean;
  /** When it first stood in place with its media ready (ms, performance clock); null before. */
  shownAt: number | null;
  /** A video reached its end at least once. */
  videoEnded: boolean;
};

export type TurnEvent =
  /** The carousel chose a slide: by scrolling to it (`moving`) or by (re)starting on it. */
  { type: "select"; index: number; moving: boolean } | { type: "inPlace" } | { type: "videoEnded" };

export type Situation = {
  kind: "image" | "video";
  current: Readiness;
  /** The next slide's readiness; `none` in a show of one slide (nothing to advance to). */
  next: Readiness | "none";
  now: number;
  delayMs: number;
};

export type Decision =
  /** Nothing to do until something happens (media ready, scroll over, video ended). */
  | { do: "hold" }
  /** Ask again in `ms`. */
  | { do: "wait"; ms: number }
  | { do: "advance" }
  /** That slide's media failed: the player drops it (spec §4) and the show goes on without it. */
  | { do: "drop"; slide: "current" | "next" };

export const startTurn = (index: number, moving: boolean): Turn => ({
  index,
  inPlace: !moving,
  shownAt: null,
  videoEnded: false,
});

export function onTurnEvent(turn: Turn, event: TurnEvent): Turn {
  switch (event.type) {
    case "select":
      return startTurn(event.index, event.moving);
    case "inPlace":
      return turn.inPlace ? turn : { ...turn, inPlace: true };
    case "videoEnded":
      return turn.videoEnded ? turn : { ...turn, videoEnded: true };
  }
}

/**
 * What to do now. `shown` is true on the one call that marks the slide shown
 * (the player starts its progress bar and counts the slide then).
 */
export function decide(turn: Turn, situation: Situation): { turn: Turn; decision: Decision; shown: boolean } {
  const hold = (next: Turn = turn, shown = false) => ({ turn: next, decision: { do: "hold" } as Decision, shown });
  if (situation.current === "failed") return { turn, decision: { do: "drop", slide: "current" }, shown: false };
  if (situation.next === "failed") return { turn, decision: { do: "drop", slide: "next" }, shown: false };
  if (!turn.inPlace || situation.current !== "ready") return hold();

  const shown = turn.shownAt === null;
  const next = shown ? { ...turn, shownAt: situation.now } : turn;
  if (situation.next === "none") return hold(next, shown);
  const left = (next.shownAt ?? situation.now) + situation.delayMs - situation.now;
  if (left > 0) return { turn: next, decision: { do: "wait", ms: left }, shown };
  // A video plays to its end, but at least the delay (a short one loops until then: spec §9).
  if (situation.kind === "video" && !next.videoEnded) return hold(next, shown);
  if (situation.next !== "ready") return hold(next, shown);
  return { turn: next, decision: { do: "advance" }, shown };
}
