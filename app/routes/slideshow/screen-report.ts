import { type NowShowing, PLAY_MIN_MS, type PlayReport } from "@contract/cable";
import { type Slide, slideItem } from "@contract/slideshow";

const HOUR_MS = 3_600_000;

/**
 * What a screen tells its account's cable object (issue 23), kept between
 * reports: the slide on screen and since when, and the plays it counted (a
 * slide on screen for PLAY_MIN_MS or more is one play, in the UTC hour it
 * came on). Pure and clock-driven: the player calls `shown` when a slide is
 * in place and `take` when it reports.
 */
export class ScreenReport {
  private current: (NowShowing & { hour: number }) | null = null;
  private plays = new Map<string, PlayReport>();
  private listeners = new Set<() => void>();
  private stalled = false;

  shown(slide: Slide, at: number, waitingOnVideo = false) {
    this.closeCurrent(at);
    const { kind, id } = slideItem(slide);
    const src = slide.media[0]?.still ?? slide.media[0]?.src ?? "";
    this.current = { kind, id, src, since: at, hour: Math.floor(at / HOUR_MS) * HOUR_MS };
    if (waitingOnVideo) this.current.waiting_on_video = true;
    this.stalled = false;
    for (const listener of this.listeners) listener();
  }

  /**
   * No slide is on screen any more: a card or the dark screen took over (issue 34). The slide that was on counts its
   * play, and the screen no longer says it shows it (a closed card all night is no stuck slide).
   */
  cleared(at: number) {
    if (!this.current) return;
    this.closeCurrent(at);
    this.current = null;
    for (const listener of this.listeners) listener();
  }

  /** The player found itself stuck (and reloads, once): said at once, and in every report until a slide moves. */
  stall() {
    this.stalled = true;
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each slide comes on screen, and when the player stalls; returns how to stop. */
  onShown(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** A video on screen ended: from now on its slide may count as stuck. */
  videoEnded() {
    if (this.current) delete this.current.waiting_on_video;
  }

  /** The slide on screen now, and the plays counted since the last take (then forgotten). */
  take(): { showing: NowShowing | null; plays: PlayReport[]; stalled: boolean } {
    const plays = [...this.plays.values()];
    this.plays.clear();
    if (!this.current) return { showing: null, plays, stalled: this.stalled };
    const { hour: _hour, ...showing } = this.current;
    return { showing, plays, stalled: this.stalled };
  }

  /** Whether the player said it is stuck since the last slide came on. */
  get isStalled() {
    return this.stalled;
  }

  private closeCurrent(at: number) {
    const current = this.current;
    if (!current || at - current.since < PLAY_MIN_MS) return;
    const key = `${current.kind}\t${current.id}\t${current.hour}`;
    const known = this.plays.get(key);
    if (known) known.count++;
    else this.plays.set(key, { kind: current.kind, id: current.id, hour: current.hour, count: 1 });
  }
}
