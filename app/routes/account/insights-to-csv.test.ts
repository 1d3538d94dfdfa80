import { describe, expect, it } from "vitest";
import type { NamedInsights } from "./insights.server";
import { insightsToCsv } from "./insights-to-csv";

const none = { book: 0, call: 0, whatsapp: 0, telegram: 0, instagram: 0, website: 0, facebook: 0, directions: 0 };
const funnel = { plays: 100, scans: 10, visits: 6, taps: 3, taps_by_channel: { ...none, whatsapp: 2, call: 1 } };

const insights: NamedInsights = {
  days: 30,
  plays_total: 120,
  scans_total: 11,
  visits_total: 20,
  taps_total: 7,
  taps_by_channel: { ...none, whatsapp: 3, call: 1, book: 3 },
  screens: [{ screen_id: "tv", name: "Window TV", label: "Window TV", ...funnel }],
  styles: [{ style_id: "s1", label: '=HYPERLINK("x") "Fade"', thumb: null, ...funnel }],
  ads: [{ ad_id: "a1", plays: 20, scans: 0 }],
  sticker_scans: 1,
  not_from_screen: {
    visits: 14,
    visits_by_page: { me: 7, stylist: 0, style: 7 },
    taps: 4,
    taps_by_channel: { ...none, book: 3, whatsapp: 1 },
  },
};

describe("insightsToCsv", () => {
  it("writes a row for all, each screen and style, what did not come from a screen, the ads and the sticker", () => {
    const lines = insightsToCsv(insights).split("\r\n");
    expect(lines.at(-1)).toBe("");
    expect(lines.slice(0, -1)).toEqual([
      '"Period (days)","Kind","Name","Plays","Scans","Visits","Taps","Book online taps","Call taps","WhatsApp taps","Telegram taps","Instagram taps","Website taps","Facebook taps","Directions taps"',
      '"30","All","","120","11","20","7","3","1","3","0","0","0","0","0"',
      '"30","Screen","Window TV","100","10","6","3","0","1","2","0","0","0","0","0"',
      // A style's title is the owner's text: a formula in it is neutralised, its quotes doubled.
      '"30","Style","\'=HYPERLINK(""x"") ""Fade""","100","10","6","3","0","1","2","0","0","0","0","0"',
      '"30","Not from a screen","","","","14","4","3","0","1","0","0","0","0","0"',
      '"30","Ads","","20","0","","","","","","","","","",""',
      '"30","Window sticker","","","1","","","","","","","","","",""',
    ]);
  });
});
