import { COVER_SIZE, SLIDE_SIZES, THUMB_SIZE, WEBP_QUALITY } from "@contract/uploads";

export type Variants = { slide: Uint8Array; thumb: Uint8Array; cover: Uint8Array };

/** The image could not be decoded (not an image, or a format the Images binding cannot read). */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
}

/**
 * The slide (fitted inside the screen's size), the square thumb and the 4:5
 * cover, as webp, made by the Cloudflare Images binding: no decoding in the
 * Worker's own memory (a 12 MP decode in wasm would pass the 128 MB limit).
 * The same for a browser-converted slide and a raw camera photo, so the
 * server never depends on the client's conversion.
 */
export async function makeVariants(
  images: ImagesBinding,
  bytes: Uint8Array,
  orientation: keyof typeof SLIDE_SIZES,
): Promise<Variants> {
  try {
    const info = await images.info(streamOf(bytes));
    if (info.format === "image/svg+xml") throw new UnreadableImageError("SVG is not accepted");
    const [slide, thumb, cover] = await Promise.all([
      transform(images, bytes, { ...SLIDE_SIZES[orientation], fit: "scale-down" }),
      transform(images, bytes, { ...THUMB_SIZE, fit: "cover" }),
      transform(images, bytes, { ...COVER_SIZE, fit: "cover" }),
    ]);
    return { slide, thumb, cover };
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(String(error));
  }
}

async function transform(images: ImagesBinding, bytes: Uint8Array, options: ImageTransform) {
  const result = await images
    .input(streamOf(bytes))
    .transform(options)
    .output({ format: "image/webp", quality: WEBP_QUALITY });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

// No copy: the bytes come from a request's ArrayBuffer, and a 20 MB copy per variant would crowd the 128 MB limit.
const streamOf = (bytes: Uint8Array) =>
  new Response(bytes as Uint8Array<ArrayBuffer>).body as ReadableStream<Uint8Array>;
