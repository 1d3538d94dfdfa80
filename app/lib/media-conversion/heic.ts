import { CONVERSION_MESSAGES } from "@contract/messages";
import { ConversionError } from "./conversion-error";

/**
 * Decodes a HEIC/HEIF photo: natively where the browser can (Safari 17+),
 * else with heic-to (current libheif, wasm), loaded only then. heic-to reads
 * the grid (tiled) HEIC recent iPhones write, where heic2any fails.
 *
 * heic-to's JPEG/PNG output draws on a DOM canvas, which a worker does not
 * have; its "bitmap" output hands over the decoded pixels instead, which go
 * straight to the image path without a lossy JPEG in between
 * (docs/decisions/0013-media-conversion-in-the-browser.md).
 */
export async function decodeHeic(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    // Chromium and Firefox cannot decode HEIC themselves.
  }
  if (typeof WebAssembly !== "object") throw new ConversionError(CONVERSION_MESSAGES.wasmUnsupported);
  try {
    // The CSP build: no `new Function`, so it runs under a strict Content-Security-Policy too.
    const { heicTo } = await import("heic-to/csp");
    return await heicTo({ blob: file, type: "bitmap", options: { imageOrientation: "from-image" } });
  } catch (error) {
    throw new ConversionError(CONVERSION_MESSAGES.heicFailed, error);
  }
}
