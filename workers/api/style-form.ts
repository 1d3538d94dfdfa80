import { BEFORE_FIELDS, BEFORE_MESSAGES } from "@contract/before-picture";
import { CONSENT_MESSAGES, hasConsentRecord } from "@contract/consent";
import { STYLE_MESSAGES, type Style, type StyleFields, styleFieldsSchema } from "@contract/style";
import type { StyleSchedule } from "@contract/style-schedule";
import { readScheduleFields, SCHEDULE_FIELD_NAMES, SCHEDULE_FIELDS } from "@contract/style-schedule-fields";
import { MAX_STYLE_IMAGES } from "@contract/uploads";
import type { Context } from "hono";
import { findService } from "../db/services";
import type { CheckedFile } from "../media/style-media";
import type { StyleEdit, StyleUploads } from "../media/style-uploads";
import type { ApiEnv } from "./api-env";
import { ApiError } from "./errors";
import { checkFile, readMultipart } from "./upload-checks";

/**
 * A style's multipart form (spec §7 portfolios) as the API reads it: the
 * fields and the schedule, each file checked before any is used and, for an
 * edit, which items go and in what order the rest stand. Whatever is wrong is a 422 on its
 * field; nothing is stored here (workers/media/style-uploads.ts does that).
 */

/** A new style of `accountId`: its fields and at least one file. */
export async function readNewStyle<E extends ApiEnv>(c: Context<E>, accountId: string) {
  const form = await readMultipart(c, "the style");
  const fields = parseFields(form);
  await checkService(c.env.DB, accountId, fields);
  const schedule = parseSchedule(form) ?? null;
  const uploads = await readUploads(c.env.IMAGES, form, []);
  if (uploads.pictures.length === 0) throw new ApiError(422, STYLE_MESSAGES.noMedia, "images");
  return {
    fields,
    schedule,
    uploads: { ...uploads, before: await readBefore(c.env.IMAGES, form, Boolean(uploads.video)) },
  };
}

/** An edit of `current`: a style keeps at least one file, and a new file may not take the name of a kept one. */
export async function readStyleEdit<E extends ApiEnv>(c: Context<E>, current: Style): Promise<StyleEdit> {
  const form = await readMultipart(c, "the style");
  const fields = parseFields(form);
  await checkService(c.env.DB, current.attributes.account.account_id, fields);
  if (fields.subject === "none" && hasConsentRecord(current.attributes.consent))
    throw new ApiError(422, CONSENT_MESSAGES.staysClients, "subject");
  // A script that knows nothing of schedules (spec §7 has none) leaves the style's as it is.
  const asked = parseSchedule(form);
  const schedule = asked === undefined ? current.attributes.schedule : asked;
  const removing = itemIdsOf(form, "image_to_delete");
  const order = itemIdsOf(form, "item_order");
  const kept = current.attributes.payload.filter((item) => !removing.includes(item.id));
  // The before picture is not one of the style's pictures: it neither fills their room nor takes their names.
  const keptNames = kept.filter((item) => !item.is_before).map((item) => item.filename);
  const uploads = await readUploads(c.env.IMAGES, form, keptNames);
  if (keptNames.length + uploads.pictures.length === 0) throw new ApiError(422, STYLE_MESSAGES.noMedia, "images");
  const keptVideo = kept.some((item) => item.content_type.startsWith("video/"));
  const isVideo = Boolean(uploads.video) || keptVideo;
  const before = await readBefore(c.env.IMAGES, form, isVideo);
  const keptBefore = kept.filter((item) => item.is_before).map((item) => item.id);
  if (keptBefore.length && isVideo) throw new ApiError(422, BEFORE_MESSAGES.notWithVideo, BEFORE_FIELDS.image);
  // A new before picture replaces the one the style had.
  return {
    fields,
    schedule,
    removing: before ? [...removing, ...keptBefore] : removing,
    order,
    uploads: { ...uploads, before },
  };
}

/**
 * The optional before picture (contract/before-picture.ts), checked like any
 * picture, with the browser's 4:5 cover of it if it came with one. A video
 * style has none: its poster is no photo to compare with.
 */
async function readBefore(images: ImagesBinding, form: FormData, isVideo: boolean): Promise<CheckedFile | undefined> {
  const file = form.get(BEFORE_FIELDS.image);
  const cover = form.get(BEFORE_FIELDS.cover);
  // An empty file input still sends an empty part: no before picture.
  if (!(file instanceof File && file.size > 0)) {
    if (cover instanceof File && cover.size > 0)
      throw new ApiError(422, STYLE_MESSAGES.coverWithoutPicture, BEFORE_FIELDS.cover);
    return undefined;
  }
  if (isVideo) throw new ApiError(422, BEFORE_MESSAGES.notWithVideo, BEFORE_FIELDS.image);
  const before = await checkFile(images, file, BEFORE_FIELDS.image, { kind: "image" });
  if (cover instanceof File && cover.size > 0)
    before.cover = await checkFile(images, cover, BEFORE_FIELDS.cover, { kind: "image" });
  return before;
}

