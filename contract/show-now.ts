import type { AfterHours } from "./after-hours";
import type { OpeningHours } from "./opening-hours";
import { isOpenAt, type OpeningStatus, openingStatus } from "./opening-status";
import { addDays, localTime, minutes, timeOfMinute } from "./shop-clock";
import { type Ad, playlistOf, type Slide, type Slideshow } from "./slideshow";
import { startText } from "./style-on-screens";
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
  | { screen: "closed_card"; opens: Opens }
  | { screen: "dark"; opens: Opens };

/** When the shop opens next (null: it never does). */
type Opens = Extract<OpeningStatus, { open: false }>["opens"];

const hasMedia = (slide: Slide) => slide.media.length > 0;

/** The plan of a show as the API answers it (GET /v1/slideshow/{account_id}). */
export const planOf = (show: Slideshow): ShowPlan => ({
  slides: show.slides,
  ads: show.ads,
  ad_free: show.ad_free,
  opening_hours: show.opening_hours,
  time_zone: show.time_zone,
  after_hours: show.after_hours,
});

export function showNow(plan: ShowPlan, at: number): ShowNow {
  const { opening_hours: hours, time_zone: zone } = plan;
  if (plan.after_hours !== "keep_playing" && hours && !isOpenAt(hours, at, zone)) {
    const status = openingStatus(hours, at, zone);
    return { screen: plan.after_hours, opens: status.open ? null : status.opens };
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

/** When, from the shop's today: "17:00" today, else as a style's next start says it ("Sat 17:00", "1 Dec"). */
export const whenText = (start: { date: string; minute: number }, today: string) =>
  start.date === today ? timeOfMinute(start.minute) : startText(start, today, start.minute !== 0);

export const SHOW_NOW_TEXTS = {
  title: "What your screens show",
  previewTitle: "Preview a day and time",
  previewHint: "What the show plays then, on your shop's clock.",
  previewDate: "Day",
  previewTime: "Time",
  previewSubmit: "Preview",
  previewInvalid: "Choose a day and a time (HH:MM) to preview",
  previewAt: (when: string) => `At ${when}`,
  playing: (playing: number, total: number) => `Playing ${playing} of ${total} ${total === 1 ? "style" : "styles"}`,
  later: (later: number, next: string, when: string) => `${later} later (next: ${next}, ${when})`,
  closedCard: (until: string | null) => (until ? `Closed card until ${until}` : "Closed card"),
  dark: (until: string | null) => (until ? `Dark until ${until}` : "Dark"),
  shopCard: "Shop card: no style is scheduled now",
  ad: "Ad",
} as const;

/**
 * The owner's line for what the show does at `at`: "Playing 7 of 9 styles · 2 later (next: Christmas looks, 1 Dec)",
 * "Closed card until 09:00", "Dark until Mon 09:00". `nameOf` names a style slide.
 */
export function describeShowNow(plan: ShowPlan, at: number, nameOf: (slide: ScheduledSlide) => string) {
  const now = showNow(plan, at);
  const today = localTime(at, plan.time_zone).date;
  if (now.screen === "closed_card" || now.screen === "dark") {
    const { opens } = now;
    const until = opens
      ? whenText({ date: addDays(today, opens.daysAhead), minute: minutes(opens.time) }, today)
      : null;
    return now.screen === "dark" ? SHOW_NOW_TEXTS.dark(until) : SHOW_NOW_TEXTS.closedCard(until);
  }
  const tally = scheduleTally(plan, at);
  const playing =
    now.screen === "shop_card" ? SHOW_NOW_TEXTS.shopCard : SHOW_NOW_TEXTS.playing(tally.playing, tally.total);
  const later = tally.next
    ? SHOW_NOW_TEXTS.later(tally.later, nameOf(tally.next.slide), whenText(tally.next, today))
    : null;
  return [playing, later].filter(Boolean).join(" · ");
}
