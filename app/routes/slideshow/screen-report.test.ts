import type { Slide } from "@contract/slideshow";
import { slideItem } from "@contract/slideshow";
import { describe, expect, it } from "vitest";
import { ScreenReport } from "./screen-report";

const HOUR = 3_600_000;
const T = 1_800_000_000_000 - (1_800_000_000_000 % HOUR); // the start of an hour
const slide = (key: string, kind: Slide["kind"] = "style"): Slide => ({
  key,
  kind,
  media: [{ type: "image", src: `/media/${key}.webp`, still: `/media/${key}-thumb.webp` }],
  caption: null,
  schedule: null,
});

describe("ScreenReport (issue 23: what a screen shows, and its plays)", () => {
  it("names the style or ad a slide shows, repeats included", () => {
    expect(slideItem(slide("style:abc"))).toEqual({ kind: "style", id: "abc" });
    expect(slideItem(slide("style:abc:2"))).toEqual({ kind: "style", id: "abc" });
    expect(slideItem(slide("ad:xyz", "ad"))).toEqual({ kind: "ad", id: "xyz" });
  });

  it("counts a slide as one play once it was on screen for 2 s, in the hour it came on", () => {
    const report = new ScreenReport();
    report.shown(slide("style:a"), T);
    report.shown(slide("ad:b", "ad"), T + 2_000); // a stayed 2 s: one play
    report.shown(slide("style:a:2"), T + 3_999); // b stayed 1.999 s: none
    report.shown(slide("style:c"), T + HOUR + 10); // a (repeat) again, in the first hour
    expect(report.take()).toEqual({
      showing: { kind: "style", id: "c", src: "/media/style:c-thumb.webp", since: T + HOUR + 10 },
      plays: [{ kind: "style", id: "a", hour: T, count: 2 }],
      stalled: false,
    });
    // Taken plays are not sent twice; the slide on screen stays.
    expect(report.take().plays).toEqual([]);
    expect(report.take().showing?.id).toBe("c");
  });

  it("says a video is playing its own length until it ends", () => {
    const report = new ScreenReport();
    report.shown(slide("style:v"), T, true);
    expect(report.take().showing?.waiting_on_video).toBe(true);
    report.videoEnded();
    expect(report.take().showing?.waiting_on_video).toBeUndefined();
  });

  it("says it is stalled at once, and until a slide moves again", () => {
    const report = new ScreenReport();
    const heard: boolean[] = [];
    report.onShown(() => heard.push(report.isStalled));
    report.shown(slide("style:a"), T);
    report.stall();
    expect(heard).toEqual([false, true]);
    expect(report.take().stalled).toBe(true);
    expect(report.take().stalled).toBe(true);
    report.shown(slide("style:b"), T + 40_000);
    expect(report.take().stalled).toBe(false);
  });

  it("shows nothing before the first slide", () => {
    expect(new ScreenReport().take()).toEqual({ showing: null, plays: [], stalled: false });
  });

  it("shows nothing once a card takes over (issue 34): the slide's play counts, no slide is said to be on", () => {
    const report = new ScreenReport();
    let told = 0;
    report.onShown(() => told++);
    report.shown(slide("style:a"), T);
    report.cleared(T + 5_000);
    expect(report.take()).toEqual({
      showing: null,
      plays: [{ kind: "style", id: "a", hour: T, count: 1 }],
      stalled: false,
    });
    expect(told).toBe(2);
    // Cleared again (the card stays), nothing more is said.
    report.cleared(T + 65_000);
    expect(told).toBe(2);
  });
});
