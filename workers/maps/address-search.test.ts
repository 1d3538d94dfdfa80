import { searchAddresses } from "@workers/maps/address-search";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => vi.restoreAllMocks());

const ORANIENSTRASSE = {
  formatted_address: "Oranienstraße 25, 10999 Berlin, Deutschland",
  address_components: [
    { long_name: "25", types: ["street_number"] },
    { long_name: "Oranienstraße", types: ["route"] },
    { long_name: "Berlin", types: ["locality", "political"] },
    { long_name: "Berlin", types: ["administrative_area_level_1", "political"] },
    { long_name: "10999", types: ["postal_code"] },
  ],
};

describe("address search (maps adapter)", () => {
  it("asks in German with the key and returns the parts the profile form needs", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(
      Response.json({
        status: "OK",
        results: [ORANIENSTRASSE, { formatted_address: "Berlin", address_components: [] }],
      }),
    );
    const suggestions = await searchAddresses("Oranienstr 25 Berlin", "maps-key-123");
    const url = new URL(String(fetchSpy.mock.calls[0]?.[0]));
    expect(url.hostname).toBe("maps.googleapis.com");
    expect(url.searchParams.get("language")).toBe("de");
    expect(url.searchParams.get("key")).toBe("maps-key-123");
    expect(url.searchParams.get("address")).toBe("Oranienstr 25 Berlin");
    // A result without a street (a whole city) is no address to fill in.
    expect(suggestions).toEqual([
      {
        label: ORANIENSTRASSE.formatted_address,
        address: "Oranienstraße 25",
        zip_code: "10999",
        city: "Berlin",
        state: "Berlin",
      },
    ]);
  });

  it.each([
    ["an error status", () => Promise.resolve(Response.json({ status: "REQUEST_DENIED", results: [] }))],
    ["an HTTP error", () => Promise.resolve(new Response("nope", { status: 500 }))],
    ["a network failure", () => Promise.reject(new TypeError("Network connection lost."))],
  ])("answers no suggestions on %s", async (_, answer) => {
    vi.spyOn(globalThis, "fetch").mockImplementation(answer);
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await searchAddresses("Oranienstraße", "maps-key-123")).toEqual([]);
  });
});
