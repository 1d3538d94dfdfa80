import { describe, expect, it } from "vitest";
import { durationLabel, formatPrice, priceLabel, priceRangeOf } from "./services";

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
