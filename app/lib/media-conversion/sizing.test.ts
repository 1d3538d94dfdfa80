import { COVER_SIZE, SLIDE_SIZES, THUMB_SIZE } from "@contract/uploads";
import { describe, expect, it } from "vitest";
import { coverCrop, fitInside, videoSize } from "./sizing";

describe("fitInside", () => {
  it("shrinks a 12 MP landscape photo to the landscape slide's height", () => {
    expect(fitInside({ width: 4032, height: 3024 }, SLIDE_SIZES.landscape)).toEqual({ width: 1440, height: 1080 });
  });

  it("shrinks a 16:9 photo to exactly the slide", () => {
    expect(fitInside({ width: 3840, height: 2160 }, SLIDE_SIZES.landscape)).toEqual({ width: 1920, height: 1080 });
  });

  it("fits a portrait photo inside a landscape screen by its height", () => {
    expect(fitInside({ width: 3024, height: 4032 }, SLIDE_SIZES.landscape)).toEqual({ width: 810, height: 1080 });
  });

  it("fits a portrait photo inside a portrait screen by its width", () => {
    expect(fitInside({ width: 3024, height: 4032 }, SLIDE_SIZES.portrait)).toEqual({ width: 1080, height: 1440 });
  });

  it("never enlarges a small picture", () => {
    expect(fitInside({ width: 640, height: 480 }, SLIDE_SIZES.landscape)).toEqual({ width: 640, height: 480 });
  });

  it("keeps at least one pixel of a very thin picture", () => {
    expect(fitInside({ width: 20000, height: 2 }, SLIDE_SIZES.landscape)).toEqual({ width: 1920, height: 1 });
  });
});

describe("coverCrop", () => {
  it("takes the centred square of a landscape photo for the thumb", () => {
    expect(coverCrop({ width: 4032, height: 3024 }, THUMB_SIZE)).toEqual({ x: 504, y: 0, width: 3024, height: 3024 });
  });

  it("takes the centred 4:5 part of a landscape photo for the cover", () => {
    expect(coverCrop({ width: 4032, height: 3024 }, COVER_SIZE)).toEqual({ x: 806, y: 0, width: 2419, height: 3024 });
  });

  it("cuts top and bottom of a tall picture", () => {
    expect(coverCrop({ width: 1000, height: 3000 }, COVER_SIZE)).toEqual({ x: 0, y: 875, width: 1000, height: 1250 });
  });

  it("keeps the whole picture when the proportions already match", () => {
    expect(coverCrop({ width: 2160, height: 2700 }, COVER_SIZE)).toEqual({ x: 0, y: 0, width: 2160, height: 2700 });
  });

  it("stays inside the source", () => {
    for (const source of [
      { width: 1, height: 1 },
      { width: 3, height: 1000 },
      { width: 4033, height: 3025 },
    ]) {
      const crop = coverCrop(source, COVER_SIZE);
      expect(crop.x + crop.width).toBeLessThanOrEqual(source.width);
      expect(crop.y + crop.height).toBeLessThanOrEqual(source.height);
      expect(crop.width).toBeGreaterThan(0);
      expect(crop.height).toBeGreaterThan(0);
    }
  });
});

describe("videoSize", () => {
  it("brings 4K landscape down to 1080p", () => {
    expect(videoSize({ width: 3840, height: 2160 })).toEqual({ width: 1920, height: 1080 });
  });

  it("brings 4K portrait down to 1080x1920", () => {
    expect(videoSize({ width: 2160, height: 3840 })).toEqual({ width: 1080, height: 1920 });
  });

  it("keeps 4:3 within 1080 lines", () => {
    expect(videoSize({ width: 2048, height: 1536 })).toEqual({ width: 1440, height: 1080 });
  });

  it("never enlarges, and makes both sides even", () => {
    expect(videoSize({ width: 641, height: 361 })).toEqual({ width: 640, height: 360 });
  });
});
