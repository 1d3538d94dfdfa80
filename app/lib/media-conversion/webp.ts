import { CONVERSION_MESSAGES } from "@contract/messages";
import { ConversionError } from "./conversion-error";

/**
 * Encodes a canvas as webp. OffscreenCanvas does it natively in Chromium and
 * Firefox; Safari silently answers PNG for image/webp, so the returned type is
 * checked and @jsquash/webp (wasm) takes over, loaded only then. Once the
 * browser has answered something else, every later picture goes to wasm directly.
 */
let nativeWebp = true;

export async function encodeWebp(canvas: OffscreenCanvas, quality: number, engine: "auto" | "wasm"): Promise<Blob> {
  if (engine === "auto" && nativeWebp) {
    const blob = await canvas.convertToBlob({ type: "image/webp", quality });
    if (blob.type === "image/webp") return blob;
    nativeWebp = false;
  }
  if (typeof WebAssembly !== "object") throw new ConversionError(CONVERSION_MESSAGES.wasmUnsupported);
  const context = canvas.getContext("2d");
  if (!context) throw new Error("No 2D context to read the pixels from");
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const { default: encode } = await import("@jsquash/webp/encode");
  const buffer = await encode(pixels, { quality: Math.round(quality * 100) });
  return new Blob([buffer], { type: "image/webp" });
}
