import type { SniffedMedia } from "@contract/media-sniff";
import { deleteAccountRow, setAvatarKey } from "../db/account-profile";
import { randomId } from "../db/random-id";

/**
 * Every file of an account lives under `accounts/{id}/`, so deleting an
 * account can remove all of its media by prefix. New uploads get new keys,
 * which is what lets /media cache them for a year.
 */
export const ACCOUNTS_PREFIX = "accounts/";
export const accountPrefix = (accountId: string) => `${ACCOUNTS_PREFIX}${accountId}/`;

/**
 * The account's new avatar: new object first, then the row, then the old
 * object. A crash between any two steps leaves at most one object nothing
 * points at, which the scheduled housekeeping deletes after a day. Returns
 * the new key, or null when the account was deleted while the upload ran: its
 * file is removed at once (issue 35: deleted means deleted, also in a race).
 */
export async function replaceAvatar(env: Env, accountId: string, bytes: Uint8Array, media: SniffedMedia) {
  const key = `${accountPrefix(accountId)}avatar/${randomId(16)}.${media.ext}`;
  await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: media.mime, contentDisposition: "inline" } });
  const { found, previous } = await setAvatarKey(env.DB, accountId, key);
  if (!found) {
    await env.MEDIA.delete(key);
    return null;
  }
  if (previous) await env.MEDIA.delete(previous);
  return key;
}

/** Removes the account's avatar, row then object; false when it had none. */
export async function removeAvatar(env: Env, accountId: string) {
  const { previous } = await setAvatarKey(env.DB, accountId, null);
  if (previous) await env.MEDIA.delete(previous);
  return Boolean(previous);
}

/**
 * Deletes an account: its rows first, then every file under its prefix. In this order an upload racing the
 * deletion either wrote before the files went (and is deleted with them) or finds its row gone and removes its
 * own file (replaceAvatar; a style's rows refuse to be written without their account).
 */
export async function deleteAccount(env: Env, accountId: string) {
  await deleteAccountRow(env.DB, accountId);
  await deleteAccountMedia(env.MEDIA, accountId);
}

export async function deleteAccountMedia(bucket: R2Bucket, accountId: string) {
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix: accountPrefix(accountId), cursor });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((object) => object.key));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
}
