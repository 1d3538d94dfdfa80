import { describe, expect, it } from "vitest";
import { parseScanCode, SCAN_PATH_PREFIX, slideScanPath, stickerScanPath } from "./scans";

const STYLE = "Ab3_-xYz09";
const ACCOUNT = "acc0000001";
const SCREEN = "scr-0_0A";

describe("scan codes (issue 24)", () => {
  it("makes paths of at most 24 characters that read back as what they name", () => {
    const paths = [
      slideScanPath({ kind: "style", id: STYLE }, { screenCode: SCREEN, accountId: ACCOUNT }),
      slideScanPath({ kind: "ad", id: STYLE }, { screenCode: SCREEN, accountId: ACCOUNT }),
      slideScanPath({ kind: "style", id: STYLE }, { screenCode: null, accountId: ACCOUNT }),
      slideScanPath({ kind: "ad", id: STYLE }, { screenCode: null, accountId: ACCOUNT }),
      stickerScanPath(ACCOUNT),
    ];
    for (const path of paths) {
      expect(path).not.toBeNull();
      expect(path?.length).toBeLessThanOrEqual(24);
      expect(path).not.toContain("?");
    }
    expect(paths.map((path) => parseScanCode(path?.slice(SCAN_PATH_PREFIX.length) ?? ""))).toEqual([
      { source: "screen", kind: "style", screenCode: SCREEN, itemId: STYLE },
      { source: "screen", kind: "ad", screenCode: SCREEN, itemId: STYLE },
      { source: "slideshow", kind: "style", itemId: STYLE },
      { source: "slideshow", kind: "ad", accountId: ACCOUNT, itemId: STYLE },
      { source: "print", kind: "profile", accountId: ACCOUNT },
    ]);
  });

  it("has no code for an id that is not one of ours", () => {
    expect(
      slideScanPath({ kind: "style", id: "demo1-abcdefghij" }, { screenCode: SCREEN, accountId: ACCOUNT }),
    ).toBeNull();
    expect(slideScanPath({ kind: "ad", id: STYLE }, { screenCode: null, accountId: "short" })).toBeNull();
  });

  it.each([
    "",
    "t",
    "q",
    `v${STYLE}x`,
    `v${STYLE.slice(1)}`,
    `t${SCREEN}`,
    `p${ACCOUNT}/`,
    "v../../etc/p",
    `V${STYLE}`,
  ])("reads %j as no code", (code) => expect(parseScanCode(code)).toBeNull());
});
