import { describe, expect, it } from "vitest";
import { STYLE_MESSAGES } from "./style";
import { checkStyleFile, STYLE_FILE_MESSAGES } from "./style-file";
import { fileRejectedMessage } from "./uploads";

const MB = 1024 * 1024;
const empty = { names: new Set<string>(), images: 0, videos: 0 };

describe("checkStyleFile", () => {
  it.each([
    ["cut.png", "image/png", "image"],
    ["cut.JPG", "image/jpeg", "image"],
    ["IMG_0001.HEIC", "", "image"],
    ["IMG_0002.heif", "application/octet-stream", "image"],
    ["camera-upload", "image/webp", "image"],
    ["clip.mp4", "video/mp4", "video"],
    ["clip.mov", "video/quicktime", "video"],
    ["clip.m4v", "", "video"],
  ])("takes %s (%s) as an %s", (name, type, kind) => {
    expect(checkStyleFile({ name, type, size: 2 * MB }, empty)).toEqual({ ok: true, kind });
  });

  it.each([
    ["page.html", "text/html"],
    ["vector.svg", "image/svg+xml"],
    ["anim.gif", "image/gif"],
    ["notes", ""],
  ])("refuses %s (%s) with the spec's message", (name, type) => {
    expect(checkStyleFile({ name, type, size: 1.5 * MB }, empty)).toEqual({
      ok: false,
      message: fileRejectedMessage(1.5 * MB),
    });
  });

  it("refuses a file over 20 MB and an empty one", () => {
    expect(checkStyleFile({ name: "big.jpg", type: "image/jpeg", size: 21 * MB }, empty)).toEqual({
      ok: false,
      message: "File too big (> 20MB) or File type not supported : 21.0MB",
    });
    expect(checkStyleFile({ name: "zero.jpg", type: "image/jpeg", size: 0 }, empty).ok).toBe(false);
  });

  it("refuses a name already in the style or the selection", () => {
    const names = new Set(["cut.png"]);
    expect(checkStyleFile({ name: "cut.png", type: "image/png", size: MB }, { ...empty, names })).toEqual({
      ok: false,
      message: STYLE_MESSAGES.sameName,
    });
  });

  it("takes a video only alone", () => {
    const video = { name: "clip.mp4", type: "video/mp4", size: MB };
    expect(checkStyleFile(video, { ...empty, images: 1 })).toEqual({
      ok: false,
      message: STYLE_FILE_MESSAGES.videoAlone,
    });
    expect(checkStyleFile({ name: "a.png", type: "image/png", size: MB }, { ...empty, videos: 1 })).toEqual({
      ok: false,
      message: STYLE_FILE_MESSAGES.videoAlone,
    });
  });

  it("takes at most 10 images", () => {
    const image = { name: "eleven.png", type: "image/png", size: MB };
    expect(checkStyleFile(image, { ...empty, images: 9 }).ok).toBe(true);
    expect(checkStyleFile(image, { ...empty, images: 10 })).toEqual({
      ok: false,
      message: STYLE_MESSAGES.tooManyFiles,
    });
  });
});
