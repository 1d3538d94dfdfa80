import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { profileSchema, usesPostcode } from "./profile-schema";

const REQUIRED = { company: "Salon Eins", address: "Hauptstraße 1", zip_code: "10115", city: "Berlin" };

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

describe("profileSchema in the form (Conform)", () => {
  it("names every empty required field '{Field name} cannot be empty'", () => {
    const submission = parseWithZod(form({ first_name: "Rita" }), { schema: profileSchema("US") });
    expect(submission.status).toBe("error");
    expect(submission.reply().error).toEqual({
      company: ["Company cannot be empty"],
      address: ["Street cannot be empty"],
      zip_code: ["Postcode/ZIP cannot be empty"],
      city: ["City cannot be empty"],
    });
  });

  it("trims, and turns blank optional fields into null so they are cleared", () => {
    const submission = parseWithZod(form({ ...REQUIRED, city: "  Berlin ", state: "", about_me: "  " }), {
      schema: profileSchema("DE"),
    });
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    expect(submission.value).toMatchObject({ city: "Berlin", state: null, about_me: null });
    expect(submission.value.domain).toBeNull();
  });

  it("takes a free-text postcode only in the postcode countries", () => {
    const gb = parseWithZod(form({ ...REQUIRED, zip_code: "SW1A 1AA" }), { schema: profileSchema("gb") });
    expect(gb.status).toBe("success");
    const us = parseWithZod(form({ ...REQUIRED, zip_code: "SW1A 1AA" }), { schema: profileSchema("US") });
    expect(us.reply().error).toEqual({ zip_code: ["Enter a valid ZIP code (digits only)."] });
    const badPostcode = parseWithZod(form({ ...REQUIRED, zip_code: "<b>" }), { schema: profileSchema("IE") });
    expect(badPostcode.reply().error).toEqual({ zip_code: ["Enter a valid postcode."] });
  });

  it("refuses links that are not web addresses", () => {
    const submission = parseWithZod(form({ ...REQUIRED, domain: "javascript:alert(1)", telephone: "call me" }), {
      schema: profileSchema("US"),
    });
    expect(submission.reply().error).toEqual({
      domain: ["Enter a valid web address"],
      telephone: ["Enter a valid phone number"],
    });
  });
});

describe("usesPostcode", () => {
  it.each([
    ["GB", true],
    ["ie", true],
    ["GI", true],
    ["US", false],
    ["DE", false],
    [null, false],
    [undefined, false],
  ])("%s → %s", (country, expected) => {
    expect(usesPostcode(country)).toBe(expected);
  });
});
