import type { AfterHours } from "./after-hours";
import type { OpeningHours } from "./opening-hours";
import { isOpenAt } from "./opening-status";
import { addDays, localTime, timeOfMinute, WEEKDAY_SHORT, weekdayOf } from "./shop-clock";
import { isScheduledAt, nextStart, type StyleSchedule, shortDate } from "./style-schedule";

/**
 * Whether a style is on the shop's screens now, in the owner's words (issue 34
 * point 5: the portfolios list and the style editor say why). Its schedule is
 * read on the shop's clock, as the TV reads it. Zod-free, like what it uses.
 */
export const ON_SCREENS_MESSAGES = {
  now: "On screens now",
  later: (next: string) => `Not on screens now · next: ${next}`,
  over: "Not on screens now · its last date has passed",
  notInSlideshow: "Not on screens: not in the slideshow",
  awaitingApproval: "Not on screens until approved",
  /** A client's style whose consent does not cover the screens (issue 35). */
  noConsent: "Not on screens: your client has not agreed to them",
  /** In its schedule, but the shop is closed and its screens show the closed card or nothing (issue 34). */
  shopClosed: (afterHours: Exclude<AfterHours, "keep_playing">) =>
    `Not on screens now · the shop is closed (${afterHours === "dark" ? "screens dark" : "closed card"})`,
} as const;

/** What decides for the whole shop: its clock, its hours and what its screens do outside them. */
export type ShopWeek = { timeZone: string; openingHours: OpeningHours | null; afterHours: AfterHours };

/**
 * A start on the shop's clock in a few words: "today 17:00", "Sat 17:00", a
 * week or more ahead "1 Dec 17:00", in another year "1 Dec 2027 17:00".
 */
export function startText(start: { date: string; minute: number }, today: string, withTime: boolean) {
  const day =
    start.date === today
      ? "today"
      : start.date < addDays(today, 7)
        ? WEEKDAY_SHORT[weekdayOf(start.date)]
        : shortDate(start.date, start.date.slice(0, 4) !== today.slice(0, 4));
  return withTime ? `${day} ${timeOfMinute(start.minute)}` : day;
}

/** `later`: off the screens now only by its schedule, which starts again (the portfolios list's filter). */
export type OnScreens = { now: boolean; text: string; later?: true };

export function onScreens(
  style: {
    schedule: StyleSchedule | null;
    inSlideshow: boolean;
    approved: boolean;
    /** Its client's consent covers the screens, or no client is in it (issue 35); true when left out. */
    consented?: boolean;
  },
  at: number,
  { timeZone, openingHours, afterHours }: ShopWeek,
): OnScreens {
  if (!style.inSlideshow) return { now: false, text: ON_SCREENS_MESSAGES.notInSlideshow };
  if (!style.approved) return { now: false, text: ON_SCREENS_MESSAGES.awaitingApproval };
  if (style.consented === false) return { now: false, text: ON_SCREENS_MESSAGES.noConsent };
  const local = localTime(at, timeZone);
  if (!style.schedule || isScheduledAt(style.schedule, local)) {
    if (afterHours !== "keep_playing" && openingHours && !isOpenAt(openingHours, at, timeZone)) {
      return { now: false, text: ON_SCREENS_MESSAGES.shopClosed(afterHours) };
    }
    return { now: true, text: ON_SCREENS_MESSAGES.now };
  }
  const next = nextStart(style.schedule, local);
  if (!next) return { now: false, text: ON_SCREENS_MESSAGES.over };
  return {
    now: false,
    text: ON_SCREENS_MESSAGES.later(startText(next, local.date, Boolean(style.schedule.window))),
    later: true,
  };
}
