import { cropWidthOf, type PictureFile, pictureFileName, pictureFilesFor, pictureHeight } from "@contract/picture-set";
import {
  COVER_SIZE,
  PICTURE_AVIF_QUALITY,
  PICTURE_WEBP_QUALITY,
  SLIDE_SIZES,
  THUMB_SIZE,
  WEBP_QUALITY,
} from "@contract/uploads";

/** A file of the picture set, made. */
export type MadePicture = PictureFile & { bytes: Uint8Array };
export type Variants = { slide: Uint8Array; thumb: Uint8Array; cover: Uint8Array; pictures: MadePicture[] };

/** The image could not be decoded (not an image, or a format the Images binding cannot read). */
export class UnreadableImageError extends Error {
  override name = "UnreadableImageError";
  /** The form field the picture came in, where the pipeline knows it better than the request does (a before picture). */
  field?: string;
}

/**
 * The slide (fitted inside the screen's size), the square thumb and the 4:5
 * cover, as webp, and the picture set (makePictureSet), made by the
 * Cloudflare Images binding: no decoding in the Worker's own memory (a 12 MP
 * decode in wasm would pass the 128 MB limit). The same for a
 * browser-converted slide and a raw camera photo, so the server never depends
 * on the client's conversion; the browser's 4:5 cover, when it came, is what
 * the cover and the set are cut from.
 */
export async function makeVariants(
  images: ImagesBinding,
  bytes: Uint8Array,
  orientation: keyof typeof SLIDE_SIZES,
  /** The browser's 4:5 cover of the same picture, cut from the whole photo. */
  coverBytes = bytes,
): Promise<Variants> {
  const [pictures, slide, thumb, cover] = await Promise.all([
    makePictureSet(images, coverBytes),
    decoding(() => transform(images, bytes, { ...SLIDE_SIZES[orientation], fit: "scale-down" })),
    decoding(() => transform(images, bytes, { ...THUMB_SIZE, fit: "cover" })),
    decoding(() => transform(images, coverBytes, { ...COVER_SIZE, fit: "cover" })),
  ]);
  return { slide, thumb, cover, pictures };
}

/** `work`, with the binding's own failure to read a picture thrown as UnreadableImageError. */
async function decoding<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof UnreadableImageError) throw error;
    throw new UnreadableImageError(String(error));
  }
}

/**
 * The picture set of a picture (contract/picture-set.ts): its 4:5 crop at
 * each width up to the crop's own, in AVIF and WebP, but for the files named
 * in `except` (pictureFileName: made before, by a run that was cut short).
 * Cloudflare answers another format when it will not make AVIF (its best
 * effort); such a file is left out rather than stored under a type it is not.
 */
export async function makePictureSet(
  images: ImagesBinding,
  bytes: Uint8Array,
  { except = [] }: { except?: string[] } = {},
): Promise<MadePicture[]> {
  return decoding(async () => {
    const info = await images.info(streamOf(bytes));
    if (!("width" in info)) throw new UnreadableImageError(`${info.format} is not accepted`);
    return makePictures(images, bytes, info, except);
  });
}

async function makePictures(
  images: ImagesBinding,
  bytes: Uint8Array,
  size: { width: number; height: number },
  except: string[] = [],
): Promise<MadePicture[]> {
  const files = pictureFilesFor(cropWidthOf(size)).filter((file) => !except.includes(pictureFileName(file)));
  const made = await Promise.all(
    files.map(async (file): Promise<MadePicture | null> => {
      const result = await images
        .input(streamOf(bytes))
        .transform({ width: file.width, height: pictureHeight(file.width), fit: "cover" })
        .output({
          format: file.type,
          quality: file.type === "image/avif" ? PICTURE_AVIF_QUALITY : PICTURE_WEBP_QUALITY,
        });
      if (result.contentType() !== file.type) return null;
      return { ...file, bytes: new Uint8Array(await new Response(result.image()).arrayBuffer()) };
    }),
  );
  return made.filter((picture): picture is MadePicture => picture !== null);
}

/** What an upload decodes to: the same picture encoded anew, and its size. */
type DecodedImage = { bytes: Uint8Array; mime: string; ext: string; width: number; height: number };

/** The Images binding's limits (Cloudflare Images): 12,000 px a side, 100 megapixels. */
const MAX_IMAGE_SIDE = 12_000;
const MAX_IMAGE_PIXELS = 100_000_000;

/** What each uploaded type is kept as: itself, but HEIC (which browsers cannot show) as JPEG. */
const KEPT_AS: Record<string, { format: "image/png" | "image/jpeg" | "image/webp"; ext: string }> = {
  "image/png": { format: "image/png", ext: "png" },
  "image/jpeg": { format: "image/jpeg", ext: "jpg" },
  "image/webp": { format: "image/webp", ext: "webp" },
  "image/heic": { format: "image/jpeg", ext: "jpg" },
  "image/heif": { format: "image/jpeg", ext: "jpg" },
};
/** What the Images binding may call each uploaded type (it reports HEIF-family files as AVIF). */
const DECODED_AS: Record<string, string[]> = {
  "image/png": ["image/png"],
  "image/jpeg": ["image/jpeg"],
  "image/webp": ["image/webp"],
  "image/heic": ["image/heic", "image/heif", "image/avif"],
  "image/heif": ["image/heic", "image/heif", "image/avif"],
};
/** Quality of a kept original: above the variants', as it is what they are made again from. */
const ORIGINAL_QUALITY = 92;

/**
 * An uploaded picture decoded by the Images binding and encoded anew (fitted
 * inside `fit` when given): only these bytes are ever stored, so nothing the
 * decoder skipped (markup in metadata, appended data) survives. The binding
 * must read it as the type its first bytes claim (`sniffedMime`), within its
 * limits; else UnreadableImageError.
 */
export async function reencodeImage(
  images: ImagesBinding,
  bytes: Uint8Array,
  sniffedMime: string,
  fit?: { width: number; height: number },
): Promise<DecodedImage> {
  const keptAs = KEPT_AS[sniffedMime];
  if (!keptAs) throw new UnreadableImageError(`${sniffedMime} is not an accepted image type`);
  return decoding(async () => {
    const info = await images.info(streamOf(bytes));
    if (!DECODED_AS[sniffedMime]?.includes(info.format) || !("width" in info)) {
      throw new UnreadableImageError(`decoded as ${info.format}, not ${sniffedMime}`);
    }
    const { width, height } = info;
    if (!(width > 0 && height > 0) || Math.max(width, height) > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) {
      throw new UnreadableImageError(`${width}x${height} is outside the Images binding's limits`);
    }
    const encoded = await transform(
      images,
      bytes,
      fit ? { ...fit, fit: "scale-down" } : {},
      keptAs.format,
      ORIGINAL_QUALITY,
    );
    return { bytes: encoded, mime: keptAs.format, ext: keptAs.ext, width, height };
  });
}

async function transform(
  images: ImagesBinding,
  bytes: Uint8Array,
  options: ImageTransform,
  format: "image/webp" | "image/png" | "image/jpeg" = "image/webp",
  quality = WEBP_QUALITY,
) {
  const result = await images.input(streamOf(bytes)).transform(options).output({ format, quality });
  return new Uint8Array(await new Response(result.image()).arrayBuffer());
}

// No copy: the bytes come from a request's ArrayBuffer, and a 20 MB copy per variant would crowd the 128 MB limit.
const streamOf = (bytes: Uint8Array) =>
  new Response(bytes as Uint8Array<ArrayBuffer>).body as ReadableStream<Uint8Array>;
