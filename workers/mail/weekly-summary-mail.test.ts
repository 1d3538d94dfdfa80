import { describe, expect, it } from "vitest";
import { type WeeklySummary, weeklySummaryMail } from "./weekly-summary-mail";

const summary: WeeklySummary = {
  to: "owner@example.com",
  origin: "https://stylecast.test",
  accountId: "acc0000001",
  monday: "2026-11-23",
  figures: {
    shop: 'Salon <b>"Cut" & Co</b>',
    plays: 12_345,
    scans: 1,
    visits: 40,
    taps: 5,
    topStyles: [{ id: "s1", style: "long", color: "blonde", scans: 1 }],
    screens: [
      { id: "tv-named", name: "Window TV" },
      { id: "tv-000000abcdef", name: null },
    ],
  },
  played: new Map([["tv-named", 0.834]]),
  unsubscribePath: "/unsubscribe/code.sig",
};

describe("weeklySummaryMail", () => {
  it("says the week, the figures, the styles and each screen's share, in text", () => {
    const mail = weeklySummaryMail(summary);
    expect(mail.subject).toBe("Your week on Stylecast: 12,345 plays, 1 scan, 40 visits");
    expect(mail.text).toContain('Your week at Salon <b>"Cut" & Co</b>, 16 November to 22 November:');
    expect(mail.text).toContain("- Long, blonde: 1 scan");
    expect(mail.text).toContain("- Window TV: played 83% of your opening hours");
    expect(mail.text).toContain("- A screen (TV …abcdef): played 0% of your opening hours");
  });

  it("escapes what the owner typed in its HTML", () => {
    const html = weeklySummaryMail(summary).html ?? "";
    expect(html).toContain("Salon &#60;b&#62;&#34;Cut&#34; &#38; Co&#60;/b&#62;");
    expect(html).not.toContain("<b>");
  });

  it("names the one-click target beside the page a person opens", () => {
    expect(weeklySummaryMail(summary).headers).toEqual({
      "List-Unsubscribe": "<https://stylecast.test/unsubscribe/code.sig/one-click>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
