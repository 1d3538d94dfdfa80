import { accountPrefix } from "./account-media";

/** Where a style's files live: under the account's prefix, so deleting the account removes them. */
export const styleKey = (accountId: string, portfolioId: string, name: string) =>
  `${accountPrefix(accountId)}styles/${portfolioId}/${name}`;

export type MediaPut = { key: string; bytes: Uint8Array; contentType: string };

/**
 * Writes a style's files. If one write fails, the ones already written are
 * deleted before the error goes on: a failed upload leaves nothing behind.
 */
export async function putAll(bucket: R2Bucket, puts: MediaPut[]) {
  const written: string[] = [];
  try {
    for (const put of puts) {
      await bucket.put(put.key, put.bytes, {
        httpMetadata: { contentType: put.contentType, contentDisposition: "inline" },
      });
      written.push(put.key);
    }
  } catch (error) {
    await deleteKeys(bucket, written);
    throw error;
  }
}

export async function deleteKeys(bucket: R2Bucket, keys: string[]) {
  // R2 deletes at most 1000 keys per call.
  for (let start = 0; start < keys.length; start += 1000) await bucket.delete(keys.slice(start, start + 1000));
}
