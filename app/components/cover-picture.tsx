import type { Picture } from "@contract/picture-set";
import { COVER_SIZE } from "@contract/uploads";
import { preload } from "react-dom";

/** What a 4:5 picture is drawn from: its set (issue 33), else the old thumb and cover of a picture made before it. */
export type CoverSources = { cover: string; thumb: string | null; pictures: Picture[] };

/** `srcset` of one format of a set, narrow to wide. */
const srcSetOf = (pictures: Picture[], type: Picture["type"]) =>
  pictures
    .filter((picture) => picture.type === type)
    .map((picture) => `${picture.url} ${picture.width}w`)
    .join(", ");

/**
 * A style's 4:5 picture in the size and format the browser asks for:
 * `<picture>` with the AVIF set first and the WebP set in the `<img>`, both
 * chosen by `sizes`, which must say how wide the page draws it (ADR 33). A
 * picture stored before its set was made (the catch-up job makes it later)
 * has the 480 px thumb and the 1080 px cover to choose from.
 *
 * With `priority` it is the page's likely LCP picture: eager, and announced
 * in <head> (React hoists the preload) in the format and size it will be
 * drawn in; a browser without AVIF skips that preload rather than fetch a
 * file it cannot use. Every other picture is lazy and asks for low priority,
 * even in the first screen: Chromium would raise it to high there, and on
 * slow data it would then take round trips from the LCP picture (ADR 33).
 */
export function CoverPicture({
  sources,
  alt,
  sizes,
  priority = false,
  shape = "media-image cover-image",
  className = "",
  ...rest
}: {
  sources: CoverSources;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** The picture's own box: a 4:5 card by default; a page that frames it otherwise says how. */
  shape?: string;
  className?: string;
} & React.DataHTMLAttributes<HTMLImageElement>) {
  const { cover, thumb, pictures } = sources;
  const avif = srcSetOf(pictures, "image/avif");
  const webp = pictures.length
    ? srcSetOf(pictures, "image/webp")
    : thumb && `${thumb} 480w, ${cover} ${COVER_SIZE.width}w`;
  const src = pictures.findLast((picture) => picture.type === "image/webp" && picture.width <= 720)?.url ?? cover;
  if (priority) {
    preload(src, {
      as: "image",
      fetchPriority: "high",
      imageSrcSet: avif || webp || undefined,
      imageSizes: sizes,
      ...(avif ? { type: "image/avif" } : {}),
    });
  }
  const image = (
    <img
      src={src}
      srcSet={webp || undefined}
      sizes={sizes}
      width={COVER_SIZE.width}
      height={COVER_SIZE.height}
      alt={alt}
      loading={priority ? "eager" : "lazy"}
      decoding="async"
      fetchPriority={priority ? "high" : "low"}
      className={`${shape} ${className}`}
      {...rest}
    />
  );
  if (!avif) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {image}
    </picture>
  );
}
