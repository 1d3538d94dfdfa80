import { pictureSetColumn, type StoredPictureSet } from "./picture-sets";

/**
 * The rows of the picture-set catch-up (workers/jobs/picture-catch-up.ts):
 * pictures stored before sets existed (migration 0017), and the set each gets.
 */

/** A picture without a set, and where its files are. */
export type PictureWithoutSet = {
  id: string;
  portfolio_id: string;
  account_id: string;
  original_key: string | null;
  slide_key: string;
};

/**
 * What a picture whose set cannot be made (its file is unreadable or gone)
 * records: an empty set, so pages keep its thumb and cover and the job does
 * not try it again every run (picturesOf and pictureSetKeys read it as none).
 */
export const NO_PICTURE_SET: StoredPictureSet = { key: "", files: [] };

/**
 * Up to `limit` pictures without a set, by id (the partial index
 * payload_items_without_pictures). A video has none of its own: it shares
 * its poster's, recorded with it.
 */
export async function findPicturesWithoutSet(db: D1Database, limit: number) {
  const { results } = await db
    .prepare(
      `SELECT i.id, i.portfolio_id, p.account_id, i.original_key, i.slide_key
       FROM payload_items i JOIN portfolios p ON p.id = i.portfolio_id
       WHERE i.pictures IS NULL AND i.kind = 'image' ORDER BY i.id LIMIT ?`,
    )
    .bind(limit)
    .all<PictureWithoutSet>();
  return results;
}

/**
 * Records a picture's set, and on the video whose poster it is (they share
 * thumb, cover and set), only where none is recorded yet: an upload's or a
 * remake's newer set is never overwritten. Whether the picture took it.
 */
export async function recordPictureSet(db: D1Database, itemId: string, set: StoredPictureSet) {
  const [picture] = await db.batch([
    db
      .prepare("UPDATE payload_items SET pictures = ?1 WHERE id = ?2 AND pictures IS NULL")
      .bind(pictureSetColumn(set), itemId),
    db
      .prepare(
        `UPDATE payload_items SET pictures = ?1 WHERE kind = 'video' AND pictures IS NULL
           AND (portfolio_id, cover_key) = (SELECT portfolio_id, cover_key FROM payload_items WHERE id = ?2 AND pictures = ?1)`,
      )
      .bind(pictureSetColumn(set), itemId),
  ]);
  return (picture?.meta.changes ?? 0) > 0;
}

/** The set column a picture now records (null for none, or once the picture is gone). */
export async function findPictureSetOf(db: D1Database, itemId: string) {
  const row = await db
    .prepare("SELECT pictures FROM payload_items WHERE id = ?")
    .bind(itemId)
    .first<{ pictures: string | null }>();
  return row?.pictures ?? null;
}
