import { isDevelopment } from "@contract/config";
import {
  APPROVAL_WAIT_DAYS,
  APPROVAL_WAIT_SAMPLE,
  createStyle,
  deleteStyle,
  getApprovalWait,
  getStyle,
  listMyStyles,
  listOwnStyles,
  listPublicStyles,
  promoteStyle,
  regenerateVariants,
  replaceStyleImage,
  updateStyle,
} from "@contract/endpoints/styles";
import { PROMOTION_PLANS, STYLE_MESSAGES, type Style } from "@contract/style";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { pushContentChange } from "../../cable/push";
import { approvalWait } from "../../db/admin";
import { deleteStyleRows, findItemMedia, findStyle, listStylesOfAccount, savePromotion } from "../../db/styles";
import { mayRemakeVariants, remakeVariants, replaceVariants } from "../../media/item-variants";
import { grantGoneStyle, grantGoneStyles } from "../../media/media-grants";
import { deleteKeys } from "../../media/style-media";
import { saveNewStyle, saveStyleEdit } from "../../media/style-uploads";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { type AccountEnv, requireAccount } from "../middleware/require-auth";
import { enforceRateLimits, HOUR, limitPerIp } from "../rate-limits";
import { ok } from "../respond";
import { guardedRoute, route } from "../route";
import { pictureField, readNewStyle, readStyleEdit } from "../style-form";
import { checkFile, mapUnreadableImage, readMultipart } from "../upload-checks";

/**
 * A style route acts for the signed-in account; only the public list does
 * not, and the variant regeneration acts for the item's owner or an admin.
 */
const accountRoute = guardedRoute(requireAccount);

/** Styles (spec §7 portfolios). */
export const styles = new OpenAPIHono<ApiEnv>()
  .openapi(accountRoute(listOwnStyles), async (c) => ok(c, await ownStyles(c)))
  .openapi(accountRoute(listMyStyles), async (c) => ok(c, await ownStyles(c)))
  .openapi(accountRoute(getApprovalWait), async (c) =>
    ok(c, await approvalWait(c.env.DB, new Date(Date.now() - APPROVAL_WAIT_DAYS * 86_400_000), APPROVAL_WAIT_SAMPLE)),
  )
  .openapi(accountRoute(getStyle), async (c) => ok(c, await visibleStyle(c, c.req.valid("param").id)))
  .openapi(route(listPublicStyles), async (c) =>
    ok(c, await listStylesOfAccount(c.env.DB, c.req.valid("param").account_id)),
  )

  .openapi(accountRoute(createStyle), async (c) => {
    const { account } = c.var;
    const style = await readNewStyle(c, account.id);
    const id = await mapUnreadableImage(pictureField(style.uploads), saveNewStyle(c.env, account, style));
    c.executionCtx.waitUntil(pushContentChange(c.env, account.id, "style_added"));
    return ok(c, await findStyle(c.env.DB, id), STYLE_MESSAGES.created, 201);
  })

  .openapi(accountRoute(updateStyle), async (c) => {
    const { account } = c.var;
    const current = await ownStyle(c, c.req.valid("param").id);
    const edit = await readStyleEdit(c, current);
    await mapUnreadableImage(pictureField(edit.uploads), saveStyleEdit(c.env, account, current, edit));
    c.executionCtx.waitUntil(pushContentChange(c.env, account.id, "style_edited"));
    return ok(c, await findStyle(c.env.DB, current.id), STYLE_MESSAGES.updated);
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
    if (!item || !(await mayRemakeVariants(c.env.DB, c.var.userId, item)))
      throw new ApiError(404, STYLE_MESSAGES.itemNotFound);
    // Once per image is the client's rule; a few a day per item keeps a loop from burning the Images quota.
    await enforceRateLimits(c, [{ key: `variant:item:${item.id}`, limit: 3, windowSeconds: 24 * HOUR }]);
    const urls = await mapUnreadableImage("file", remakeVariants(c.env, item));
    if (!urls) throw new ApiError(422, STYLE_MESSAGES.noOriginal);
    return ok(c, urls, STYLE_MESSAGES.variantsMade);
  });

/** Spec §7 names this path outside /users; the Worker entry also answers it without the /v1 prefix. */
export const styleImages = new OpenAPIHono<ApiEnv>().openapi(accountRoute(replaceStyleImage), async (c) => {
  const item = await findItemMedia(c.env.DB, c.req.valid("param").id);
  if (!item || item.account_id !== c.var.account.id) throw new ApiError(404, STYLE_MESSAGES.itemNotFound);
  if (item.kind !== "image") throw new ApiError(422, STYLE_MESSAGES.noOriginal, "file");
  const form = await readMultipart(c, "the style");
  const checked = await checkFile(c.env.IMAGES, form.get("file"), "file", { kind: "image" });
  const urls = await mapUnreadableImage("file", replaceVariants(c.env, item, checked.bytes, checked.media));
  return ok(c, urls, STYLE_MESSAGES.variantsMade);
});

/** The account's styles; a gone one's files granted to it (media-grants.ts). */
async function ownStyles(c: Context<AccountEnv>) {
  const styles = await listStylesOfAccount(c.env.DB, c.var.account.id, { includeUnapproved: true });
  return grantGoneStyles(c.var.config.SESSION_SECRET, styles);
}

/** A style the signed-in account owns; anyone else's does not exist for it. */
async function ownStyle(c: Context<AccountEnv>, id: string): Promise<Style> {
  const style = await findStyle(c.env.DB, id);
  if (!style || style.attributes.account.account_id !== c.var.account.id)
    throw new ApiError(404, STYLE_MESSAGES.notFound);
  return style;
}

/** A style the account owns, or another's that a visitor may see (approved, on the public pages by its consent). */
async function visibleStyle(c: Context<AccountEnv>, id: string): Promise<Style> {
  const style = await findStyle(c.env.DB, id);
  const mine = style?.attributes.account.account_id === c.var.account.id;
  const published = style?.attributes.is_approved && style.attributes.channels.pages;
  if (!style || (!mine && !published)) throw new ApiError(404, STYLE_MESSAGES.notFound);
  return mine ? grantGoneStyle(c.var.config.SESSION_SECRET, style) : style;
}
