import { CONVERSION_MESSAGES } from "@contract/messages";
import { STYLE_MESSAGES } from "@contract/style";
import { STYLE_FILE_MESSAGES } from "@contract/style-file";
import { act, renderHook, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { usePickedMedia } from "./media-picker";

/** The conversion, driven by the test: each call waits until the test settles it. */
type Call = {
  file: File;
  signal: AbortSignal | undefined;
  progress: (percent: number) => void;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};
const calls: Call[] = [];
/** Set by a test: the conversion code does not load (offline). */
const loading = vi.hoisted(() => ({ fails: false }));

vi.mock("./load-media-conversion", () => ({
  loadMediaConversion: async () => {
    if (loading.fails) throw new TypeError("Failed to fetch dynamically imported module");
    return {
      convertForUpload: (
        file: File,
        options: { signal?: AbortSignal; onProgress?: (percent: number) => void },
      ): Promise<unknown> =>
        new Promise((resolve, reject) => {
          calls.push({ file, signal: options.signal, progress: options.onProgress ?? (() => {}), resolve, reject });
          options.signal?.addEventListener("abort", () => reject(new DOMException("cancelled", "AbortError")));
        }),
    };
  },
}));

const none = { names: [], images: 0, videos: 0 };
const png = (name: string) => new File([new Uint8Array(64)], name, { type: "image/png" });
const mp4 = (name: string) => new File([new Uint8Array(64)], name, { type: "video/mp4" });
const blob = (type: string) => new Blob([new Uint8Array(8)], { type });

describe("usePickedMedia", () => {
  beforeEach(() => {
    calls.length = 0;
    loading.fails = false;
    URL.createObjectURL = vi.fn(() => "blob:preview");
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it("goes idle → converting with progress → done, and sends the converted slide under the picked name", async () => {
    const { result } = renderHook(() => usePickedMedia("landscape"));
    act(() => result.current.add([png("front.png")], none));
    expect(result.current.items[0]?.status).toBe("idle");
    // Not ready while the conversion code is still on its way: the tile says so, and so does Save.
    expect(result.current.blocker()).toBe(STYLE_FILE_MESSAGES.stillConverting);
    await waitFor(() => expect(result.current.items[0]?.status).toBe("converting"));
    expect(result.current.blocker()).toBe(STYLE_FILE_MESSAGES.stillConverting);

    act(() => calls[0]?.progress(40));
    expect(result.current.items[0]?.progress).toBe(40);
    const slide = blob("image/webp");
    const cover = new Blob([new Uint8Array(13)], { type: "image/webp" });
    await act(async () => calls[0]?.resolve({ kind: "image", slide, thumb: blob("image/webp"), cover }));
    expect(result.current.items[0]).toMatchObject({ status: "done", progress: 100 });
    expect(result.current.blocker()).toBeNull();

    const body = new FormData();
    result.current.appendTo(body);
    const sent = body.get("images") as File;
    expect(sent.name).toBe("front.png");
    expect(sent.type).toBe("image/webp");
    // Its cover goes along under the same name: the server cuts the picture set from it (issue 33).
    const sentCover = body.get("image_covers") as File;
    expect(sentCover.name).toBe("front.png");
    expect(sentCover.size).toBe(cover.size);
  });

  it("takes a photo as picked when the conversion code cannot load, and fails a video (it needs its poster)", async () => {
    loading.fails = true;
    const { result } = renderHook(() => usePickedMedia("landscape"));
    act(() => result.current.add([png("offline.png")], none));
    await waitFor(() => expect(result.current.items[0]?.status).toBe("done"));
    expect(result.current.blocker()).toBeNull();
    const body = new FormData();
    result.current.appendTo(body);
    expect((body.get("images") as File).type).toBe("image/png");
    expect(body.get("image_covers")).toBeNull();

    act(() => result.current.remove(result.current.items[0]?.key ?? ""));
    act(() => result.current.add([mp4("offline.mp4")], none));
    await waitFor(() => expect(result.current.items[0]?.status).toBe("failed"));
    expect(result.current.blocker()).toBe(STYLE_FILE_MESSAGES.conversionFailed);
  });

  it("shows the conversion's own message when it fails, and keeps the file until it is removed", async () => {
    const { result } = renderHook(() => usePickedMedia("portrait"));
    act(() => result.current.add([png("broken.png")], none));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.reject(new Error(CONVERSION_MESSAGES.thumbnailFailed)));
    expect(result.current.items[0]).toMatchObject({ status: "failed", error: CONVERSION_MESSAGES.thumbnailFailed });
    expect(result.current.blocker()).toBe(STYLE_FILE_MESSAGES.conversionFailed);
    act(() => result.current.remove(result.current.items[0]?.key ?? ""));
    expect(result.current.items).toEqual([]);
    expect(result.current.blocker()).toBeNull();
  });

  it("cancels a running conversion: its worker is stopped and the file leaves the selection", async () => {
    const { result } = renderHook(() => usePickedMedia("landscape"));
    act(() => result.current.add([mp4("clip.mp4")], none));
    await waitFor(() => expect(result.current.items[0]?.status).toBe("converting"));
    act(() => result.current.remove(result.current.items[0]?.key ?? ""));
    expect(calls[0]?.signal?.aborted).toBe(true);
    await act(async () => {});
    expect(result.current.items).toEqual([]);
  });

  it("sends a converted video as the video and its poster", async () => {
    const { result } = renderHook(() => usePickedMedia("landscape"));
    act(() => result.current.add([mp4("clip.mov")], none));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () =>
      calls[0]?.resolve({ kind: "video", video: blob("video/mp4"), poster: blob("image/webp"), engine: "webcodecs" }),
    );
    const body = new FormData();
    result.current.appendTo(body);
    expect((body.get("video") as File).name).toBe("clip.mov");
    expect((body.get("video") as File).type).toBe("video/mp4");
    expect((body.get("poster") as File).name).toBe("clip-poster.webp");
    expect(body.getAll("images")).toEqual([]);
  });

  it("refuses a name already saved or picked, and a video beside photos, before converting anything", async () => {
    const { result } = renderHook(() => usePickedMedia("landscape"));
    act(() => result.current.add([png("a.png"), png("b.png")], { names: ["b.png"], images: 1, videos: 0 }));
    expect(result.current.items.map((item) => item.file.name)).toEqual(["a.png"]);
    expect(result.current.problems).toEqual([`b.png: ${STYLE_MESSAGES.sameName}`]);
    act(() => result.current.add([mp4("clip.mp4")], { names: [], images: 1, videos: 0 }));
    expect(result.current.problems).toEqual([STYLE_FILE_MESSAGES.videoAlone]);
    await waitFor(() => expect(calls).toHaveLength(1));
  });
});
