import type { SniffedMedia } from "@contract/media-sniff";
import { randomId } from "../db/random-id";

/**
 * Every file of an account lives under `accounts/{id}/`, so deleting an
 * account can remove all of its media by prefix. New uploads get new keys,
 * which is what lets /media cache them for a year.
 */
export const ACCOUNTS_PREFIX = "accounts/";
export const accountPrefix = (accountId: string) => `${ACCOUNTS_PREFIX}${accountId}/`;

export async function putAvatar(bucket: R2Bucket, accountId: string, bytes: Uint8Array, media: SniffedMedia) {
  const key = `${accountPrefix(accountId)}avatar/${randomId(16)}.${media.ext}`;
  await bucket.put(key, bytes, { httpMetadata: { contentType: media.mime, contentDisposition: "inline" } });
  return key;
}

export async function deleteAccountMedia(bucket: R2Bucket, accountId: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: accountPrefix(accountId), cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
