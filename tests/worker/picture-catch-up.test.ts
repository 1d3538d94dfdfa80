import { createExecutionContext, createScheduledController, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import type { GalleryPage, PublicStyle } from "@contract/visitor";
import worker from "@workers/app";
import { NO_PICTURE_SET } from "@workers/db/picture-catch-up";
import { pictureSetColumn } from "@workers/db/picture-sets";
import { gradientPng } from "@workers/dev/png";
import { catchUpPictureSets, RUN_BUDGET_MS } from "@workers/jobs/picture-catch-up";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import gardenPhoto from "../fixtures/media/real-photo-garden.jpg?inline";
import { callV1, createUser, json } from "../support/api";
import { realImage, realMp4 } from "../support/media-fixtures";
import { addStyle } from "../support/styles";

/**
 * Issue 33: pictures stored before picture sets existed get theirs from the
 * Cron's catch-up job, a few per run, resumably; pages draw the thumb and
 * cover until then.
 */

/** A real photograph (Debian's mate-backgrounds, nature/Garden.jpg at 2160x1350: all eight files). */
const GARDEN = Uint8Array.from(atob(gardenPhoto.split(",")[1] ?? ""), (c) => c.charCodeAt(0));

type ItemKeys = { id: string; original_key: string; slide_key: string; thumb_key: string; cover_key: string };
type PictureRow = { id: string; kind: string; pictures: string | null };

/**
 * A style stored before picture sets (support/styles.ts inserts none), with
 * real files at its keys: `source` as its original (none with `source: null`),
 * small pictures as its slide, thumb and cover, and the mp4 of a video style.
 */
async function oldStyle(
  accountId: string,
  { source, video = false }: { source?: Uint8Array | null; video?: boolean } = {},
) {
  const styleId = await addStyle(accountId, { video });
  const items = await env.DB.prepare("SELECT * FROM payload_items WHERE portfolio_id = ? ORDER BY kind")
    .bind(styleId)
    .all<ItemKeys & { kind: string }>();
  const image = items.results.find((item) => item.kind === "image") as ItemKeys;
  const small = await realImage("image/webp", 40, 50);
  for (const key of [image.slide_key, image.thumb_key, image.cover_key]) await env.MEDIA.put(key, small);
  const bytes = source === undefined ? await gradientPng(720, 900, [200, 40, 40], [40, 40, 200]) : source;
  if (bytes) await env.MEDIA.put(image.original_key, bytes);
  const clip = items.results.find((item) => item.kind === "video");
  if (clip) await env.MEDIA.put(clip.slide_key, realMp4());
  return { styleId, itemId: image.id, videoId: clip?.id };
}

const rowsOf = async (styleId: string) =>
  (
    await env.DB.prepare("SELECT id, kind, pictures FROM payload_items WHERE portfolio_id = ? ORDER BY kind")
      .bind(styleId)
      .all<PictureRow>()
  ).results;

const setOf = async (itemId: string) =>
  JSON.parse(
    (await env.DB.prepare("SELECT pictures FROM payload_items WHERE id = ?").bind(itemId).first<string>("pictures")) ??
      "null",
  ) as { key: string; files: string[] } | null;

/**
 * The media bucket, recording each key put; with `failAfterPuts` every put
 * after that many throws (a run cut short), and `onPut` runs before each put.
 */
function recordingBucket({ failAfterPuts = Number.POSITIVE_INFINITY, onPut = async () => {} } = {}) {
  const puts: string[] = [];
  const bucket = new Proxy(env.MEDIA, {
    get(target, property) {
      if (property === "put") {
        return async (key: string, ...rest: Parameters<R2Bucket["put"]> extends [string, ...infer R] ? R : never) => {
          if (puts.length >= failAfterPuts) throw new Error("R2 went away");
          await onPut();
          puts.push(key);
          return target.put(key, ...rest);
        };
      }
      const value = Reflect.get(target, property);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bucket, puts };
}

const withBucket = (bucket: R2Bucket) => ({ DB: env.DB, IMAGES: env.IMAGES, MEDIA: bucket });

/** Every URL a public read answers for a style's media, each fetched through the /media route. */
async function statusesOf(style: PublicStyle) {
  const urls = style.media.flatMap((media) => [
    media.src,
    media.thumb,
    media.cover,
    ...media.pictures.map((picture) => picture.url),
  ]);
  return Object.fromEntries(
    await Promise.all(urls.map(async (url) => [url, (await SELF.fetch(`http://localhost${url}`)).status] as const)),
  );
}

const publicStyle = async (styleId: string) =>
  (await json<PublicStyle>(await callV1(`/public/styles/${styleId}`))).data;

beforeEach(async () => {
  // Storage is shared by a file's tests: an earlier test's pictures are out of this one's way.
  await env.DB.prepare("UPDATE payload_items SET pictures = ? WHERE pictures IS NULL")
    .bind(pictureSetColumn(NO_PICTURE_SET))
    .run();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("the picture-set catch-up job", () => {
  it("runs from the Cron Trigger: a real photo stored before sets gets all eight files", async () => {
    const user = await createUser();
    const { itemId } = await oldStyle(user.accountId, { source: GARDEN });

    const ctx = createExecutionContext();
    await worker.scheduled?.(createScheduledController({ cron: "*/5 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);

    const set = await setOf(itemId);
    expect(set?.files.sort()).toEqual(
      ["360.avif", "540.avif", "720.avif", "960.avif", "360.webp", "540.webp", "720.webp", "1080.webp"].sort(),
    );
    for (const name of set?.files ?? []) expect(await env.MEDIA.head(`${set?.key}-${name}`)).not.toBeNull();
  }, 60_000);

  it("makes the sets of up to `limit` pictures per run, each once; the rest wait for the next run", async () => {
    const user = await createUser();
    const styles = [await oldStyle(user.accountId), await oldStyle(user.accountId), await oldStyle(user.accountId)];
    const first = recordingBucket();

    const run = await catchUpPictureSets(withBucket(first.bucket), { limit: 2 });
    expect(run.map((done) => done.outcome)).toEqual(["made", "made"]);
    expect(new Set(run.map((done) => done.itemId)).size).toBe(2);
    expect(new Set(first.puts).size).toBe(first.puts.length); // no file written twice
    const waiting = styles.filter((style) => !run.some((done) => done.itemId === style.itemId));
    expect(waiting).toHaveLength(1);
    expect(await setOf(waiting[0]?.itemId ?? "")).toBeNull();

    const second = recordingBucket();
    const next = await catchUpPictureSets(withBucket(second.bucket), { limit: 2 });
    expect(next.map((done) => [done.itemId, done.outcome])).toEqual([[waiting[0]?.itemId, "made"]]);
    expect(second.puts.filter((key) => first.puts.includes(key))).toEqual([]);
    // A 720 x 900 picture: its 4:5 crop makes 360, 540 and 720 in both formats.
    for (const style of styles) expect((await setOf(style.itemId))?.files).toHaveLength(6);
    expect(await catchUpPictureSets(env)).toEqual([]);
  });

  it("takes no more pictures once the run has used its time: the rest wait for the next run", async () => {
    const user = await createUser();
    const styles = [await oldStyle(user.accountId), await oldStyle(user.accountId)];
    let clock = 0;
    // Each look at the clock is 100 s on: the second picture would begin after 200 s, past the budget.
    const run = await catchUpPictureSets(env, { now: () => clock++ * 100_000 });
    expect(RUN_BUDGET_MS).toBeLessThan(200_000);
    expect(run.map((done) => [done.itemId, done.outcome])).toEqual([[styles[0]?.itemId, "made"]]);
    expect(await setOf(styles[1]?.itemId ?? "")).toBeNull();
  });

  it("cut short after some files, resumes by writing only the missing ones, each file once across the runs", async () => {
    const user = await createUser();
    const { itemId } = await oldStyle(user.accountId);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});

    const cut = recordingBucket({ failAfterPuts: 2 });
    const [interrupted] = await catchUpPictureSets(withBucket(cut.bucket));
    expect(interrupted).toMatchObject({ itemId, outcome: "failed" });
    expect(cut.puts).toHaveLength(2);
    expect(errors).toHaveBeenCalledOnce();
    expect(await setOf(itemId)).toBeNull(); // nothing recorded: pages keep the thumb and cover
    for (const key of cut.puts) expect(await env.MEDIA.head(key)).not.toBeNull(); // kept for the next run

    const resumed = recordingBucket();
    const [done] = await catchUpPictureSets(withBucket(resumed.bucket));
    expect(done).toMatchObject({ itemId, outcome: "made" });
    expect(resumed.puts).toHaveLength(4);
    const everyPut = [...cut.puts, ...resumed.puts];
    expect(new Set(everyPut).size).toBe(everyPut.length);

    const set = await setOf(itemId);
    expect(set?.files).toHaveLength(6);
    expect(set?.files.map((name) => `${set.key}-${name}`).sort()).toEqual(everyPut.sort());
  });

  it("makes again a file a run cut short wrote over half a day ago (the day-old sweep may take it meanwhile)", async () => {
    const user = await createUser();
    const { itemId } = await oldStyle(user.accountId);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const cut = recordingBucket({ failAfterPuts: 2 });
    await catchUpPictureSets(withBucket(cut.bucket));

    const late = recordingBucket();
    const halfADayOn = Date.now() + 13 * 60 * 60 * 1000;
    const [done] = await catchUpPictureSets(withBucket(late.bucket), { now: () => halfADayOn });
    expect(done).toMatchObject({ itemId, outcome: "made" });
    expect(late.puts).toHaveLength(6);
    expect(late.puts).toEqual(expect.arrayContaining(cut.puts));
  });

  it("leaves a page served mid-way without a broken picture: the thumb and cover until the set, then the set", async () => {
    const user = await createUser();
    const { styleId } = await oldStyle(user.accountId);
    vi.spyOn(console, "error").mockImplementation(() => {});
    await catchUpPictureSets(withBucket(recordingBucket({ failAfterPuts: 3 }).bucket));

    const midway = await publicStyle(styleId);
    expect(midway.media[0]?.pictures).toEqual([]);
    expect(Object.values(await statusesOf(midway))).toEqual([200, 200, 200]);
    const card = (await json<GalleryPage>(await callV1("/public/gallery"))).data.styles.find(
      (style) => style.id === styleId,
    );
    expect(card?.pictures).toEqual([]);
    for (const url of [card?.thumb, card?.cover]) expect((await SELF.fetch(`http://localhost${url}`)).status).toBe(200);

    await catchUpPictureSets(env);
    const after = await publicStyle(styleId);
    expect(after.media[0]?.pictures).toHaveLength(6);
    const statuses = await statusesOf(after);
    expect(Object.keys(statuses)).toHaveLength(9);
    expect(new Set(Object.values(statuses))).toEqual(new Set([200]));
  });

  it("gives a video the set of its poster in the same step, never as a picture of its own", async () => {
    const user = await createUser();
    const { styleId, itemId, videoId } = await oldStyle(user.accountId, { video: true });

    const run = await catchUpPictureSets(env);
    expect(run.map((done) => done.itemId)).toEqual([itemId]);
    const [image, clip] = await rowsOf(styleId);
    expect(clip).toMatchObject({ id: videoId, kind: "video" });
    expect(clip?.pictures).toBe(image?.pictures);
    expect(JSON.parse(clip?.pictures ?? "{}").files).toHaveLength(6);

    // The style's page shows the video, with its poster's set.
    const style = await publicStyle(styleId);
    expect(style.media.map((media) => media.id)).toEqual([videoId]);
    expect(style.media[0]?.pictures).toHaveLength(6);
    expect(new Set(Object.values(await statusesOf(style)))).toEqual(new Set([200]));
  });

  it("records a picture it cannot read as having no set, says so once, and does not try it again", async () => {
    const user = await createUser();
    const garbled = await oldStyle(user.accountId, { source: new TextEncoder().encode("not a picture at all") });
    const gone = await oldStyle(user.accountId, { source: null });
    // Neither the original nor the slide is readable: the slide is what a picture without an original falls back to.
    await env.MEDIA.delete([`accounts/${user.accountId}/styles/${gone.styleId}/a-slide.webp`]);
    await env.MEDIA.put(`accounts/${user.accountId}/styles/${garbled.styleId}/a-slide.webp`, "not a picture either");
    const warnings = vi.spyOn(console, "warn").mockImplementation(() => {});

    const run = await catchUpPictureSets(env);
    expect(run.map((done) => [done.itemId, done.outcome, done.written])).toEqual([
      [garbled.itemId, "unreadable", []],
      [gone.itemId, "unreadable", []],
    ]);
    expect(warnings).toHaveBeenCalledTimes(2);
    for (const style of [garbled, gone]) {
      expect(await setOf(style.itemId)).toEqual(NO_PICTURE_SET);
      expect((await publicStyle(style.styleId)).media[0]?.pictures).toEqual([]);
    }

    expect(await catchUpPictureSets(env)).toEqual([]);
    expect(warnings).toHaveBeenCalledTimes(2);
  });

  it("makes a picture's set from its slide when it keeps no original", async () => {
    const user = await createUser();
    const { styleId, itemId } = await oldStyle(user.accountId, { source: null });
    await env.DB.prepare("UPDATE payload_items SET original_key = NULL WHERE id = ?").bind(itemId).run();
    await env.MEDIA.put(
      `accounts/${user.accountId}/styles/${styleId}/a-slide.webp`,
      await realImage("image/webp", 640, 360),
    );

    const [done] = await catchUpPictureSets(env);
    expect(done).toMatchObject({ itemId, outcome: "made" });
    // A 640 x 360 slide's 4:5 crop is 288 px wide: the smallest of each format only.
    expect((await setOf(itemId))?.files.sort()).toEqual(["360.avif", "360.webp"]);
  });

  it("never overwrites a set an upload or remake recorded meanwhile, and deletes the files it wrote", async () => {
    const user = await createUser();
    const { itemId } = await oldStyle(user.accountId);
    const newer = { key: `accounts/${user.accountId}/remade-picture`, files: ["360.webp"] };
    const remade = recordingBucket({
      onPut: async () => {
        await env.DB.prepare("UPDATE payload_items SET pictures = ? WHERE id = ?")
          .bind(pictureSetColumn(newer), itemId)
          .run();
      },
    });

    const [done] = await catchUpPictureSets(withBucket(remade.bucket));
    expect(done).toMatchObject({ itemId, outcome: "superseded" });
    expect(done?.written).toHaveLength(6);
    expect(await setOf(itemId)).toEqual(newer);
    for (const key of remade.puts) expect(await env.MEDIA.head(key)).toBeNull();
  });
});
