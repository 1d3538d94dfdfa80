import { describe, expect, it } from "vitest";
import { carryVia, parseTapPath, tapPath, viaOf, withUtm } from "./visits";

describe("tap paths, via and UTM (issue 36)", () => {
  it("reads back the tap path it writes, and nothing that is not one", () => {
    const path = tapPath("book", "acc0000001", { styleId: "style00001", via: "kscreen01" });
    expect(parseTapPath(new URL(path, "https://x.test"))).toEqual({
      channel: "book",
      accountId: "acc0000001",
      styleId: "style00001",
      serviceId: "",
    });
    // A booking tap names the style's service (issue 37); no other channel does.
    const booking = tapPath("book", "acc0000001", { styleId: "style00001", serviceId: "serv000001" });
    expect(booking).toBe("/t/book/acc0000001?style=style00001&service=serv000001");
    expect(parseTapPath(new URL(booking, "https://x.test"))?.serviceId).toBe("serv000001");
    expect(tapPath("call", "acc0000001", { serviceId: "serv000001" })).toBe("/t/call/acc0000001");
    expect(parseTapPath(new URL("/t/book/acc0000001?service=../x", "https://x.test"))?.serviceId).toBe("");
    // A style id that is not one is dropped, not passed on.
    expect(tapPath("call", "acc0000001", { styleId: "../../x" })).toBe("/t/call/acc0000001");
    for (const bad of ["/t/fax/acc0000001", "/t/book/short", "/t/book/acc0000001/more", "/t/"]) {
      expect(parseTapPath(new URL(bad, "https://x.test")), bad).toBeNull();
    }
  });

  it("takes only a screen's scan code as via", () => {
    const via = (code: string) => viaOf(new URL(`https://x.test/a/me?via=${encodeURIComponent(code)}`));
    expect(via("kABCDEFGH")).toBe("kABCDEFGH");
    expect(via("tABCDEFGHstyle00001")).toBe("tABCDEFGHstyle00001");
    // The window sticker and a viewer's scan are not from a screen; junk is nothing.
    expect(via("pacc0000001")).toBeNull();
    expect(via("vstyle00001")).toBeNull();
    expect(via("<script>")).toBeNull();
  });

  it("carries a visit's scan code on to the shop's other pages, and nothing when there is none", () => {
    expect(carryVia("/gold/me?account_id=acc0000001", "kABCDEFGH")).toBe(
      "/gold/me?account_id=acc0000001&via=kABCDEFGH",
    );
    expect(carryVia("/gold/stylist/acc0000001", "kABCDEFGH")).toBe("/gold/stylist/acc0000001?via=kABCDEFGH");
    expect(carryVia("/gold/stylist/acc0000001", null)).toBe("/gold/stylist/acc0000001");
  });

  it("tags a booking link with where the visitor came from, unless the shop tagged it itself", () => {
    expect(withUtm("https://book.example/salon?ref=1", "screen")).toBe(
      "https://book.example/salon?ref=1&utm_source=stylecast&utm_medium=screen",
    );
    expect(withUtm("https://book.example/?utm_source=mine", "profile")).toBe("https://book.example/?utm_source=mine");
  });
});
