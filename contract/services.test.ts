import { describe, expect, it } from "vitest";
import {
  durationLabel,
  euroText,
  formatPrice,
  parseEuros,
  priceLabel,
  priceRangeLabel,
  priceRangeOf,
  SERVICE_LABELS,
  serviceFormSchema,
} from "./services";

describe("service prices", () => {
  it("writes whole euros without cents and other prices with two decimals", () => {
    expect(formatPrice(3500)).toBe("€35");
    expect(formatPrice(3550)).toBe("€35.50");
    expect(formatPrice(5)).toBe("€0.05");
  });

  it("says a from price, a single price and a range", () => {
    expect(priceLabel({ price_from: 3500, price_to: null })).toBe("from €35");
    expect(priceLabel({ price_from: 3500, price_to: 3500 })).toBe("€35");
    expect(priceLabel({ price_from: 3500, price_to: 6050 })).toBe("€35–€60.50");
  });

  it("says durations in hours and minutes", () => {
    expect(durationLabel(45)).toBe("45 min");
    expect(durationLabel(60)).toBe("1 h");
    expect(durationLabel(90)).toBe("1 h 30 min");
  });

  it("derives the profile's range in whole euros, a from price counting as its own top", () => {
    expect(priceRangeOf([])).toEqual({ price_min: null, price_max: null });
    expect(
      priceRangeOf([
        { price_from: 3550, price_to: null },
        { price_from: 2000, price_to: 8020 },
      ]),
    ).toEqual({ price_min: 20, price_max: 81 });
  });
});

describe("prices as people type them", () => {
  it("reads euros with a comma or a point, with or without the euro sign, into cents", () => {
    expect(parseEuros("35")).toBe(3500);
    expect(parseEuros("35,50")).toBe(3550);
    expect(parseEuros("35.5")).toBe(3550);
    expect(parseEuros(" €35.05 ")).toBe(3505);
    expect(parseEuros("35 €")).toBe(3500);
    expect(parseEuros("0")).toBe(0);
  });

  it("reads nothing else: no thousands, signs, three decimals or words", () => {
    for (const typed of ["", "abc", "-1", "1.000,00", "35.505", "3 5", "35,", ",50", "1e3"]) {
      expect(parseEuros(typed), typed).toBeNull();
    }
  });

  it("writes a price back as the form shows it", () => {
    expect(euroText(3500)).toBe("35");
    expect(euroText(3550)).toBe("35.50");
    expect(parseEuros(euroText(3550))).toBe(3550);
  });

  it("turns the form into the API's cents, naming the field at fault", () => {
    const parse = (fields: Record<string, unknown>) =>
      serviceFormSchema.safeParse({ name: "Cut", price_from: "35", ...fields });
    expect(parse({ price_to: "60,50", duration_minutes: 45 }).data).toEqual({
      name: "Cut",
      price_from: 3500,
      price_to: 6050,
      duration_minutes: 45,
      booking_link: null,
    });
    const problem = (fields: Record<string, unknown>) => parse(fields).error?.issues[0];
    expect(problem({ price_from: "abc" })).toMatchObject({ path: ["price_from"] });
    expect(problem({ price_from: "abc" })?.message).toContain(SERVICE_LABELS.price_from);
    expect(problem({ price_from: "10001" })).toMatchObject({ path: ["price_from"] });
    expect(problem({ price_to: "20" })).toMatchObject({ path: ["price_to"] });
  });

  it("writes the profile's range in euros, one figure when both ends meet", () => {
    expect(priceRangeLabel({ price_min: 20, price_max: 81 })).toBe("€20–€81");
    expect(priceRangeLabel({ price_min: 35, price_max: 35 })).toBe("€35");
    expect(priceRangeLabel({ price_min: null, price_max: null })).toBeNull();
  });
});
