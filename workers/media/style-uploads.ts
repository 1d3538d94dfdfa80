import type { Account } from "@contract/account";
import { BEFORE_FIELDS } from "@contract/before-picture";
import type { Style, StyleFields } from "@contract/style";
import type { StyleSchedule } from "@contract/style-schedule";
import { randomId } from "../db/random-id";
import { insertStyle, updateStyleRows } from "../db/styles";
import { UnreadableImageError } from "./image-variants";
import { buildStyleItems, type CheckedFile, deleteKeys, orderEntry, putThenRecord, withCover } from "./style-media";
import { orderItems, pickCover } from "./style-order";

/**
 * A style's media pipeline, once the API has read the request and checked
 * every file: the variants are made, the files written, then the rows; rows
 * that cannot be written take their files with them. A picture the Images
 * binding cannot read throws UnreadableImageError before anything is written.
 */

/** The checked files of one request: pictures, or one video with its poster as the one picture. */
export type StyleUploads = { pictures: CheckedFile[]; video?: CheckedFile; before?: CheckedFile };

/** What a new style is: its fields, its schedule (null: always) and its files. */
export type NewStyle = { fields: StyleFields; schedule: StyleSchedule | null; uploads: StyleUploads };
/** What an edit asks: new fields and schedule, the items to remove, the order of the rest, and new files. */
export type StyleEdit = NewStyle & { removing: string[]; order: string[] };

/** A new, unapproved style of the account with its media; returns its id. */
export async function saveNewStyle(env: Env, account: Account, style: NewStyle) {
  const id = randomId();
  const { items, puts } = await makeItems(env, account, id, style.uploads);
  const { items: beforeItems, puts: beforePuts } = await makeBefore(env, account, id, style.uploads.before);
  puts.push(...beforePuts);
  await putThenRecord(env.MEDIA, puts, () =>
    insertStyle(env.DB, {
      id,
      accountId: account.id,
      fields: style.fields,
      schedule: style.schedule,
      items: [...withCover(items), ...beforeItems],
    }),
  );
  return id;
}

/**
 * Saves an edit of the account's style: the removed items go (their files
 * once the rows no longer point at them), the kept ones stand in the order
 * asked, new files are appended, and the cover is the one asked for, else the
 * one it was, else the first picture.
 */
export async function saveStyleEdit(env: Env, account: Account, current: Style, edit: StyleEdit) {
  const { payload } = current.attributes;
  const removing = new Set(edit.removing);
  const left = payload.filter((item) => !removing.has(item.id));
  // The before picture stands apart: never the cover, kept after the pictures.
  const keptBefore = left.filter((item) => item.is_before);
  const kept = orderItems(
    left.filter((item) => !item.is_before).map((item) => ({ ...item, kind: kindOf(item.content_type) })),
    edit.order,
  );
  const { items, puts } = await makeItems(env, account, current.id, edit.uploads);
  const { items: beforeItems, puts: beforePuts } = await makeBefore(env, account, current.id, edit.uploads.before);
  puts.push(...beforePuts);
  const coverId = pickCover(
    [...kept, ...items].map(orderEntry),
    edit.fields.cover_item_id,
    payload.find((item) => item.is_cover)?.id,
  );
  const removedKeys = await putThenRecord(env.MEDIA, puts, () =>
    updateStyleRows(env.DB, {
      id: current.id,
      fields: edit.fields,
      schedule: edit.schedule,
      removeItemIds: payload.filter((item) => removing.has(item.id)).map((item) => item.id),
      keep: [...kept, ...keptBefore].map((item) => ({ id: item.id, isCover: item.id === coverId })),
      addItems: [...withCover(items, coverId), ...beforeItems],
    }),
  );
  // The rows no longer point at these: a crash here leaves objects the housekeeping deletes after a day.
  await deleteKeys(env.MEDIA, removedKeys);
}

/** The rows and files of the request's new items, under the style's keys, sized for the account's screens. */
const makeItems = (env: Env, account: Account, styleId: string, uploads: StyleUploads) =>
  buildStyleItems(
    env.IMAGES,
    { accountId: account.id, styleId, orientation: account.attributes.device_orientation },
    uploads.pictures,
    uploads.video,
  );

/**
 * The before picture's rows and files: the same variants as any picture
 * (slide, thumb, cover, picture set); one the Images binding cannot read is
 * reported on its own field.
 */
async function makeBefore(env: Env, account: Account, styleId: string, before: CheckedFile | undefined) {
  if (!before) return { items: [], puts: [] };
  try {
    const made = await makeItems(env, account, styleId, { pictures: [before] });
    return { items: made.items.map((item) => ({ ...item, isBefore: true })), puts: made.puts };
  } catch (error) {
    if (error instanceof UnreadableImageError) error.field = BEFORE_FIELDS.image;
    throw error;
  }
}

const kindOf = (contentType: string) => (contentType.startsWith("video/") ? "video" : "image");
