import type { SniffedMedia } from "@contract/media-sniff";
import { mediaUrl } from "@contract/media-url";
import { findAccount } from "../db/account-profile";
import { findAdminCandidate, isAdmin } from "../db/admin";
import { pictureSetKeys } from "../db/picture-sets";
import { randomId } from "../db/random-id";
import { type ItemMedia, setItemVariants } from "../db/styles";
import { makeVariants } from "./image-variants";
import { deleteKeys, type MediaPut, pictureSetPuts, putThenRecord, styleKey } from "./style-media";

/**
 * A style picture's variants made anew: from its kept original (the client
 * asks once per picture, when its own conversion fell short), or from a new
 * picture that replaces it. A picture the Images binding cannot read throws
 * UnreadableImageError before anything is written.
 */

/** Whether this user may have an item's variants made again: its owner, or an admin. */
export async function mayRemakeVariants(db: D1Database, userId: string, item: ItemMedia) {
  const user = await findAdminCandidate(db, userId);
  return Boolean(user && (user.account_id === item.account_id || isAdmin(user)));
}

/** New variants from the item's kept original; null when it has none (a video keeps none). */
export async function remakeVariants(env: Env, item: ItemMedia) {
  const original = item.kind === "image" && item.original_key ? await env.MEDIA.get(item.original_key) : null;
  if (!original) return null;
  return replaceVariants(env, item, new Uint8Array(await original.arrayBuffer()), null);
}

/**
 * New variants for an item, under new keys (so caches never serve the old
 * ones), made from `bytes`; with `newOriginal` the bytes become its original
 * too. New files first, then the row, then the old files go.
 */
export async function replaceVariants(env: Env, item: ItemMedia, bytes: Uint8Array, newOriginal: SniffedMedia | null) {
  const account = await findAccount(env.DB, item.account_id);
  const variants = await makeVariants(env.IMAGES, bytes, account?.attributes.device_orientation ?? "landscape");
  const stamp = randomId(6);
  const key = (name: string) => styleKey(item.account_id, item.portfolio_id, `${item.id}-${stamp}-${name}`);
  const puts: MediaPut[] = [
    { key: key("slide.webp"), bytes: variants.slide, contentType: "image/webp" },
    { key: key("thumb.webp"), bytes: variants.thumb, contentType: "image/webp" },
    { key: key("cover.webp"), bytes: variants.cover, contentType: "image/webp" },
  ];
  const [slide, thumb, cover] = puts.map((put) => put.key) as [string, string, string];
  const original = newOriginal ? key(`original.${newOriginal.ext}`) : null;
  if (original && newOriginal) puts.push({ key: original, bytes, contentType: newOriginal.mime });
  const pictureSet = pictureSetPuts(key("picture"), variants.pictures);
  puts.push(...pictureSet.puts);
  await putThenRecord(env.MEDIA, puts, () =>
    setItemVariants(env.DB, item, {
      slideKey: slide,
      thumbKey: thumb,
      coverKey: cover,
      originalKey: original,
      pictures: pictureSet.set,
    }),
  );
  const replaced = [item.slide_key, item.thumb_key, item.cover_key, original ? item.original_key : null];
  await deleteKeys(env.MEDIA, [
    ...replaced.filter((old): old is string => Boolean(old)),
    ...pictureSetKeys(item.pictures),
  ]);
  return { slideshow_16x9: mediaUrl(slide) ?? "", thumb: mediaUrl(thumb) ?? "", cover: mediaUrl(cover) ?? "" };
}
