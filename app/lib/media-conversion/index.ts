import type { ConvertOptions } from "./convert";
import type { ConvertedMedia } from "./protocol";

/**
 * The browser's media conversion before an upload. Pages load it with
 * `const { convertForUpload } = await import("~/lib/media-conversion")` when
 * a file is picked, so no other page downloads it; the real work is in
 * convert.ts, fetched on the first call.
 *
 * The server build must not even name convert.ts: Vite copies the workers a
 * module starts into every build that contains that module, and the Worker
 * bundle would carry the conversion worker, heic-to (3 MB) and the wasm
 * encoders. `import.meta.env.SSR` is a constant, so the server build drops
 * the import below.
 */
export { ConversionError } from "./conversion-error";
export type { ConvertOptions } from "./convert";
export type { ConvertedImage, ConvertedMedia, ConvertedVideo, Orientation } from "./protocol";

export async function convertForUpload(file: File | Blob, options: ConvertOptions): Promise<ConvertedMedia> {
  if (import.meta.env.SSR) throw new Error("Media conversion runs in the browser only");
  const convert = await import("./convert");
  return convert.convertForUpload(file, options);
}
