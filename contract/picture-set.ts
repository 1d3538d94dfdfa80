import { z } from "zod";
import { integer, list, namedObject, url } from "./schema-parts";
import { COVER_SIZE } from "./uploads";

/**
 * The picture set (issue 33, docs/decisions/0033-picture-variants-sized-and-encoded-by-measurement.md):
 * a style picture's 4:5 crop at the widths visitor pages draw, in AVIF and in
 * WebP. The browser chooses through `<picture>`, `srcset` and `sizes`
 * (app/components/cover-picture.tsx); the server never sniffs what it accepts.
 * Cloudflare Images makes AVIF at most 1,200 px a side, so its largest is
 * 960 x 1200; WebP goes on to the 1080 px cover.
 */
export const PICTURE_FORMATS = [
  { type: "image/avif", ext: "avif", widths: [360, 540, 720, 960] },
  { type: "image/webp", ext: "webp", widths: [360, 540, 720, 1080] },
] as const;

export type PictureType = (typeof PICTURE_FORMATS)[number]["type"];
/** One file of a set: its format and width (its height follows from the 4:5 crop). */
export type PictureFile = { type: PictureType; width: number };

/** The height of a 4:5 picture this wide. */
export const pictureHeight = (width: number) => Math.round((width * COVER_SIZE.height) / COVER_SIZE.width);

/** A file's name within its set, as stored after the set's key: `720.avif`. */
export const pictureFileName = (file: PictureFile) =>
  `${file.width}.${PICTURE_FORMATS.find((format) => format.type === file.type)?.ext}`;

/**
 * The files a picture whose 4:5 crop is `cropWidth` wide makes: no width
 * above the crop's (an enlarged picture is bytes for nothing), and always the
 * smallest of each format, so even a small picture has a set.
 */
export function pictureFilesFor(cropWidth: number): PictureFile[] {
  return PICTURE_FORMATS.flatMap(({ type, widths }) =>
    widths.filter((width, index) => index === 0 || width <= cropWidth).map((width) => ({ type, width })),
  );
}

/** The width of the centred 4:5 crop of a picture this size. */
export const cropWidthOf = (size: { width: number; height: number }) =>
  Math.min(size.width, Math.round((size.height * COVER_SIZE.width) / COVER_SIZE.height));

const MAX_PICTURE_FILES = PICTURE_FORMATS.reduce((sum, format) => sum + format.widths.length, 0);

/** One file of a picture set as the API answers it. */
export const pictureSchema = namedObject("Picture", {
  url,
  type: z.enum(PICTURE_FORMATS.map((format) => format.type) as [PictureType, ...PictureType[]]),
  width: integer(1, 1080),
});
export type Picture = z.infer<typeof pictureSchema>;

/** A picture's set; empty until it is made (pages then fall back to the thumb and cover). */
export const pictureSetSchema = list(pictureSchema, MAX_PICTURE_FILES);
