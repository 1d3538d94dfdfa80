import {
  findPictureSetOf,
  findPicturesWithoutSet,
  NO_PICTURE_SET,
  type PictureWithoutSet,
  recordPictureSet,
} from "../db/picture-catch-up";
import { pictureSetColumn, pictureSetKeys, type StoredPictureSet } from "../db/picture-sets";
import { makePictureSet, UnreadableImageError } from "../media/image-variants";
import { deleteKeys, pictureSetPuts, putFile, styleKey } from "../media/style-media";

/**
 * Pictures given their set per run of the Cron Trigger (every five minutes,
 * in its waitUntil, never in a request), and the time after which a run
 * takes no more. The encoding is the Images binding's work, not the
 * Worker's CPU, but it takes time: locally (sharp, a two-core machine under
 * load) a real photo's eight files took 14 s for a 2160 x 1350 JPEG and
 * 45 s for an 8 MP one of 8.5 MB. Ten a run is 2,880 a day; the budget ends
 * a slow run, whatever its pictures, well before the next one starts (a
 * picture is begun within two minutes, and none took a minute), so two runs
 * do not work on the same picture.
 */
export const PICTURES_PER_RUN = 10;
export const RUN_BUDGET_MS = 2 * 60 * 1000;
/**
 * How long a file a run cut short wrote counts as made: the housekeeping
 * sweep deletes files no row lists once they are a day old, so an older one
 * may go while this run counts on it, and is made again instead.
 */
const KEPT_FOR_MS = 12 * 60 * 60 * 1000;

/** What a run did to one picture, and the files it wrote for it. */
export type CatchUpOutcome = {
  itemId: string;
  outcome: "made" | "unreadable" | "superseded" | "failed";
  written: string[];
};

/**
 * Makes the picture sets (contract/picture-set.ts) of pictures stored before
 * sets existed (migration 0017), up to `limit` per run, each chosen once at
 * the start so none is touched twice in a run. Until a picture has its set,
 * pages draw its thumb and cover, so a page served mid-way shows every
 * picture. Resumable: a set's files are keyed by their picture's id (not a
 * random stamp, as an upload's), so a run cut short leaves files the next
 * run finds and does not make again. One picture failing leaves the others to go on.
 * `now` is the clock the run's budget is kept by.
 */
export async function catchUpPictureSets(
  env: Pick<Env, "DB" | "MEDIA" | "IMAGES">,
  { limit = PICTURES_PER_RUN, now = Date.now }: { limit?: number; now?: () => number } = {},
) {
  const started = now();
  const done: CatchUpOutcome[] = [];
  for (const item of await findPicturesWithoutSet(env.DB, limit)) {
    if (now() - started >= RUN_BUDGET_MS) break; // the rest wait for the next run
    const written: string[] = [];
    try {
      done.push({ itemId: item.id, outcome: await catchUp(env, item, written, now()), written });
    } catch (error) {
      // Not recorded: the next run finds the files written so far and makes the rest.
      console.error("picture set left for the next run", item.id, error);
      done.push({ itemId: item.id, outcome: "failed", written });
    }
  }
  return done;
}

async function catchUp(
  env: Pick<Env, "DB" | "MEDIA" | "IMAGES">,
  item: PictureWithoutSet,
  written: string[],
  now: number,
) {
  const setKey = styleKey(item.account_id, item.portfolio_id, `${item.id}-picture`);
  const madeBefore = await filesMadeBefore(env.MEDIA, setKey, now - KEPT_FOR_MS);
  const source = await readSource(env.MEDIA, item);
  let set: StoredPictureSet;
  try {
    if (!source) throw new UnreadableImageError("its file is not in R2");
    const { puts, set: made } = pictureSetPuts(
      setKey,
      await makePictureSet(env.IMAGES, source, { except: madeBefore }),
    );
    for (const put of puts) {
      await putFile(env.MEDIA, put);
      written.push(put.key);
    }
    set = { key: setKey, files: [...madeBefore, ...made.files] };
  } catch (error) {
    if (!(error instanceof UnreadableImageError)) throw error;
    // Logged once: recorded as having none, it is not tried again.
    console.warn("picture set cannot be made; pages keep its thumb and cover", item.id, error.message);
    set = NO_PICTURE_SET;
  }
  const recorded = await recordPictureSet(env.DB, item.id, set);
  // Files no row lists (the picture went, or an upload or remake gave it a set meanwhile) go now.
  const listed = pictureSetKeys(recorded ? pictureSetColumn(set) : await findPictureSetOf(env.DB, item.id));
  const unlisted = [...madeBefore.map((name) => `${setKey}-${name}`), ...written].filter(
    (key) => !listed.includes(key),
  );
  await deleteKeys(env.MEDIA, unlisted);
  if (!recorded) return "superseded";
  return set === NO_PICTURE_SET ? "unreadable" : "made";
}

/** The names of the set's files already in R2, written since `since` by a run cut short. */
async function filesMadeBefore(bucket: R2Bucket, setKey: string, since: number) {
  const prefix = `${setKey}-`;
  const names: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await bucket.list({ prefix, cursor });
    const kept = page.objects.filter((object) => object.uploaded.getTime() >= since);
    names.push(...kept.map((object) => object.key.slice(prefix.length)));
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return names;
}

/** What the set is made from: the kept original, else the slide (a picture stored early may keep no original). */
async function readSource(bucket: R2Bucket, item: PictureWithoutSet) {
  const object = (item.original_key ? await bucket.get(item.original_key) : null) ?? (await bucket.get(item.slide_key));
  return object ? new Uint8Array(await object.arrayBuffer()) : null;
}
