import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./opening-hours";
import { isOpenAt, openingDayText, openingStatus, openingStatusText } from "./opening-status";

// 2026-11-26 is a Thursday; Berlin is UTC+1 in winter, so 08:00Z is 09:00 there.
const WEEK: OpeningHours = {
  mon: null,
  tue: [{ from: "09:00", to: "18:00" }],
  wed: [{ from: "09:00", to: "18:00" }],
  thu: [{ from: "10:00", to: "20:00" }],
  fri: [{ from: "09:00", to: "18:00" }],
  sat: [{ from: "09:00", to: "14:00" }],
  sun: null,
};
const at = (iso: string) => Date.parse(iso);

describe("openingStatusText (Europe/Berlin unless told)", () => {
  it("says until when an open shop is open, and when a closed one opens", () => {
    expect(openingStatusText(WEEK, at("2026-11-26T12:00:00Z"))).toBe("Open now · until 20:00");
    expect(openingStatusText(WEEK, at("2026-11-26T08:30:00Z"))).toBe("Closed · opens at 10:00"); // 09:30
    expect(openingStatusText(WEEK, at("2026-11-26T19:00:00Z"))).toBe("Closed · opens tomorrow at 09:00"); // 20:00
    expect(openingStatusText(WEEK, at("2026-11-26T18:59:00Z"))).toBe("Open now · until 20:00"); // 19:59
  });

  it("skips closed days: Saturday afternoon opens again on Tuesday", () => {
    expect(openingStatusText(WEEK, at("2026-11-28T14:00:00Z"))).toBe("Closed · opens Tuesday at 09:00"); // Sat 15:00
    expect(openingStatusText(WEEK, at("2026-11-29T11:00:00Z"))).toBe("Closed · opens Tuesday at 09:00"); // Sun noon
    expect(openingStatusText(WEEK, at("2026-11-30T11:00:00Z"))).toBe("Closed · opens tomorrow at 09:00"); // Mon noon
  });

  it("takes the weekday across midnight from the shop's clock, not UTC's", () => {
    // Monday 23:30 UTC is Tuesday 00:30 in Berlin: closed, opening that morning.
    expect(openingStatus(WEEK, at("2026-11-30T23:30:00Z"))).toEqual({
      open: false,
      opens: { time: "09:00", daysAhead: 0, day: "tue" },
    });
    expect(openingStatusText(WEEK, at("2026-11-30T23:30:00Z"))).toBe("Closed · opens at 09:00");
    // In UTC it is still Monday: opens tomorrow.
    expect(openingStatusText(WEEK, at("2026-11-30T23:30:00Z"), "UTC")).toBe("Closed · opens tomorrow at 09:00");
  });

  it("follows a late night across midnight: closing at 23:59 and opening at 00:00 is one stretch", () => {
    const late: OpeningHours = {
      ...WEEK,
      fri: [{ from: "18:00", to: "23:59" }],
      sat: [{ from: "00:00", to: "03:00" }],
    };
    expect(openingStatusText(late, at("2026-11-27T21:00:00Z"))).toBe("Open now · until 03:00 tomorrow"); // Fri 22:00
    expect(openingStatusText(late, at("2026-11-27T22:59:30Z"))).toBe("Open now · until 03:00 tomorrow"); // Fri 23:59
    expect(openingStatusText(late, at("2026-11-28T00:30:00Z"))).toBe("Open now · until 03:00"); // Sat 01:30
    expect(openingStatusText(late, at("2026-11-28T02:00:00Z"))).toBe("Closed · opens Tuesday at 09:00"); // Sat 03:00
  });

  it("says a shop open around the clock is open 24 hours, and a shop closed every day only Closed", () => {
    const day = [{ from: "00:00", to: "23:59" }];
    const always: OpeningHours = { mon: day, tue: day, wed: day, thu: day, fri: day, sat: day, sun: day };
    expect(openingStatusText(always, at("2026-11-26T12:00:00Z"))).toBe("Open now · open 24 hours");
    const weekend: OpeningHours = { ...always, mon: null };
    expect(openingStatusText(weekend, at("2026-11-26T12:00:00Z"))).toBe("Open now · until Sunday 23:59");
    const never: OpeningHours = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
    expect(openingStatusText(never, at("2026-11-26T12:00:00Z"))).toBe("Closed");
  });

  it("moves with the clocks: 09:00 on the Tuesday after the change to summer time is 07:00 UTC", () => {
    expect(openingStatusText(WEEK, at("2026-03-31T06:59:00Z"))).toBe("Closed · opens at 09:00");
    expect(openingStatusText(WEEK, at("2026-03-31T07:00:00Z"))).toBe("Open now · until 18:00");
  });

  it("says when a lunch break ends, and until when the morning lasts", () => {
    const lunch: OpeningHours = {
      ...WEEK,
      thu: [
        { from: "09:00", to: "12:30" },
        { from: "13:30", to: "18:00" },
      ],
    };
    expect(openingStatusText(lunch, at("2026-11-26T10:00:00Z"))).toBe("Open now · until 12:30"); // 11:00
    expect(openingStatusText(lunch, at("2026-11-26T11:30:00Z"))).toBe("Closed · opens at 13:30"); // 12:30
    expect(openingStatusText(lunch, at("2026-11-26T12:29:00Z"))).toBe("Closed · opens at 13:30"); // 13:29
    expect(openingStatusText(lunch, at("2026-11-26T12:30:00Z"))).toBe("Open now · until 18:00"); // 13:30
    expect(openingStatusText(lunch, at("2026-11-26T17:00:00Z"))).toBe("Closed · opens tomorrow at 09:00"); // 18:00
    expect(openingStatusText(lunch, at("2026-11-25T20:00:00Z"))).toBe("Closed · opens tomorrow at 09:00"); // Wed 21:00
  });

  it("follows a late night into a day with a break: open until the first range closes", () => {
    const late: OpeningHours = {
      ...WEEK,
      fri: [{ from: "18:00", to: "23:59" }],
      sat: [
        { from: "00:00", to: "02:00" },
        { from: "10:00", to: "14:00" },
      ],
    };
    expect(openingStatusText(late, at("2026-11-27T22:00:00Z"))).toBe("Open now · until 02:00 tomorrow"); // Fri 23:00
    expect(openingStatusText(late, at("2026-11-28T01:00:00Z"))).toBe("Closed · opens at 10:00"); // Sat 02:00
  });

  describe("on the days the clocks change in 2027, with a lunch break", () => {
    const lunch = [
      { from: "09:00", to: "12:30" },
      { from: "13:30", to: "18:00" },
    ] as OpeningHours["mon"];
    const daily: OpeningHours = { mon: lunch, tue: lunch, wed: lunch, thu: lunch, fri: lunch, sat: lunch, sun: lunch };

    it.each([
      // Europe/Berlin: summer time from Sunday 28 March (UTC+1 → +2), winter time from Sunday 31 October (+2 → +1).
      ["Europe/Berlin", "2027-03-27T08:00:00Z", "2027-03-28T07:00:00Z"],
      ["Europe/Berlin", "2027-10-30T07:00:00Z", "2027-10-31T08:00:00Z"],
      // America/New_York: summer time from Sunday 14 March (UTC-5 → -4), winter time from Sunday 7 November (-4 → -5).
      ["America/New_York", "2027-03-13T14:00:00Z", "2027-03-14T13:00:00Z"],
      ["America/New_York", "2027-11-06T13:00:00Z", "2027-11-07T14:00:00Z"],
    ])("%s: 09:00 the day before (%s) and on the day (%s)", (zone, before, on) => {
      for (const nine of [at(before), at(on)]) {
        expect(isOpenAt(daily, nine - 60_000, zone)).toBe(false);
        expect(openingStatusText(daily, nine - 60_000, zone)).toBe("Closed · opens at 09:00");
        expect(openingStatusText(daily, nine, zone)).toBe("Open now · until 12:30");
        // 12:30 and 13:30 are 3.5 and 4.5 hours after 09:00 on the shop's clock: no change lies between.
        expect(openingStatusText(daily, nine + 3.5 * 3_600_000, zone)).toBe("Closed · opens at 13:30");
        expect(openingStatusText(daily, nine + 4.5 * 3_600_000, zone)).toBe("Open now · until 18:00");
      }
    });
  });

  it("writes a day of the weekly table", () => {
    expect(openingDayText(WEEK.tue)).toBe("09:00–18:00");
    expect(openingDayText(WEEK.mon)).toBe("Closed");
    expect(
      openingDayText([
        { from: "09:00", to: "12:30" },
        { from: "13:30", to: "18:00" },
      ]),
    ).toBe("09:00–12:30, 13:30–18:00");
  });
});
