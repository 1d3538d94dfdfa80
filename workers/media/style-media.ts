import type { SniffedMedia } from "@contract/media-sniff";
import { pictureFileName } from "@contract/picture-set";
import type { SLIDE_SIZES } from "@contract/uploads";
import type { StoredPictureSet } from "../db/picture-sets";
import { randomId } from "../db/random-id";
import type { NewPayloadItem } from "../db/styles";
import { accountPrefix } from "./account-media";
import { type MadePicture, makeVariants } from "./image-variants";
import { pickCover } from "./style-order";

/** Where a style's files live: under the account's prefix, so deleting the account removes them. */
export const styleKey = (accountId: string, styleId: string, name: string) =>
  `${accountPrefix(accountId)}styles/${styleId}/${name}`;

export type MediaPut = { key: string; bytes: Uint8Array; contentType: string };

/**
 * Writes a style's files. If one write fails, the ones already written are
 * deleted before the error goes on: a failed upload leaves nothing behind.
 */
export async function putAll(bucket: R2Bucket, puts: MediaPut[]) {
  const written: string[] = [];
  try {
    for (const put of puts) {
      await putFile(bucket, put);
      written.push(put.key);
    }
  } catch (error) {
    await deleteKeys(bucket, written);
    throw error;
  }
}

/** Writes one file, served inline as its type. */
export const putFile = (bucket: R2Bucket, put: MediaPut) =>
  bucket.put(put.key, put.bytes, { httpMetadata: { contentType: put.contentType, contentDisposition: "inline" } });

/**
 * Writes the files, then `record` (the rows that point at them). If the rows
 * cannot be written, the files go again before the error goes on: a failed
 * upload leaves nothing behind.
 */
export async function putThenRecord<T>(bucket: R2Bucket, puts: MediaPut[], record: () => Promise<T>): Promise<T> {
  await putAll(bucket, puts);
  try {
    return await record();
  } catch (error) {
    await deleteKeys(
      bucket,
      puts.map((put) => put.key),
    );
    throw error;
  }
}

export async function deleteKeys(bucket: R2Bucket, keys: string[]) {
  // R2 deletes at most 1000 keys per call.
  for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
}

/** The writes of a picture set under the key its files share, and the set as its row stores it. */
export function pictureSetPuts(setKey: string, pictures: MadePicture[]): { puts: MediaPut[]; set: StoredPictureSet } {
  const puts = pictures.map((picture) => ({
    key: `${setKey}-${pictureFileName(picture)}`,
    bytes: picture.bytes,
    contentType: picture.type,
  }));
  return { puts, set: { key: setKey, files: pictures.map(pictureFileName) } };
}

/**
 * A checked upload: its bytes, what it really is, and the name it came with;
 * a picture may come with the browser's 4:5 cover of it, checked too.
 */
export type CheckedFile = { bytes: Uint8Array; media: SniffedMedia; filename: string; cover?: CheckedFile };

/**
 * The rows and files of new payload items: for an image its original and
 * server-made slide, thumb, cover and picture set; for a video (decisions.md: a video
 * pair) the mp4 first, then its poster as an image whose thumb and cover the
 * video shares. None is the cover yet (`pickCover` decides). Nothing is
 * written here: the caller writes `puts`, then the rows.
 */
export async function buildStyleItems(
  images: ImagesBinding,
  place: { accountId: string; styleId: string; orientation: keyof typeof SLIDE_SIZES },
  files: CheckedFile[],
  video?: CheckedFile,
) {
  const items: NewPayloadItem[] = [];
  const puts: MediaPut[] = [];
  const key = (name: string) => styleKey(place.accountId, place.styleId, name);
  for (const file of files) {
    const variants = await makeVariants(images, file.bytes, place.orientation, file.cover?.bytes);
    const id = randomId();
    const webp = (name: string, bytes: Uint8Array) => {
      puts.push({ key: key(`${id}-${name}.webp`), bytes, contentType: "image/webp" });
      return key(`${id}-${name}.webp`);
    };
    const [slideKey, thumbKey, coverKey] = [
      webp("slide", variants.slide),
      webp("thumb", variants.thumb),
      webp("cover", variants.cover),
    ];
    const originalKey = key(`${id}-original.${file.media.ext}`);
    puts.push({ key: originalKey, bytes: file.bytes, contentType: file.media.mime });
    const pictureSet = pictureSetPuts(key(`${id}-picture`), variants.pictures);
    puts.push(...pictureSet.puts);
    if (video) {
      const videoId = randomId();
      const videoKey = key(`${videoId}-video.${video.media.ext}`);
      puts.push({ key: videoKey, bytes: video.bytes, contentType: video.media.mime });
      items.push({
        id: videoId,
        kind: "video",
        contentType: video.media.mime,
        filename: video.filename,
        originalKey: null,
        slideKey: videoKey,
        thumbKey,
        coverKey,
        pictures: pictureSet.set,
        isCover: false,
      });
    }
    items.push({
      id,
      kind: "image",
      contentType: "image/webp",
      filename: file.filename,
      originalKey,
      slideKey,
      thumbKey,
      coverKey,
      pictures: pictureSet.set,
      isCover: false,
    });
  }
  return { items, puts };
}

/** What the ordering rules need to know of an item. */
export const orderEntry = (item: { id: string; kind: string }) => ({ id: item.id, isVideo: item.kind === "video" });

/** New items with the cover flag on `coverId` only (by default their first picture). */
export const withCover = (items: NewPayloadItem[], coverId = pickCover(items.map(orderEntry))) =>
  items.map((item) => ({ ...item, isCover: item.id === coverId }));
