import { describe, expect, it } from "vitest";
import { summaryWeek } from "./summary-week";

const at = (iso: string) => Date.parse(iso);

describe("summaryWeek", () => {
  it("turns at 08:00 on the shop's Monday, not before", () => {
    // Monday 2026-11-23, Berlin is UTC+1 in winter: 08:00 there is 07:00Z.
    expect(summaryWeek(at("2026-11-23T06:59:59Z"), "Europe/Berlin").monday).toBe("2026-11-16");
    expect(summaryWeek(at("2026-11-23T07:00:00Z"), "Europe/Berlin").monday).toBe("2026-11-23");
    expect(summaryWeek(at("2026-11-29T22:00:00Z"), "Europe/Berlin").monday).toBe("2026-11-23");
  });

  it("covers the week before, Monday 00:00 to Monday 00:00 on the shop's clock", () => {
    const week = summaryWeek(at("2026-11-23T08:00:00Z"), "Asia/Kolkata");
    expect(week.monday).toBe("2026-11-23");
    expect(new Date(week.from).toISOString()).toBe("2026-11-15T18:30:00.000Z");
    expect(new Date(week.to).toISOString()).toBe("2026-11-22T18:30:00.000Z");
  });

  it("is 167 hours long across the change to summer time, 169 across the change back", () => {
    const spring = summaryWeek(at("2027-03-29T12:00:00Z"), "Europe/Berlin");
    expect((spring.to - spring.from) / 3_600_000).toBe(167);
    const autumn = summaryWeek(at("2026-11-02T14:00:00Z"), "America/New_York");
    expect((autumn.to - autumn.from) / 3_600_000).toBe(169);
  });

  it("knows a Monday that comes a day earlier than UTC's (Auckland) and a day later (Honolulu)", () => {
    // 2026-11-22T19:00Z is Monday 08:00 in Auckland (UTC+13), still Sunday in UTC.
    expect(summaryWeek(at("2026-11-22T19:00:00Z"), "Pacific/Auckland").monday).toBe("2026-11-23");
    expect(summaryWeek(at("2026-11-22T18:59:00Z"), "Pacific/Auckland").monday).toBe("2026-11-16");
    // Monday 08:00 in Honolulu (UTC-10) is 18:00Z.
    expect(summaryWeek(at("2026-11-23T17:59:00Z"), "Pacific/Honolulu").monday).toBe("2026-11-16");
    expect(summaryWeek(at("2026-11-23T18:00:00Z"), "Pacific/Honolulu").monday).toBe("2026-11-23");
  });
});
