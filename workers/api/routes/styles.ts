import type { Account } from "@contract/account";
import { isDevelopment } from "@contract/config";
import {
  createStyle,
  deleteStyle,
  getStyle,
  listMyStyles,
  listOwnStyles,
  listPublicStyles,
  promoteStyle,
  regenerateVariants,
  replaceStyleImage,
  updateStyle,
} from "@contract/endpoints/styles";
import type { SniffedMedia } from "@contract/media-sniff";
import { mediaUrl } from "@contract/media-url";
import { PROMOTION_PLANS, STYLE_MESSAGES, type Style, type StyleFields, styleFieldsSchema } from "@contract/style";
import { MAX_STYLE_IMAGES } from "@contract/uploads";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { pushContentChange } from "../../cable/push";
import { findAccount } from "../../db/account-profile";
import { findAdminCandidate, isAdmin } from "../../db/admin";
import { randomId } from "../../db/random-id";
import {
  deleteStyleRows,
  findItemMedia,
  findStyle,
  type ItemMedia,
  insertStyle,
  listStylesOfAccount,
  savePromotion,
  setItemVariants,
  updateStyleRows,
} from "../../db/styles";
import { makeVariants, UnreadableImageError } from "../../media/image-variants";
import {
  buildStyleItems,
  type CheckedFile,
  deleteKeys,
  type MediaPut,
  orderEntry,
  putAll,
  styleKey,
  withCover,
} from "../../media/style-media";
import { orderItems, pickCover } from "../../media/style-order";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { type AccountEnv, requireAccount } from "../middleware/require-auth";
import { enforceRateLimits, HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";
import { guardedRoute, route } from "../route";
import { checkFile, readMultipart } from "../upload-checks";

/**
 * A style route acts for the signed-in account; only the public list does
 * not, and the variant regeneration acts for the item's owner or an admin.
 */
const accountRoute = guardedRoute(requireAccount);

/** Styles (spec §7 portfolios). */
export const styles = new OpenAPIHono<ApiEnv>()
  .openapi(accountRoute(listOwnStyles), async (c) => ok(c, await ownStyles(c)))
  .openapi(accountRoute(listMyStyles), async (c) => ok(c, await ownStyles(c)))
  .openapi(accountRoute(getStyle), async (c) => ok(c, await visibleStyle(c, c.req.valid("param").id)))
  .openapi(route(listPublicStyles), async (c) =>
    ok(c, await listStylesOfAccount(c.env.DB, c.req.valid("param").account_id)),
  )

  .openapi(accountRoute(createStyle), async (c) => {
    const { account } = c.var;
    const form = await readMultipart(c, "the style");
    const fields = parseFields(form);
    const id = randomId();
    const { items, puts } = await prepareMedia(c, account, id, form, []);
    if (items.length === 0) throw new ApiError(422, STYLE_MESSAGES.noMedia, "images");
    await putAll(c.env.MEDIA, puts);
    await undoMediaOnFailure(c.env.MEDIA, puts, () =>
      insertStyle(c.env.DB, { id, accountId: account.id, fields, items: withCover(items) }),
    );
    c.executionCtx.waitUntil(pushContentChange(c.env, account.id, "style_added"));
    return ok(c, await findStyle(c.env.DB, id), STYLE_MESSAGES.created, 201);
  })

  .openapi(accountRoute(updateStyle), async (c) => {
    const { account } = c.var;
    const id = c.req.valid("param").id;
    const current = await ownStyle(c, id);
    const form = await readMultipart(c, "the style");
    const fields = parseFields(form);
    const { payload } = current.attributes;
    const removing = new Set(itemIdsOf(form, "image_to_delete"));
    const removeItemIds = payload.filter((item) => removing.has(item.id)).map((item) => item.id);
    const kept = orderItems(
      payload.filter((item) => !removing.has(item.id)).map((item) => ({ ...item, kind: kindOf(item.content_type) })),
      itemIdsOf(form, "item_order"),
    );
    const { items, puts } = await prepareMedia(
      c,
      account,
      id,
      form,
      kept.map((item) => item.filename),
    );
    if (kept.length + items.length === 0) throw new ApiError(422, STYLE_MESSAGES.noMedia, "images");
    const coverId = pickCover(
      [...kept, ...items].map(orderEntry),
      fields.cover_item_id,
      payload.find((item) => item.is_cover)?.id,
    );
    await putAll(c.env.MEDIA, puts);
    const removedKeys = await undoMediaOnFailure(c.env.MEDIA, puts, () =>
      updateStyleRows(c.env.DB, {
        id,
        fields,
        removeItemIds,
        keep: kept.map((item) => ({ id: item.id, isCover: item.id === coverId })),
        addItems: withCover(items, coverId),
      }),
    );
    // The rows no longer point at these: a crash here leaves objects the housekeeping deletes after a day.
    await deleteKeys(c.env.MEDIA, removedKeys);
    c.executionCtx.waitUntil(pushContentChange(c.env, account.id, "style_edited"));
    return ok(c, await findStyle(c.env.DB, id), STYLE_MESSAGES.updated);
  })

  .openapi(accountRoute(deleteStyle), async (c) => {
    const id = c.req.valid("param").id;
    await ownStyle(c, id);
    await deleteKeys(c.env.MEDIA, await deleteStyleRows(c.env.DB, id));
    c.executionCtx.waitUntil(pushContentChange(c.env, c.var.account.id, "style_removed"));
    return ok(c, null, STYLE_MESSAGES.deleted);
  })

  // decisions.md: the payment page is a placeholder until a provider is chosen, so only a test system records one.
  .openapi(accountRoute(promoteStyle), async (c) => {
    const id = c.req.valid("param").id;
    await ownStyle(c, id);
    if (!isDevelopment(c.var.config)) throw new ApiError(503, STYLE_MESSAGES.paymentsClosed);
    const { plan_name } = c.req.valid("json");
    const promotedUntil = await savePromotion(c.env.DB, id, plan_name, PROMOTION_PLANS[plan_name].days);
    return ok(c, { plan_name, promoted_until: promotedUntil ?? "" }, STYLE_MESSAGES.promoted);
  })

  .openapi(route(regenerateVariants, { limit: limitPerIp("variant", 60, HOUR) }), async (c) => {
    const item = await findItemMedia(c.env.DB, c.req.valid("param").id);
    // Someone else's item does not exist for them, and their asking uses up none of its allowance.
    if (!item || !(await mayRemake(c.env.DB, c.var.userId, item))) throw new ApiError(404, STYLE_MESSAGES.itemNotFound);
    // Once per image is the client's rule; a few a day per item keeps a loop from burning the Images quota.
    await enforceRateLimits(c, [{ key: `variant:item:${item.id}`, limit: 3, windowSeconds: 24 * HOUR }]);
    const original = item.kind === "image" && item.original_key ? await c.env.MEDIA.get(item.original_key) : null;
    if (!original) throw new ApiError(422, STYLE_MESSAGES.noOriginal);
    const bytes = new Uint8Array(await original.arrayBuffer());
    return ok(c, await replaceVariants(c.env, item, bytes, null), STYLE_MESSAGES.variantsMade);
  });

/** Spec §7 names this path outside /users; the Worker entry also answers it without the /v1 prefix. */
export const styleImages = new OpenAPIHono<ApiEnv>().openapi(accountRoute(replaceStyleImage), async (c) => {
  const item = await findItemMedia(c.env.DB, c.req.valid("param").id);
  if (!item || item.account_id !== c.var.account.id) throw new ApiError(404, STYLE_MESSAGES.itemNotFound);
  if (item.kind !== "image") throw new ApiError(422, STYLE_MESSAGES.noOriginal, "file");
  const form = await readMultipart(c, "the style");
  const checked = await checkFile(c.env.IMAGES, form.get("file"), "file", { kind: "image" });
  return ok(c, await replaceVariants(c.env, item, checked.bytes, checked.media), STYLE_MESSAGES.variantsMade);
});

/** Whether this user may have an item's variants made again: its owner, or an admin. */
async function mayRemake(db: D1Database, userId: string, item: ItemMedia) {
  const user = await findAdminCandidate(db, userId);
  return Boolean(user && (user.account_id === item.account_id || isAdmin(user)));
}

/**
 * New variants for an item, under new keys (so caches never serve the old
 * ones), made from `bytes`; with `newOriginal` the bytes become its original
 * too. New files first, then the row, then the old files go.
 */
async function replaceVariants(env: Env, item: ItemMedia, bytes: Uint8Array, newOriginal: SniffedMedia | null) {
  const account = await findAccount(env.DB, item.account_id);
  let variants: Awaited<ReturnType<typeof makeVariants>>;
  try {
    variants = await makeVariants(env.IMAGES, bytes, account?.attributes.device_orientation ?? "landscape");
  } catch (error) {
    if (error instanceof UnreadableImageError) throw new ApiError(422, STYLE_MESSAGES.notAnImage, "file");
    throw error;
  }
  const stamp = randomId(6);
  const key = (name: string) => styleKey(item.account_id, item.portfolio_id, `${item.id}-${stamp}-${name}`);
  const puts: MediaPut[] = [
    { key: key("slide.webp"), bytes: variants.slide, contentType: "image/webp" },
    { key: key("thumb.webp"), bytes: variants.thumb, contentType: "image/webp" },
    { key: key("cover.webp"), bytes: variants.cover, contentType: "image/webp" },
  ];
  if (newOriginal) puts.push({ key: key(`original.${newOriginal.ext}`), bytes, contentType: newOriginal.mime });
  await putAll(env.MEDIA, puts);
  const [slide, thumb, cover, original] = puts.map((put) => put.key) as [string, string, string, string | undefined];
  await undoMediaOnFailure(env.MEDIA, puts, () =>
    setItemVariants(env.DB, item.id, {
      slideKey: slide,
      thumbKey: thumb,
      coverKey: cover,
      originalKey: original ?? null,
    }),
  );
  const replaced = [item.slide_key, item.thumb_key, item.cover_key, original ? item.original_key : null];
  await deleteKeys(
    env.MEDIA,
    replaced.filter((old): old is string => Boolean(old)),
  );
  return { slideshow_16x9: mediaUrl(slide) ?? "", thumb: mediaUrl(thumb) ?? "", cover: mediaUrl(cover) ?? "" };
}

async function ownStyles(c: Context<AccountEnv>) {
  return listStylesOfAccount(c.env.DB, c.var.account.id, { includeUnapproved: true });
}

/** A style the signed-in account owns; anyone else's does not exist for it. */
async function ownStyle(c: Context<AccountEnv>, id: string): Promise<Style> {
  const style = await findStyle(c.env.DB, id);
  if (!style || style.attributes.account.account_id !== c.var.account.id)
    throw new ApiError(404, STYLE_MESSAGES.notFound);
  return style;
}

async function visibleStyle(c: Context<AccountEnv>, id: string): Promise<Style> {
  const style = await findStyle(c.env.DB, id);
  const mine = style?.attributes.account.account_id === c.var.account.id;
  if (!style || (!mine && !style.attributes.is_approved)) throw new ApiError(404, STYLE_MESSAGES.notFound);
  return style;
}

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

const textsOf = (form: FormData, name: string) =>
  form.getAll(name).filter((value): value is string => typeof value === "string");

/** A list of the style's item ids: more than a style can hold is refused, not cut short. */
function itemIdsOf(form: FormData, name: "image_to_delete" | "item_order") {
  const ids = textsOf(form, name);
  if (ids.length > MAX_STYLE_IMAGES) throw new ApiError(422, STYLE_MESSAGES.tooManyFiles, name);
  return ids;
}

const kindOf = (contentType: string) => (contentType.startsWith("video/") ? "video" : "image");

/**
 * Checks every file first, then makes the variants: nothing is written until
 * all of the request's media are known to be good. `keptNames`: the files
 * the style keeps, whose names a new file may not take. Returns the rows to
 * insert and the objects to write.
 */
async function prepareMedia(
  c: Context<AccountEnv>,
  account: Account,
  styleId: string,
  form: FormData,
  keptNames: string[],
) {
  const place = { accountId: account.id, styleId, orientation: account.attributes.device_orientation };
  const build = async (files: CheckedFile[], field: string, video?: CheckedFile) => {
    try {
      return await buildStyleItems(c.env.IMAGES, place, files, video);
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new ApiError(422, STYLE_MESSAGES.notAnImage, field);
      throw error;
    }
  };

  const video = form.get("video");
  if (video !== null) {
    const checkedVideo = await checkFile(c.env.IMAGES, video, "video", { kind: "video" });
    if (form.get("poster") === null) throw new ApiError(422, STYLE_MESSAGES.videoNeedsPoster, "poster");
    return build(
      [await checkFile(c.env.IMAGES, form.get("poster"), "poster", { kind: "image" })],
      "poster",
      checkedVideo,
    );
  }

  const files = form.getAll("images");
  if (keptNames.length + files.length > MAX_STYLE_IMAGES) {
    throw new ApiError(422, STYLE_MESSAGES.tooManyFiles, "images");
  }
  const names = new Set(keptNames);
  const checked: CheckedFile[] = [];
  for (const file of files) {
    const result = await checkFile(c.env.IMAGES, file, "images", { kind: "image" });
    if (names.has(result.filename)) throw new ApiError(422, STYLE_MESSAGES.sameName, "images");
    names.add(result.filename);
    checked.push(result);
  }
  return build(checked, "images");
}

/** Runs the database write; if it fails, the objects written for it are deleted before the error goes on. */
async function undoMediaOnFailure<T>(bucket: R2Bucket, puts: MediaPut[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await deleteKeys(
      bucket,
      puts.map((put) => put.key),
    );
    throw error;
  }
}