/** The field a request's pictures came in: what a picture the pipeline cannot read is reported on. */
export const pictureField = (uploads: StyleUploads) => (uploads.video ? "poster" : "images");

function parseFields(form: FormData): StyleFields {
  const text = Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  const result = styleFieldsSchema.safeParse(text);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiError(422, issue?.message ?? "Invalid style", String(issue?.path[0] ?? ""));
  }
  return result.data;
}

/**
 * The service a style names is one of its account's (issue 37): any other id is refused on its field, not
 * saved as none (workers/db/styles.ts would store it as none, which would lose the owner's choice silently).
 */
async function checkService(db: D1Database, accountId: string, fields: StyleFields) {
  if (fields.service_id && !(await findService(db, accountId, fields.service_id)))
    throw new ApiError(422, STYLE_MESSAGES.notYourService, "service_id");
}

/** The schedule the form's `schedule_*` fields give (null: always); undefined when it has none of them. */
function parseSchedule(form: FormData): StyleSchedule | null | undefined {
  if (!SCHEDULE_FIELD_NAMES.some((name) => form.has(name))) return undefined;
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : undefined;
  };
  const reading = readScheduleFields({
    schedule_from: text(SCHEDULE_FIELDS.from),
    schedule_until: text(SCHEDULE_FIELDS.until),
    schedule_days: form.getAll(SCHEDULE_FIELDS.days).filter((value) => typeof value === "string"),
    schedule_window_from: text(SCHEDULE_FIELDS.windowFrom),
    schedule_window_to: text(SCHEDULE_FIELDS.windowTo),
  });
  if (reading.ok) return reading.schedule;
  const [error] = reading.errors;
  throw new ApiError(422, error?.message ?? "Invalid schedule", error?.name ?? SCHEDULE_FIELDS.from);
}

/** A list of the style's item ids: more than a style can hold is refused, not cut short. */
function itemIdsOf(form: FormData, name: "image_to_delete" | "item_order") {
  const ids = form.getAll(name).filter((value): value is string => typeof value === "string");
  // Removal names the style's pictures and its before picture (which has no place in the order).
  if (ids.length > MAX_STYLE_IMAGES + Number(name === "image_to_delete"))
    throw new ApiError(422, STYLE_MESSAGES.tooManyFiles, name);
  return ids;
}

/**
 * The request's files, every one checked: a video with its poster, or up to
 * the style's room in pictures whose names are new to it (`keptNames`: the
 * files the style keeps).
 */
async function readUploads(images: ImagesBinding, form: FormData, keptNames: string[]): Promise<StyleUploads> {
  const video = form.get("video");
  if (video !== null) {
    const checkedVideo = await checkFile(images, video, "video", { kind: "video" });
    if (form.get("poster") === null) throw new ApiError(422, STYLE_MESSAGES.videoNeedsPoster, "poster");
    return {
      pictures: [await checkFile(images, form.get("poster"), "poster", { kind: "image" })],
      video: checkedVideo,
    };
  }

  const files = form.getAll("images");
  if (keptNames.length + files.length > MAX_STYLE_IMAGES) {
    throw new ApiError(422, STYLE_MESSAGES.tooManyFiles, "images");
  }
  const names = new Set(keptNames);
  const pictures: CheckedFile[] = [];
  for (const file of files) {
    const checked = await checkFile(images, file, "images", { kind: "image" });
    if (names.has(checked.filename)) throw new ApiError(422, STYLE_MESSAGES.sameName, "images");
    names.add(checked.filename);
    pictures.push(checked);
  }
  await attachCovers(images, form, pictures);
  return { pictures };
}

/**
 * The browser's 4:5 covers (`image_covers`), each checked like any picture
 * and given to the picture of its name: cut from the whole photo, not from
 * the screen-sized slide, they make the same picture set as a photo posted
 * without JavaScript (issue 33).
 */
async function attachCovers(images: ImagesBinding, form: FormData, pictures: CheckedFile[]) {
  const covers = form.getAll("image_covers");
  if (covers.length > pictures.length) throw new ApiError(422, STYLE_MESSAGES.tooManyFiles, "image_covers");
  for (const file of covers) {
    const cover = await checkFile(images, file, "image_covers", { kind: "image" });
    const picture = pictures.find((each) => each.filename === cover.filename && !each.cover);
    if (!picture) throw new ApiError(422, STYLE_MESSAGES.coverWithoutPicture, "image_covers");
    picture.cover = cover;
  }
}
