import { describe, expect, it } from "vitest";
import { AVATAR_ACCEPT, checkAvatarFile } from "./avatar-file";

const MB = 1024 * 1024;

describe("checkAvatarFile", () => {
  it.each([
    ["me.png", "image/png"],
    ["me.WEBP", "image/webp"],
    ["me.jpg", "image/jpeg"],
    ["me.jpeg", ""],
    ["me.heic", ""],
    ["me.heif", "image/heif"],
    ["camera-upload", "image/jpeg"],
  ])("takes %s (%s)", (name, type) => {
    expect(checkAvatarFile({ name, type, size: 2 * MB })).toEqual({ ok: true });
  });

  it.each([
    ["clip.mp4", "video/mp4"],
    ["clip.mov", "video/quicktime"],
    ["clip.webm", ""],
    ["clip.m4v", "application/octet-stream"],
    ["disguised.png", "video/mp4"],
  ])("refuses the video %s with a warning", (name, type) => {
    expect(checkAvatarFile({ name, type, size: MB })).toEqual({
      ok: false,
      message: "Avatar cannot be a video",
      toastType: "warning",
    });
  });

  it("refuses other types and files over 20 MB with the size in the message", () => {
    expect(checkAvatarFile({ name: "me.gif", type: "image/gif", size: 1.5 * MB })).toEqual({
      ok: false,
      message: "File too big (> 20MB) or File type not supported : 1.5MB",
      toastType: "error",
    });
    expect(checkAvatarFile({ name: "me.png", type: "image/png", size: 20 * MB + 1 })).toMatchObject({
      ok: false,
      message: "File too big (> 20MB) or File type not supported : 20.0MB",
    });
    expect(checkAvatarFile({ name: "me.png", type: "image/png", size: 20 * MB })).toEqual({ ok: true });
  });

  it("refuses an empty file", () => {
    expect(checkAvatarFile({ name: "me.png", type: "image/png", size: 0 })).toMatchObject({
      ok: false,
      message: "Avatar cannot be empty",
    });
  });

  it("offers only the accepted images in the file picker", () => {
    expect(AVATAR_ACCEPT.split(",")).toEqual(
      expect.arrayContaining(["image/png", "image/webp", "image/jpeg", ".heic", ".heif", ".jpg"]),
    );
    expect(AVATAR_ACCEPT).not.toMatch(/video|mp4/);
  });
});
