import { COVER_SIZE, SLIDE_SIZES, THUMB_SIZE } from "@contract/uploads";
import type { Orientation } from "./protocol";
import { coverCrop, fitInside, type Rect, type Size } from "./sizing";
import { encodeWebp } from "./webp";

/**
 * The image path, inside the conversion worker: one decoded picture becomes
 * the slide (fitted inside the screen, never enlarged), the square thumb and
 * the 4:5 cover, each drawn on an OffscreenCanvas and encoded as webp.
 */
export type Variants = { slide: Blob; thumb: Blob; cover: Blob };

export async function makeVariants(
  picture: ImageBitmap,
  orientation: Orientation,
  quality: number,
  webp: "auto" | "wasm",
): Promise<Variants> {
  const source = { width: picture.width, height: picture.height };
  const whole = { x: 0, y: 0, ...source };
  const canvases = [
    draw(picture, whole, fitInside(source, SLIDE_SIZES[orientation])),
    draw(picture, coverCrop(source, THUMB_SIZE), THUMB_SIZE),
    draw(picture, coverCrop(source, COVER_SIZE), COVER_SIZE),
  ];
  const [slide, thumb, cover] = await Promise.all(canvases.map((canvas) => encodeWebp(canvas, quality, webp)));
  return { slide: slide!, thumb: thumb!, cover: cover! };
}

/** The slide-sized webp of one picture: a video's poster. */
export async function makeSlide(
  picture: CanvasImageSource & Size,
  orientation: Orientation,
  quality: number,
  webp: "auto" | "wasm",
) {
  const source = { width: picture.width, height: picture.height };
  return encodeWebp(
    draw(picture, { x: 0, y: 0, ...source }, fitInside(source, SLIDE_SIZES[orientation])),
    quality,
    webp,
  );
}

function draw(picture: CanvasImageSource, crop: Rect, size: Size) {
  const canvas = new OffscreenCanvas(size.width, size.height);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("OffscreenCanvas has no 2D context");
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(picture, crop.x, crop.y, crop.width, crop.height, 0, 0, size.width, size.height);
  return canvas;
}
