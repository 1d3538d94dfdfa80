import { randomId } from "../db/random-id";
import { insertAd } from "../db/slideshow";
import { makeVariants } from "./image-variants";
import type { CheckedFile, MediaPut } from "./style-media";
import { putThenRecord } from "./style-media";

/** A new ad as the admin sent it, its files checked: a picture, or a video and maybe its poster. */
export type NewAdUpload = { title: string; link: string | null; file: CheckedFile; poster: CheckedFile | null };

/**
 * Writes a new ad's files, then its row; returns its id. The files are made
 * as a style's are: a picture becomes a webp slide (landscape, as TVs mostly
 * are) and its thumb; a video is kept as sent (the browser converted it) with
 * its poster's thumb when one came along. A picture the Images binding cannot
 * read throws UnreadableImageError before anything is written.
 */
export async function saveAd(env: Env, ad: NewAdUpload) {
  const id = randomId();
  const puts = await adFiles(env.IMAGES, id, ad);
  const [main, cover] = puts;
  await putThenRecord(env.MEDIA, puts, () =>
    insertAd(env.DB, {
      id,
      title: ad.title,
      contentType: main?.contentType ?? "",
      fileKey: main?.key ?? null,
      coverKey: cover?.key ?? null,
      link: ad.link,
    }),
  );
  return id;
}

async function adFiles(images: ImagesBinding, id: string, { file, poster }: NewAdUpload): Promise<MediaPut[]> {
  if (file.media.kind === "image") {
    const { slide, thumb } = await makeVariants(images, file.bytes, "landscape");
    return [
      { key: `ads/${id}/slide.webp`, bytes: slide, contentType: "image/webp" },
      { key: `ads/${id}/thumb.webp`, bytes: thumb, contentType: "image/webp" },
    ];
  }
  const puts: MediaPut[] = [
    { key: `ads/${id}/video.${file.media.ext}`, bytes: file.bytes, contentType: file.media.mime },
  ];
  if (poster) {
    const { thumb } = await makeVariants(images, poster.bytes, "landscape");
    puts.push({ key: `ads/${id}/thumb.webp`, bytes: thumb, contentType: "image/webp" });
  }
  return puts;
}
