import { describe, expect, it } from "vitest";
import type { OpeningHours } from "./opening-hours";
import { describeShowNow, type ScheduledSlide, type ShowPlan, scheduleTally, showNow } from "./show-now";
import type { Ad } from "./slideshow";
import { ALWAYS, type StyleSchedule } from "./style-schedule";

const style = (id: string, schedule: Partial<StyleSchedule> | null = null): ScheduledSlide => ({
  key: `style:${id}`,
  kind: "style",
  media: [{ type: "image", src: `/media/${id}.webp`, still: null }],
  caption: null,
  schedule: schedule && { ...ALWAYS, ...schedule },
});
const ad = (id: string): Ad => ({
  id,
  title: id,
  content_type: "image/webp",
  file: `/media/ads/${id}.webp`,
  cover: null,
  link: null,
});
const nineToSix = [{ from: "09:00", to: "18:00" }];
const WEEK: OpeningHours = {
  mon: nineToSix,
  tue: nineToSix,
  wed: nineToSix,
  thu: [
    { from: "09:00", to: "12:30" },
    { from: "13:30", to: "18:00" },
  ],
  fri: nineToSix,
  sat: [{ from: "10:00", to: "14:00" }],
  sun: null,
};
const plan = (parts: Partial<ShowPlan>): ShowPlan => ({
  slides: [style("a"), style("b")],
  ads: [],
  ad_free: true,
  opening_hours: WEEK,
  time_zone: "Europe/Berlin",
  after_hours: "keep_playing",
  ...parts,
});
/** Friday 4 December 2026 at `time` in Berlin (UTC+1). */
const friday = (time: string) => Date.parse(`2026-12-04T${time}:00+01:00`);
const keys = (now: ReturnType<typeof showNow>) =>
  now.screen === "slides" ? now.playlist.map((slide) => slide.key.replace(/^style:|^ad:/, "")).join(" ") : now.screen;

describe("showNow", () => {
  it("keeps playing after hours unless told otherwise", () => {
    expect(keys(showNow(plan({}), friday("23:00")))).toBe("a b");
  });

  it("shows the closed card from closing to opening, with when it opens in the shop's words", () => {
    const closedCard = plan({ after_hours: "closed_card" });
    expect(showNow(closedCard, friday("08:59"))).toEqual({
      screen: "closed_card",
      opens: { time: "09:00", daysAhead: 0, day: "fri" },
    });
    expect(keys(showNow(closedCard, friday("09:00")))).toBe("a b");
    expect(showNow(closedCard, friday("18:00"))).toEqual({
      screen: "closed_card",
      opens: { time: "10:00", daysAhead: 1, day: "sat" },
    });
  });

  it("shows the closed card over a lunch break (two opening ranges a day)", () => {
    const thursday = (time: string) => Date.parse(`2026-12-03T${time}:00+01:00`);
    const closedCard = plan({ after_hours: "closed_card" });
    expect(showNow(closedCard, thursday("12:29")).screen).toBe("slides");
    expect(showNow(closedCard, thursday("12:30"))).toEqual({
      screen: "closed_card",
      opens: { time: "13:30", daysAhead: 0, day: "thu" },
    });
    expect(showNow(closedCard, thursday("13:30")).screen).toBe("slides");
  });

  it("goes dark after hours, and plays when the shop has not given its hours", () => {
    expect(showNow(plan({ after_hours: "dark" }), friday("20:00"))).toEqual({
      screen: "dark",
      opens: { time: "10:00", daysAhead: 1, day: "sat" },
    });
    expect(keys(showNow(plan({ after_hours: "dark", opening_hours: null }), friday("20:00")))).toBe("a b");
  });

  it("follows the shop's time zone: 08:30 in New York is 14:30 in Berlin", () => {
    const newYork = plan({ after_hours: "closed_card", time_zone: "America/New_York" });
    expect(showNow(newYork, friday("14:30")).screen).toBe("closed_card");
    expect(showNow(newYork, friday("15:00")).screen).toBe("slides");
  });

  it("plays only the styles scheduled now, and the shop card when none is, never nothing", () => {
    const evenings = plan({
      slides: [style("a", { window: { from: "17:00", to: "20:00" } }), style("b", { days: ["sat"] })],
    });
    expect(keys(showNow(evenings, friday("17:00")))).toBe("a");
    expect(showNow(evenings, friday("16:59"))).toEqual({ screen: "shop_card" });
    // An account with no style at all is the empty show, as before.
    expect(showNow(plan({ slides: [] }), friday("12:00"))).toEqual({ screen: "slides", playlist: [] });
  });

  it("weaves the ads among what plays now: at most one in four, never two in a row", () => {
    const show = plan({
      ad_free: false,
      ads: [ad("X"), ad("Y")],
      slides: [style("a"), style("b", { window: { from: "17:00", to: "20:00" } }), style("c")],
    });
    // Two styles now: each ad still gets three styles before it.
    const now = keys(showNow(show, friday("12:00"))).split(" ");
    expect(now).toEqual(["a", "c", "a:2", "X", "c:2", "a:3", "c:3", "Y"]);
    expect(keys(showNow(show, friday("18:00")))).toBe("a b c X a:2 b:2 c:2 Y");
  });
});

describe("scheduleTally", () => {
  it("counts what plays now and what comes later, and names the next to start", () => {
    const christmas = style("xmas", { from: "2026-12-01", until: "2026-12-24" });
    const tally = scheduleTally(
      {
        slides: [style("a"), style("b", { window: { from: "17:00", to: "20:00" } }), christmas],
        time_zone: "Europe/Berlin",
      },
      Date.parse("2026-11-27T12:00:00+01:00"),
    );
    expect(tally).toMatchObject({ playing: 1, total: 3, later: 2, next: { date: "2026-11-27", minute: 17 * 60 } });
    expect(tally.next?.slide.key).toBe("style:b");
  });
});

describe("describeShowNow", () => {
  const name = (slide: ScheduledSlide) => (slide.key === "style:xmas" ? "Christmas looks" : slide.key);
  it("says what plays and what comes next, or which card shows until when", () => {
    const christmas = style("xmas", { from: "2026-12-01", until: "2026-12-24" });
    const show = plan({ slides: [style("a"), style("b"), christmas], after_hours: "closed_card" });
    const fridayNoon = Date.parse("2026-11-27T12:00:00+01:00");
    expect(describeShowNow(show, fridayNoon, name)).toBe(
      "Playing 2 of 3 styles · 1 later (next: Christmas looks, Tue)",
    );
    expect(describeShowNow(show, Date.parse("2026-11-20T12:00:00+01:00"), name)).toBe(
      "Playing 2 of 3 styles · 1 later (next: Christmas looks, 1 Dec)",
    );
    expect(describeShowNow(show, Date.parse("2026-11-27T19:00:00+01:00"), name)).toBe("Closed card until Sat 10:00");
    expect(describeShowNow(show, Date.parse("2026-11-27T08:00:00+01:00"), name)).toBe("Closed card until 09:00");
    expect(describeShowNow({ ...show, after_hours: "dark" }, Date.parse("2026-11-28T15:00:00+01:00"), name)).toBe(
      "Dark until Mon 09:00",
    );
    const evenings = plan({ slides: [style("a", { window: { from: "17:00", to: "20:00" } })] });
    expect(describeShowNow(evenings, fridayNoon, name)).toBe(
      "Shop card: no style is scheduled now · 1 later (next: style:a, 17:00)",
    );
  });
});
