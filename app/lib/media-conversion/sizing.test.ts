import { COVER_SIZE, SLIDE_SIZES, THUMB_SIZE } from "@contract/uploads";
import { describe, expect, it } from "vitest";
import { coverCrop, fitInside, videoSize } from "./sizing";

describe("fitInside", () => {
  it.each([
    ["shrinks a 12 MP landscape photo to the landscape slide's height", [4032, 3024], "landscape", [1440, 1080]],
    ["shrinks a 16:9 photo to exactly the slide", [3840, 2160], "landscape", [1920, 1080]],
    ["fits a portrait photo inside a landscape screen by its height", [3024, 4032], "landscape", [810, 1080]],
    ["fits a portrait photo inside a portrait screen by its width", [3024, 4032], "portrait", [1080, 1440]],
    ["never enlarges a small picture", [640, 480], "landscape", [640, 480]],
    ["keeps at least one pixel of a very thin picture", [20000, 2], "landscape", [1920, 1]],
  ] as const)("%s", (_, [width, height], screen, [fitWidth, fitHeight]) => {
    expect(fitInside({ width, height }, SLIDE_SIZES[screen])).toEqual({ width: fitWidth, height: fitHeight });
  });
});

describe("coverCrop", () => {
  it.each([
    ["takes the centred square of a landscape photo for the thumb", [4032, 3024], THUMB_SIZE, [504, 0, 3024, 3024]],
    ["takes the centred 4:5 part of a landscape photo for the cover", [4032, 3024], COVER_SIZE, [806, 0, 2419, 3024]],
    ["cuts top and bottom of a tall picture", [1000, 3000], COVER_SIZE, [0, 875, 1000, 1250]],
    ["keeps the whole picture when the proportions already match", [2160, 2700], COVER_SIZE, [0, 0, 2160, 2700]],
  ] as const)("%s", (_, [width, height], target, [x, y, cropWidth, cropHeight]) => {
    expect(coverCrop({ width, height }, target)).toEqual({ x, y, width: cropWidth, height: cropHeight });
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
  it.each([
    ["brings 4K landscape down to 1080p", [3840, 2160], [1920, 1080]],
    ["brings 4K portrait down to 1080x1920", [2160, 3840], [1080, 1920]],
    ["keeps 4:3 within 1080 lines", [2048, 1536], [1440, 1080]],
    ["never enlarges, and makes both sides even", [641, 361], [640, 360]],
  ] as const)("%s", (_, [width, height], [outWidth, outHeight]) => {
    expect(videoSize({ width, height })).toEqual({ width: outWidth, height: outHeight });
  });
});
