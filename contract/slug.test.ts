import { describe, expect, it } from "vitest";
import { slugify } from "./slug";

describe("slugify", () => {
  it.each([
    ["Salon Demo", "salon-demo"],
    ["Salon Müller & Söhne", "salon-muller-sohne"],
    ["Straßen-Schnitt", "strassen-schnitt"],
    ["  Crème Brûlée  Barber ", "creme-brulee-barber"],
    ["Øresund Cuts", "oresund-cuts"],
    ["Łódź Hair", "lodz-hair"],
    ["100% Style!!!", "100-style"],
    ["---", ""],
    ["", ""],
    [null, ""],
    [undefined, ""],
    ["理发店", ""],
  ])("%j → %j", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it("is URL-safe and short", () => {
    const slug = slugify(`${"Very long company name ".repeat(10)}GmbH`);
    expect(slug.length).toBeLessThanOrEqual(80);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });
});
