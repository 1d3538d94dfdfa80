import type { OpeningHours } from "./opening-hours";
import { isOpenAt, type OpeningStatus, openingStatus } from "./opening-status";
import { localTime } from "./shop-clock";
import { type Ad, playlistOf, type Slide } from "./slideshow";
import { isScheduledAt, nextStart, type StyleSchedule } from "./style-schedule";

/**
 * What a shop's screen shows at a moment (issue 34): one pure function of the
 * show it holds, the clock and the shop's time zone, so the TV (offline too),
 * the owner's preview, My screens and the server always agree (ADR 34).
 *
 * - Outside opening hours, as the owner chose: keep playing, the closed card,
 *   or a dark screen. A shop that has not given its hours is always open.
 * - Otherwise the styles scheduled now, with the ads woven in among them
 *   (`playlistOf`: at most one slide in four, never two in a row).
 * - Open, with styles but none scheduled now: the shop card, never nothing.
 * - A show with no style at all is the empty show ("Add a Slide"), as before.
 */
export const AFTER_HOURS = ["keep_playing", "closed_card", "dark"] as const;
export type AfterHours = (typeof AFTER_HOURS)[number];

/** A style slide with its schedule (null or absent: always); an ad has none. */
export type ScheduledSlide = Slide & { schedule?: StyleSchedule | null };

export type ShowPlan = {
  slides: ScheduledSlide[];
  ads: Ad[];
  ad_free: boolean;
  opening_hours: OpeningHours | null;
  time_zone: string;
  after_hours: AfterHours;
};

export type ShowNow =
  | { screen: "slides"; playlist: Slide[] }
  | { screen: "shop_card" }
  | { screen: "closed_card"; opens: Extract<OpeningStatus, { open: false }>["opens"] }
  | { screen: "dark" };

const hasMedia = (slide: Slide) => slide.media.length > 0;

export function showNow(plan: ShowPlan, at: number): ShowNow {
  const { opening_hours: hours, time_zone: zone } = plan;
  if (plan.after_hours !== "keep_playing" && hours && !isOpenAt(hours, at, zone)) {
    if (plan.after_hours === "dark") return { screen: "dark" };
    const status = openingStatus(hours, at, zone);
    return { screen: "closed_card", opens: status.open ? null : status.opens };
  }
  const local = localTime(at, zone);
  const styles = plan.slides.filter(hasMedia);
  const now = styles.filter((slide) => isScheduledAt(slide.schedule, local));
  if (styles.length > 0 && now.length === 0) return { screen: "shop_card" };
  return { screen: "slides", playlist: playlistOf({ slides: now, ads: plan.ads, ad_free: plan.ad_free }) };
}

/**
 * The owner's account of it (My screens, the portfolios list): how many styles
 * play now, how many are still to come, and the next of those to start.
 */
export function scheduleTally(plan: Pick<ShowPlan, "slides" | "time_zone">, at: number) {
  const local = localTime(at, plan.time_zone);
  const styles = plan.slides.filter(hasMedia);
  const playing = styles.filter((slide) => isScheduledAt(slide.schedule, local));
  let next: { slide: ScheduledSlide; date: string; minute: number } | null = null;
  let later = 0;
  for (const slide of styles) {
    if (!slide.schedule || playing.includes(slide)) continue;
    const start = nextStart(slide.schedule, local);
    if (!start) continue;
    later++;
    if (!next || start.date < next.date || (start.date === next.date && start.minute < next.minute)) {
      next = { slide, ...start };
    }
  }
  return { playing: playing.length, total: styles.length, later, next };
}
