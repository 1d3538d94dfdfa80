import { describe, expect, it } from "vitest";
import { scanPromise } from "./scan-promise";
import { shopScanPromise, slideOffer } from "./slide-offer";
import { SLIDESHOW_MESSAGES } from "./slideshow";

const nothing = { booking_link: null, telephone: null, whatsapp: null };
const service = { name: "Balayage", price_from: 3500, price_to: null, booking_link: null };

describe("scanPromise: the words under a QR code (issue 37)", () => {
  it("promises booking only with a booking link, else a call, else the styles", () => {
    expect(scanPromise({ booking: true, call: true })).toBe("book");
    expect(scanPromise({ booking: true, call: false })).toBe("book");
    expect(scanPromise({ booking: false, call: true })).toBe("call");
    expect(scanPromise({ booking: false, call: false })).toBe("styles");
    expect(SLIDESHOW_MESSAGES.scanHint).toEqual({
      book: "Scan to book",
      call: "Scan to call",
      styles: "See our styles",
    });
  });

  it("reads the shop's profile as its pages do: a link or number that makes no link does not count", () => {
    expect(shopScanPromise(nothing)).toBe("styles");
    expect(shopScanPromise({ ...nothing, booking_link: "book.example.com/salon" })).toBe("book");
    expect(shopScanPromise({ ...nothing, booking_link: "javascript:alert(1)" })).toBe("styles");
    expect(shopScanPromise({ ...nothing, telephone: "030 / 123 45 67" })).toBe("call");
    expect(shopScanPromise({ ...nothing, telephone: "ask at the desk" })).toBe("styles");
    expect(shopScanPromise({ ...nothing, whatsapp: "wa.me/4915123456789" })).toBe("call");
  });
});

describe("slideOffer: a style slide's corner and QR words", () => {
  it("carries the service and its price label only while the shop shows prices", () => {
    expect(slideOffer({ ...nothing, show_prices: true }, service).price).toEqual({
      service: "Balayage",
      label: "from €35",
    });
    expect(
      slideOffer({ ...nothing, show_prices: true }, { ...service, price_from: 2000, price_to: 4550 }).price,
    ).toEqual({ service: "Balayage", label: "€20–€45.50" });
    expect(slideOffer({ ...nothing, show_prices: false }, service).price).toBeNull();
    expect(slideOffer({ ...nothing, show_prices: true }, null).price).toBeNull();
  });

  it("promises booking when the style's service has its own booking link, even where the shop has none", () => {
    const shop = { ...nothing, telephone: "+49 30 1234567", show_prices: false };
    expect(slideOffer(shop, { ...service, booking_link: "https://book.example.com/balayage" }).scan).toBe("book");
    expect(slideOffer(shop, service).scan).toBe("call");
    expect(slideOffer(shop, null).scan).toBe("call");
    expect(slideOffer({ ...shop, booking_link: "https://book.example.com" }, service).scan).toBe("book");
    expect(slideOffer({ ...nothing, show_prices: true }, service).scan).toBe("styles");
  });
});
