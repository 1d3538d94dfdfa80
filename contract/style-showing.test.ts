import { describe, expect, it } from "vitest";
import type { Style } from "./style";
import { approvalWaitText, showingFilters } from "./style-showing";

const WEEK = { timeZone: "Europe/Berlin", openingHours: null, afterHours: "keep_playing" } as const;
const NOON = Date.UTC(2026, 10, 27, 11, 0); // a Friday

function style(attributes: Partial<Style["attributes"]> = {}, item: Record<string, boolean> = {}): Style {
  return {
    id: "s1",
    type: "portfolio",
    attributes: {
      is_approved: true,
      schedule: null,
      subject: "none",
      channels: { pages: true, screens: true },
      consent: null,
      payload: [{ show_in_gallery: true, hidden_in_portfolio: false, show_in_slideshow: true, ...item }],
      ...attributes,
    },
  } as unknown as Style;
}

const filters = (value: Style) => [...showingFilters(value, NOON, WEEK)].sort();

describe("where a style shows, and why not (issue 35)", () => {
  it("sorts each style under what keeps it off the pages and the screens", () => {
    expect(filters(style())).toEqual(["showing"]);
    expect(filters(style({ subject: null }))).toEqual(["showing", "unrecorded"]);
    expect(filters(style({ is_approved: false }))).toEqual(["awaiting_approval"]);
    const waiting = { subject: "client", consent: "waiting", channels: { pages: false, screens: false } } as const;
    expect(filters(style(waiting))).toEqual(["awaiting_consent"]);
    expect(filters(style({ ...waiting, is_approved: false }))).toEqual(["awaiting_approval", "awaiting_consent"]);
    expect(filters(style({ ...waiting, consent: "withdrawn" }))).toEqual(["gone"]);
    expect(filters(style({ consent: "taken_down", channels: { pages: false, screens: false } }))).toEqual(["gone"]);
  });

  it("calls a style kept off the screens by its schedule 'later', and 'showing' only where it shows now", () => {
    const december = { schedule: { from: "2026-12-01", until: null, days: null, window: null } };
    // On the pages now (the schedule is the screens'), on the screens later.
    expect(filters(style(december))).toEqual(["later", "showing"]);
    // Off the pages by its client's consent and off the screens until December: only later.
    expect(filters(style({ ...december, channels: { pages: false, screens: true } }))).toEqual(["later"]);
    // Shown nowhere: left out of the gallery, the portfolio and the slideshow.
    const hidden = { show_in_gallery: false, hidden_in_portfolio: true, show_in_slideshow: false };
    expect(filters(style({}, hidden))).toEqual([]);
  });

  it("says how long approval usually takes", () => {
    expect(approvalWaitText(null)).toBeNull();
    expect(approvalWaitText(0.4)).toBe("Usually approved within the hour");
    expect(approvalWaitText(5.4)).toBe("Usually approved in about 5 h");
    expect(approvalWaitText(80)).toBe("Usually approved in about 3 days");
  });
});
