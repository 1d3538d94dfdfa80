import { describe, expect, it } from "vitest";
import { ON_SCREENS_MESSAGES, onScreens } from "./style-on-screens";
import type { StyleSchedule } from "./style-schedule";

const ZONE = "Europe/Berlin";
/** Friday 27 Nov 2026, 12:00 in Berlin (UTC+1). */
const FRIDAY_NOON = Date.UTC(2026, 10, 27, 11, 0);
const schedule = (parts: Partial<StyleSchedule>): StyleSchedule => ({
  from: null,
  until: null,
  days: null,
  window: null,
  ...parts,
});
const ALWAYS_OPEN = { timeZone: ZONE, openingHours: null, afterHours: "keep_playing" } as const;
const shown = (value: StyleSchedule | null, at = FRIDAY_NOON) =>
  onScreens({ schedule: value, inSlideshow: true, approved: true }, at, ALWAYS_OPEN);

describe("whether a style is on screens now", () => {
  it("is not while the shop is closed and its screens show the closed card or go dark", () => {
    const nineToSix = [{ from: "09:00", to: "18:00" }];
    const hours = {
      mon: nineToSix,
      tue: nineToSix,
      wed: nineToSix,
      thu: nineToSix,
      fri: nineToSix,
      sat: null,
      sun: null,
    };
    const style = { schedule: null, inSlideshow: true, approved: true };
    const fridayEvening = Date.UTC(2026, 10, 27, 19, 0); // 20:00 in Berlin
    expect(onScreens(style, fridayEvening, { ...ALWAYS_OPEN, openingHours: hours, afterHours: "dark" })).toEqual({
      now: false,
      text: ON_SCREENS_MESSAGES.shopClosed("dark"),
    });
    expect(onScreens(style, fridayEvening, { ...ALWAYS_OPEN, openingHours: hours }).now).toBe(true);
    expect(onScreens(style, FRIDAY_NOON, { ...ALWAYS_OPEN, openingHours: hours, afterHours: "closed_card" }).now).toBe(
      true,
    );
  });

  it("says so for a style that always plays or is scheduled now", () => {
    expect(shown(null)).toEqual({ now: true, text: ON_SCREENS_MESSAGES.now });
    expect(shown(schedule({ days: ["fri"], window: { from: "09:00", to: "18:00" } }))).toEqual({
      now: true,
      text: ON_SCREENS_MESSAGES.now,
    });
  });

  it("names the next start: later today, this week by weekday, further ahead by date", () => {
    expect(shown(schedule({ window: { from: "17:00", to: "20:00" } })).text).toBe(
      ON_SCREENS_MESSAGES.later("today 17:00"),
    );
    expect(shown(schedule({ days: ["sat"], window: { from: "17:00", to: "20:00" } })).text).toBe(
      ON_SCREENS_MESSAGES.later("Sat 17:00"),
    );
    expect(shown(schedule({ days: ["sat", "sun"] })).text).toBe(ON_SCREENS_MESSAGES.later("Sat"));
    expect(shown(schedule({ from: "2026-12-01", until: "2026-12-24" })).text).toBe(ON_SCREENS_MESSAGES.later("Tue"));
    expect(shown(schedule({ from: "2026-12-10", window: { from: "09:00", to: "12:00" } })).text).toBe(
      ON_SCREENS_MESSAGES.later("10 Dec 09:00"),
    );
    expect(shown(schedule({ from: "2027-01-04" })).text).toBe(ON_SCREENS_MESSAGES.later("4 Jan 2027"));
  });

  it("reads the schedule on the shop's clock: 23:30 UTC is already Saturday in Berlin", () => {
    const saturdays = schedule({ days: ["sat"] });
    expect(shown(saturdays, Date.UTC(2026, 10, 27, 23, 30)).now).toBe(true);
    expect(
      onScreens({ schedule: saturdays, inSlideshow: true, approved: true }, Date.UTC(2026, 10, 27, 23, 30), {
        ...ALWAYS_OPEN,
        timeZone: "UTC",
      }).now,
    ).toBe(false);
  });

  it("says when its dates are over, when it is left out of the slideshow, and when it awaits approval", () => {
    expect(shown(schedule({ until: "2026-11-01" }))).toEqual({ now: false, text: ON_SCREENS_MESSAGES.over });
    expect(onScreens({ schedule: null, inSlideshow: false, approved: true }, FRIDAY_NOON, ALWAYS_OPEN).text).toBe(
      ON_SCREENS_MESSAGES.notInSlideshow,
    );
    expect(onScreens({ schedule: null, inSlideshow: true, approved: false }, FRIDAY_NOON, ALWAYS_OPEN).text).toBe(
      ON_SCREENS_MESSAGES.awaitingApproval,
    );
  });

  it("says a client's style is off the screens until the client agrees to them, and marks a later start", () => {
    const style = { schedule: null, inSlideshow: true, approved: true };
    expect(onScreens({ ...style, consented: false }, FRIDAY_NOON, ALWAYS_OPEN)).toEqual({
      now: false,
      text: ON_SCREENS_MESSAGES.noConsent,
    });
    expect(onScreens({ ...style, consented: true }, FRIDAY_NOON, ALWAYS_OPEN).now).toBe(true);
    expect(shown(schedule({ from: "2026-12-10" })).later).toBe(true);
    expect(shown(schedule({ until: "2026-11-01" })).later).toBeUndefined();
  });
});
