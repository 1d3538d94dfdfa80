import { describe, expect, it } from "vitest";
import { type Ad, interleaveAds, isAdFree, playlistOf, type Slide, slideshowAccountId } from "./slideshow";

const styles = (n: number) => Array.from({ length: n }, (_, i) => `s${i}`);
const ads = (n: number) => Array.from({ length: n }, (_, i) => `A${i}`);

/** Items written as one string, a space between them ("" for none). */
const items = (list: string) => (list ? list.split(" ") : []);

describe("interleaveAds (spec §9)", () => {
  it.each([
    { when: "an ad at index 3 and 7", styles: 6, ads: 2, adFree: false, played: "s0 s1 s2 A0 s3 s4 s5 A1" },
    { when: "the leftover ad appended", styles: 7, ads: 3, adFree: false, played: "s0 s1 s2 A0 s3 s4 s5 A1 s6 A2" },
    { when: "both ads appended to two slides", styles: 2, ads: 2, adFree: false, played: "s0 s1 A0 A1" },
    { when: "no weaving once ads run out", styles: 9, ads: 1, adFree: false, played: "s0 s1 s2 A0 s3 s4 s5 s6 s7 s8" },
    { when: "no ads for GOLD or DIAMOND", styles: 6, ads: 2, adFree: true, played: "s0 s1 s2 s3 s4 s5" },
    { when: "nothing at all without slides", styles: 0, ads: 2, adFree: false, played: "" },
    { when: "the slides alone without ads", styles: 3, ads: 0, adFree: false, played: "s0 s1 s2" },
  ])("$styles slides, $ads ads, ad free $adFree: $when", ({ styles: n, ads: m, adFree, played }) => {
    expect(interleaveAds(styles(n), ads(m), adFree)).toEqual(items(played));
  });

  it("every ad index is 3 mod 4 while slides remain", () => {
    for (let n = 1; n <= 20; n++) {
      const played = interleaveAds(styles(n), ads(20), false);
      const firstTrailing = played.findIndex(
        (_item, index) => index > 0 && played.slice(index).every((x) => x.startsWith("A")),
      );
      played.forEach((item, index) => {
        if (item.startsWith("A") && (firstTrailing < 0 || index < firstTrailing)) expect(index % 4).toBe(3);
      });
      expect(played.filter((item) => item.startsWith("s"))).toEqual(styles(n));
      expect(played.filter((item) => item.startsWith("A"))).toHaveLength(20);
    }
  });
});

describe("isAdFree (spec §6)", () => {
  it("is true for GOLD or DIAMOND only", () => {
    expect(isAdFree(["GOLD"])).toBe(true);
    expect(isAdFree(["diamond"])).toBe(true);
    expect(isAdFree(["admin"])).toBe(false);
    expect(isAdFree([])).toBe(false);
    expect(isAdFree(["goldsmith"])).toBe(false);
  });
});

describe("playlistOf", () => {
  const slide = (id: string): Slide => ({
    key: `style:${id}`,
    kind: "style",
    media: [{ type: "image", src: `/media/${id}.webp`, still: null }],
    caption: null,
  });
  const ad = (id: string, file: string | null, type = "image/webp"): Ad => ({
    id,
    title: id,
    content_type: type,
    file,
    cover: null,
  });

  it("weaves only ads that have a payload, as image or video slides", () => {
    const played = playlistOf({
      slides: ["a", "b", "c", "d"].map(slide),
      ads: [ad("x", null), ad("y", "/media/y.mp4", "video/mp4")],
      ad_free: false,
    });
    expect(played.map((s) => s.key)).toEqual(["style:a", "style:b", "style:c", "ad:y", "style:d"]);
    expect(played[3]?.media[0]?.type).toBe("video");
  });

  it("drops slides that have no media left", () => {
    const empty = { ...slide("e"), media: [] };
    expect(playlistOf({ slides: [slide("a"), empty], ads: [], ad_free: true }).map((s) => s.key)).toEqual(["style:a"]);
  });
});

describe("slideshowAccountId", () => {
  it("reads the id at the end of /{slug}-{account_id}", () => {
    expect(slideshowAccountId("sam-stylist-AbC123xyz_")).toBe("AbC123xyz_");
    expect(slideshowAccountId("sam-stylist-abc-12_xyz")).toBe("abc-12_xyz");
    expect(slideshowAccountId("-AbC123xyz_")).toBe("AbC123xyz_");
    expect(slideshowAccountId("AbC123xyz_")).toBe("AbC123xyz_");
  });

  it("is null for anything else", () => {
    for (const segment of ["Explore", "IMPRINT", "does-not-exist", "favicon.ico", "Sam-AbC123xyz_", "a-b", ""]) {
      expect(slideshowAccountId(segment), segment).toBeNull();
    }
  });
});
