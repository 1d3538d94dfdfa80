import { readFileSync } from "node:fs";
import { CONVERSION_MESSAGES } from "@contract/messages";
import { COVER_SIZE, fileRejectedMessage, MAX_UPLOAD_BYTES, SLIDE_SIZES, THUMB_SIZE } from "@contract/uploads";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The browser's media conversion (app/lib/media-conversion), driven on the
 * development page /dev/conversion, where `window.stylecastConversion` holds
 * the module and sample makers. Inputs are made in the browser (a 12 MP JPEG,
 * a short H.264 clip with sound) or read from tests/fixtures/media (HEIC).
 */
type Size = { width: number; height: number };
type ImageInfo = Size & { type: string; bytes: number };
type VideoInfo = ImageInfo & { duration: number; videoCodec: string | null; audioCodec: string | null };
type Outcome =
  | { ok: true; engine?: string; info: Record<string, ImageInfo | VideoInfo>; progress: number[] }
  | { ok: false; name: string; message: string };
type Lab = {
  conversion: {
    convertForUpload(file: Blob, options: object): Promise<Record<string, unknown>>;
  };
  samples: {
    makeTestJpeg(width?: number, height?: number): Promise<File>;
    makeTestVideo(options?: object): Promise<File>;
    imageInfo(blob: Blob): Promise<ImageInfo>;
    videoInfo(blob: Blob): Promise<VideoInfo>;
  };
};
type Input = { jpeg: [number, number] } | { video: object } | { fixture: string; name: string; base64: string };

const fixture = (name: string) => ({
  fixture: name,
  name,
  base64: readFileSync(new URL(`../fixtures/media/${name}`, import.meta.url)).toString("base64"),
});

test.use({ cookieChoiceMade: true });

test.beforeEach(async ({ page }) => {
  await page.goto("/dev/conversion");
  await expect(page.getByText("Converter loaded.")).toBeVisible();
});

/** Makes or reads the input in the page, converts it and describes every output blob. */
function convert(page: Page, input: Input, options: { orientation: string; engines?: object }) {
  return page.evaluate(
    async ({ input, options }): Promise<Outcome> => {
      const { conversion, samples } = (window as unknown as { stylecastConversion: Lab }).stylecastConversion;
      const file =
        "jpeg" in input
          ? await samples.makeTestJpeg(...input.jpeg)
          : "video" in input
            ? await samples.makeTestVideo(input.video)
            : new File([Uint8Array.from(atob(input.base64), (c) => c.charCodeAt(0))], input.name);
      const progress: number[] = [];
      try {
        const result = await conversion.convertForUpload(file, {
          ...options,
          onProgress: (p: number) => progress.push(p),
        });
        const info: Record<string, ImageInfo | VideoInfo> = {};
        for (const [name, value] of Object.entries(result)) {
          if (!(value instanceof Blob)) continue;
          info[name] = value.type.startsWith("video/")
            ? await samples.videoInfo(value)
            : await samples.imageInfo(value);
        }
        return { ok: true, engine: result.engine as string | undefined, info, progress };
      } catch (error) {
        return { ok: false, name: (error as Error).name, message: (error as Error).message };
      }
    },
    { input, options },
  );
}

const webp = (size: Size) => ({ type: "image/webp", ...size });
/** What every photo becomes: a webp slide of the given size, the square thumb and the 4:5 cover. */
const imageVariants = (slide: Size) => ({
  slide: expect.objectContaining(webp(slide)),
  thumb: expect.objectContaining(webp(THUMB_SIZE)),
  cover: expect.objectContaining(webp(COVER_SIZE)),
});

test("a 12 MP JPEG becomes a webp slide within the screen, a square thumb and a 4:5 cover", async ({ page }) => {
  const landscape = await convert(page, { jpeg: [4032, 3024] }, { orientation: "landscape" });
  expect(landscape.ok && landscape.info).toEqual(imageVariants({ width: 1440, height: 1080 }));
  expect(landscape.ok && landscape.progress.at(-1)).toBe(100);

  // A 16:9 photo on a portrait screen is fitted by its width; a small one is never enlarged.
  const portrait = await convert(page, { jpeg: [1920, 1080] }, { orientation: "portrait" });
  expect(portrait.ok && portrait.info.slide).toMatchObject(webp({ width: SLIDE_SIZES.portrait.width, height: 608 }));
  const small = await convert(page, { jpeg: [640, 480] }, { orientation: "landscape" });
  expect(small.ok && small.info.slide).toMatchObject(webp({ width: 640, height: 480 }));
});

test("the wasm webp encoder (where a canvas cannot encode webp) makes the same variants", async ({ page }) => {
  const outcome = await convert(page, { jpeg: [1600, 1200] }, { orientation: "landscape", engines: { webp: "wasm" } });
  expect(outcome.ok && outcome.info).toEqual(imageVariants({ width: 1440, height: 1080 }));
});

test("HEIC, a single image and an iPhone-style grid of tiles, is decoded by heic-to and gets the same variants", async ({
  page,
}) => {
  for (const name of ["photo-12mp.heic", "photo-12mp-grid.heic"]) {
    const outcome = await convert(page, fixture(name), { orientation: "portrait" });
    expect(outcome.ok && outcome.info, name).toEqual(imageVariants({ width: 1080, height: 810 }));
  }
});

