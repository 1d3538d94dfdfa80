import { describe, expect, it } from "vitest";
import { AD_EVERY, type Ad, adCycle, isAdFree, playlistOf, type Slide, slideshowAccountId } from "./slideshow";

const styleSlide = (id: string): Slide => ({
  key: `style:${id}`,
  kind: "style",
  media: [{ type: "image", src: `/media/${id}.webp`, still: null }],
  caption: null,
  schedule: null,
});
const ad = (id: string, file: string | null = `/media/ads/${id}.webp`, type = "image/webp"): Ad => ({
  id,
  title: id,
  content_type: type,
  file,
  cover: null,
  link: null,
});
const show = (styles: number, ads: number, adFree = false) => ({
  slides: Array.from({ length: styles }, (_, i) => styleSlide(`s${i}`)),
  ads: Array.from({ length: ads }, (_, i) => ad(`A${i}`)),
  ad_free: adFree,
});
/** The playlist's keys, written short: `s0`, `s0:2`, `A1`. */
const keysOf = (playlist: Slide[]) => playlist.map((slide) => slide.key.replace(/^style:|^ad:/, ""));
/** A repeated style's key without its `:2`, `:3`…: the style it shows. */
const shownItem = (key: string) => key.replace(/:\d+$/, "");
const played = (styles: number, ads: number, adFree = false) => keysOf(playlistOf(show(styles, ads, adFree)));

describe("playlistOf: the fair ad rule (decisions.md Ads, issue 21)", () => {
  it.each([
    { when: "spec §9's simple case: the ad at index 3", styles: 4, ads: 1, list: "s0 s1 s2 A0 s3" },
    { when: "ads at index 3 and 7", styles: 6, ads: 2, list: "s0 s1 s2 A0 s3 s4 s5 A1" },
    { when: "one ad in a long loop", styles: 9, ads: 1, list: "s0 s1 s2 A0 s3 s4 s5 s6 s7 s8" },
    {
      when: "an ad with no place in the first loop taking its turn in the next",
      styles: 7,
      ads: 3,
      list: "s0 s1 s2 A0 s3 s4 s5 A1 s6 s0:2 s1:2 A2 s2:2 s3:2 s4:2 s5:2 s6:2",
    },
    {
      when: "one style repeated to fill the three places before each ad",
      styles: 1,
      ads: 2,
      list: "s0 s0:2 s0:3 A0 s0:4 s0:5 s0:6 A1",
    },
    { when: "two styles repeated in turn", styles: 2, ads: 1, list: "s0 s1 s0:2 A0 s1:2" },
    { when: "the styles alone without ads", styles: 2, ads: 0, list: "s0 s1" },
  ])("$styles styles, $ads ads: $when", ({ styles, ads, list }) => {
    expect(played(styles, ads)).toEqual(list.split(" "));
  });

  it("plays no ads on a GOLD or DIAMOND account, and nothing at all without styles", () => {
    expect(played(6, 2, true)).toEqual(["s0", "s1", "s2", "s3", "s4", "s5"]);
    expect(played(1, 2, true)).toEqual(["s0"]);
    expect(played(0, 2)).toEqual([]);
    expect(played(0, 0, true)).toEqual([]);
  });

  it("keeps every stretch of the looping show to one ad in four, for 1–20 styles and 0–10 ads", () => {
    for (let styles = 1; styles <= 20; styles++) {
      for (let ads = 0; ads <= 10; ads++) {
        const playlist = playlistOf(show(styles, ads));
        const label = `${styles} styles, ${ads} ads: ${keysOf(playlist).join(" ")}`;
        const isAd = playlist.map((slide) => slide.kind === "ad");
        // Every window of four slides, wrapping around the end of the cycle into its start.
        for (let start = 0; start < playlist.length; start++) {
          const window = Array.from({ length: AD_EVERY }, (_, i) => isAd[(start + i) % playlist.length]);
          expect(window.filter(Boolean).length, `${label} (window at ${start})`).toBeLessThanOrEqual(1);
          expect(isAd[start] && isAd[(start + 1) % playlist.length], `${label} (at ${start})`).toBe(false);
        }
        const keys = playlist.map((slide) => slide.key);
        expect(new Set(keys).size, label).toBe(keys.length);
        // Every style, each as often as every other; every ad, once a cycle.
        const counts = new Map<string, number>();
        for (const key of keysOf(playlist)) counts.set(shownItem(key), (counts.get(shownItem(key)) ?? 0) + 1);
        const styleCounts = Array.from({ length: styles }, (_, i) => counts.get(`s${i}`) ?? 0);
        expect(Math.min(...styleCounts), label).toBeGreaterThan(0);
        expect(new Set(styleCounts).size, label).toBe(1);
        expect(
          Array.from({ length: ads }, (_, i) => counts.get(`A${i}`)),
          label,
        ).toEqual(Array(ads).fill(1));
        expect(playlist.length, label).toBe(styles * (styleCounts[0] ?? 0) + ads);
      }
    }
  });

  it("keeps spec §9's single loop, ads at 3, 7, …, while the styles have room for the ads", () => {
    for (let styles = 3; styles <= 20; styles++) {
      for (let ads = 1; ads <= Math.floor(styles / 3); ads++) {
        const cycle = adCycle(styles, ads);
        expect(cycle, `${styles} styles, ${ads} ads`).toHaveLength(styles + ads);
        const adIndexes = cycle.flatMap((place, index) => (place.kind === "ad" ? [index] : []));
        expect(adIndexes).toEqual(Array.from({ length: ads }, (_, i) => 4 * i + 3));
      }
    }
  });

  it("weaves only ads that have a payload, as image or video slides", () => {
    const playlist = playlistOf({
      slides: ["a", "b", "c", "d"].map(styleSlide),
      ads: [ad("x", null), ad("y", "/media/y.mp4", "video/mp4")],
      ad_free: false,
    });
    expect(playlist.map((s) => s.key)).toEqual(["style:a", "style:b", "style:c", "ad:y", "style:d"]);
    expect(playlist[3]?.media[0]?.type).toBe("video");
  });

  it("leaves out styles that have no media before weaving, so the ads keep their places", () => {
    const empty = { ...styleSlide("e"), media: [] };
    const playlist = playlistOf({
      slides: [styleSlide("a"), empty, styleSlide("b"), styleSlide("c")],
      ads: [ad("x")],
      ad_free: false,
    });
    expect(playlist.map((s) => s.key)).toEqual(["style:a", "style:b", "style:c", "ad:x"]);
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