test("a clip becomes H.264 mp4 at about 1000 kbps plus a webp poster through WebCodecs, sound dropped without an AAC encoder", async ({
  page,
}) => {
  const outcome = await convert(
    page,
    { video: { width: 640, height: 360, seconds: 2, bitrate: 4_000_000 } },
    { orientation: "landscape" },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  expect(outcome.engine).toBe("webcodecs");
  const video = outcome.info.video as VideoInfo;
  expect(video).toMatchObject({ type: "video/mp4", videoCodec: "avc", width: 640, height: 360 });
  expect(video.duration).toBeCloseTo(2, 1);
  // Chromium here has no AAC encoder: the sound is dropped (TVs play muted).
  expect(video.audioCodec).toBeNull();
  expect((video.bytes * 8) / video.duration).toBeLessThan(1_300_000);
  expect(outcome.info.poster).toMatchObject(webp({ width: 640, height: 360 }));
  expect(outcome.progress.at(-1)).toBe(100);
});

test("the ffmpeg.wasm fallback makes the same pair with the core the app serves under /ffmpeg_core/", async ({
  page,
  request,
}) => {
  const wasm = await request.get("/ffmpeg_core/ffmpeg-core.wasm", { headers: { "Accept-Encoding": "br" } });
  expect(wasm.headers()["content-type"]).toBe("application/wasm");
  expect(wasm.headers()["content-encoding"]).toBe("br");
  const bytes = await wasm.body(); // inflated by the client
  expect(bytes.subarray(0, 4)).toEqual(Buffer.from([0, 0x61, 0x73, 0x6d]));
  expect(bytes.length).toBeGreaterThan(25 * 1024 * 1024);

  const outcome = await convert(
    page,
    { video: { width: 480, height: 270, seconds: 1 } },
    { orientation: "landscape", engines: { video: "ffmpeg" } },
  );
  if (!outcome.ok) throw new Error(outcome.message);
  expect(outcome.engine).toBe("ffmpeg");
  expect(outcome.info.video).toMatchObject({ type: "video/mp4", videoCodec: "avc", width: 480, height: 270 });
  // ffmpeg brings its own AAC encoder, so the sound stays.
  expect((outcome.info.video as VideoInfo).audioCodec).toBe("aac");
  expect(outcome.info.poster).toMatchObject(webp({ width: 480, height: 270 }));
});

test("a spoofed or oversize file is refused with the spec's message before converting", async ({ page }) => {
  const input = page.getByLabel("File");
  const alert = page.getByTestId("conversion-error");

  const html = Buffer.from("<!doctype html><title>not a photo</title>");
  await input.setInputFiles({ name: "holiday.jpg", mimeType: "image/jpeg", buffer: html });
  await expect(alert).toHaveText(fileRejectedMessage(html.length));

  // 21 MB that start like a JPEG, made in the page (sending them from here would take seconds).
  const size = MAX_UPLOAD_BYTES + 1024 * 1024;
  await pick(page, size);
  await expect(alert).toHaveText(fileRejectedMessage(size));
  expect(fileRejectedMessage(size)).toContain(": 21.0MB");
});

test("a file that only starts like a JPEG or a HEIC fails with the spec's messages", async ({ page }) => {
  const garbage = "x".repeat(4096);
  const brokenJpeg = await convert(
    page,
    {
      fixture: "-",
      name: "broken.jpg",
      base64: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from(garbage)]).toString("base64"),
    },
    { orientation: "landscape" },
  );
  expect(brokenJpeg).toEqual({ ok: false, name: "ConversionError", message: CONVERSION_MESSAGES.fileFailed });

  const heicHeader = Buffer.from([0, 0, 0, 24, ...Buffer.from("ftypheic"), 0, 0, 0, 0, ...Buffer.from("mif1heic")]);
  const brokenHeic = await convert(
    page,
    { fixture: "-", name: "broken.heic", base64: Buffer.concat([heicHeader, Buffer.from(garbage)]).toString("base64") },
    { orientation: "landscape" },
  );
  expect(brokenHeic).toEqual({ ok: false, name: "ConversionError", message: CONVERSION_MESSAGES.heicFailed });
});

test("Cancel stops a running conversion and nothing is kept", async ({ page }) => {
  await pick(page, { width: 1280, height: 720, seconds: 6 });
  await expect(page.getByText(/Converting… \d+%/)).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByText("Nothing converted yet.")).toBeVisible();
  await expect(page.getByTestId("conversion-done")).toHaveCount(0);
});

/** Hands the file input a file made in the page, as if picked: a clip of these options, or that many bytes starting like a JPEG. */
function pick(page: Page, what: number | object) {
  return page.evaluate(async (what) => {
    const { samples } = (window as unknown as { stylecastConversion: Lab }).stylecastConversion;
    let file: File;
    if (typeof what === "number") {
      const bytes = new Uint8Array(what);
      bytes.set([0xff, 0xd8, 0xff, 0xe0]);
      file = new File([bytes], "huge.jpg", { type: "image/jpeg" });
    } else {
      file = await samples.makeTestVideo(what);
    }
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const picked = new DataTransfer();
    picked.items.add(file);
    input.files = picked.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  }, what);
}
