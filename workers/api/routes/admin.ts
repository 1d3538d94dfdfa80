import { ADMIN_MESSAGES, hasAdminAbility } from "@contract/admin";
import * as endpoints from "@contract/endpoints/admin";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { findAccount } from "../../db/account-profile";
import {
  approveAllStyles,
  blockAccount,
  deleteAdRow,
  findModerationTarget,
  listAdminActions,
  listSubscribers,
  listUploadRequests,
  type NewAdminAction,
  recordAdminAction,
  unblockAccount,
} from "../../db/admin";
import { findScreenAnalytics, listScreenAnalytics } from "../../db/screen-analytics";
import { findAdById, listAdsWithPlays } from "../../db/slideshow";
import { deleteStyleRows, findStyle, listStylesOfAccount, setApproved } from "../../db/styles";
import { deleteAccount } from "../../media/account-media";
import { saveAd } from "../../media/ad-media";
import { grantGoneStyles } from "../../media/media-grants";
import { deleteKeys } from "../../media/style-media";
import { adPictureField, readNewAd } from "../ad-form";
import type { ApiEnv } from "../api-env";
import { ApiError } from "../errors";
import { type AdminEnv, requireAdmin } from "../middleware/require-admin";
import { ok } from "../respond";
import { guardedRoute } from "../route";
import { announceSlideshowChange } from "../slideshow-updates";
import { mapUnreadableImage } from "../upload-checks";

/** Every admin route: a signed-in user (else 401) with the admin ability (else 403). */
const adminRoute = guardedRoute(requireAdmin, [403]);

type AdminContext = Context<AdminEnv>;

/**
 * Every admin change ends alike: recorded (who, what, when) for the audit
 * table, and announced to the slideshows it changes (an account's, or all of
 * them when it is an ad's).
 */
async function recordChange(c: AdminContext, entry: Omit<NewAdminAction, "adminUserId" | "adminEmail">) {
  await recordAdminAction(c.env.DB, { adminUserId: c.var.userId, adminEmail: c.var.adminEmail, ...entry });
  const { accountId } = entry;
  await announceSlideshowChange(c.env, accountId === null ? { kind: "ads" } : { kind: "account", accountId });
}

async function existingAccount(c: AdminContext, id: string) {
  const account = await findAccount(c.env.DB, id);
  if (!account) throw new ApiError(404, ADMIN_MESSAGES.accountNotFound);
  return account;
}

/** An account an admin may block or delete: it exists, is not the admin's own, and is no admin's. */
async function moderationTarget(c: AdminContext, id: string) {
  const target = await findModerationTarget(c.env.DB, id);
  if (!target) throw new ApiError(404, ADMIN_MESSAGES.accountNotFound);
  if (target.userIds.includes(c.var.userId)) throw new ApiError(422, ADMIN_MESSAGES.notYourself);
  if (hasAdminAbility(target.abilities)) throw new ApiError(422, ADMIN_MESSAGES.notAdminAccount);
  return target;
}

async function existingStyle(c: AdminContext, id: string) {
  const style = await findStyle(c.env.DB, id);
  if (!style) throw new ApiError(404, ADMIN_MESSAGES.styleNotFound, "styleId");
  return style;
}

/** `/v1/admin/…` (spec §7, §6 Admin, issue 13): admins only. */
export const admin = new OpenAPIHono<ApiEnv>()
  .openapi(adminRoute(endpoints.listSubscribers), async (c) =>
    ok(c, await listSubscribers(c.env.DB, c.req.valid("query"))),
  )

  .openapi(adminRoute(endpoints.getSubscriber), async (c) => {
    const account = await existingAccount(c, c.req.valid("param").id);
    return ok(c, { account, actions: await listAdminActions(c.env.DB, account.id) });
  })

  .openapi(adminRoute(endpoints.listUploadRequests), async (c) =>
    ok(c, await listUploadRequests(c.env.DB, c.req.valid("query").page)),
  )

  .openapi(adminRoute(endpoints.listAnalytics), async (c) =>
    ok(c, await listScreenAnalytics(c.env.DB, c.req.valid("query"))),
  )

  .openapi(adminRoute(endpoints.getAnalytics), async (c) => {
    const detail = await findScreenAnalytics(c.env.DB, c.req.valid("param").id);
    if (!detail) throw new ApiError(404, ADMIN_MESSAGES.accountNotFound);
    return ok(c, detail);
  })

  .openapi(adminRoute(endpoints.listAds), async (c) => {
    const ads = await listAdsWithPlays(c.env.DB, Date.now());
    return ok(c, { rows: ads, page: 1, page_count: 1, total: ads.length });
  })

  .openapi(adminRoute(endpoints.createAd), async (c) => {
    const ad = await readNewAd(c);
    const id = await mapUnreadableImage(adPictureField(ad), saveAd(c.env, ad));
    await recordChange(c, { action: "create_ad", accountId: null, targetId: id, detail: ad.title });
    return ok(c, await findAdById(c.env.DB, id), ADMIN_MESSAGES.adCreated, 201);
  })

  .openapi(adminRoute(endpoints.deleteAd), async (c) => {
    const id = c.req.valid("param").id;
    const keys = await deleteAdRow(c.env.DB, id);
    if (!keys) throw new ApiError(404, ADMIN_MESSAGES.adNotFound);
    await deleteKeys(c.env.MEDIA, keys);
    await recordChange(c, { action: "delete_ad", accountId: null, targetId: id });
    return ok(c, null, ADMIN_MESSAGES.adDeleted);
  })

  .openapi(adminRoute(endpoints.listAccountStyles), async (c) => {
    const account = await existingAccount(c, c.req.valid("param").id);
    const styles = await listStylesOfAccount(c.env.DB, account.id, { includeUnapproved: true });
    return ok(c, await grantGoneStyles(c.var.config.SESSION_SECRET, styles));
  })

  .openapi(adminRoute(endpoints.removeStyle), async (c) => {
    const style = await existingStyle(c, c.req.valid("param").id);
    const accountId = style.attributes.account.account_id;
    await deleteKeys(c.env.MEDIA, await deleteStyleRows(c.env.DB, style.id));
    await recordChange(c, { action: "remove_style", accountId, targetId: style.id });
    return ok(c, null, ADMIN_MESSAGES.styleRemoved);
  })

  .openapi(adminRoute(endpoints.blockAccount), async (c) => {
    const id = c.req.valid("param").id;
    const target = await moderationTarget(c, id);
    if (target.blocked) throw new ApiError(422, ADMIN_MESSAGES.alreadyBlocked);
    await blockAccount(c.env.DB, id);
    await recordChange(c, { action: "block_account", accountId: id });
    return ok(c, { account_id: id }, ADMIN_MESSAGES.blocked);
  })

  .openapi(adminRoute(endpoints.unblockAccount), async (c) => {
    const id = c.req.valid("param").id;
    const target = await moderationTarget(c, id);
    if (!target.blocked) throw new ApiError(422, ADMIN_MESSAGES.notBlocked);
    await unblockAccount(c.env.DB, id);
    await recordChange(c, { action: "unblock_account", accountId: id });
    return ok(c, { account_id: id }, ADMIN_MESSAGES.unblocked);
  })

  .openapi(adminRoute(endpoints.deleteAccount), async (c) => {
    const id = c.req.valid("param").id;
    await moderationTarget(c, id);
    const account = await existingAccount(c, id);
    await deleteAccount(c.env, id);
    await recordChange(c, { action: "delete_account", accountId: id, detail: account.attributes.email });
    return ok(c, { account_id: id }, ADMIN_MESSAGES.deleted);
  })

  .openapi(adminRoute(endpoints.approveStyle), async (c) => {
    const style = await existingStyle(c, c.req.valid("json").styleId);
    const accountId = style.attributes.account.account_id;
    await setApproved(c.env.DB, style.id, true);
    await recordChange(c, { action: "approve_style", accountId, targetId: style.id });
    return ok(c, await findStyle(c.env.DB, style.id), ADMIN_MESSAGES.styleApproved);
  })

  .openapi(adminRoute(endpoints.approveAllStyles), async (c) => {
    const account = await existingAccount(c, c.req.valid("json").accountId);
    const approved = await approveAllStyles(c.env.DB, account.id);
    await recordChange(c, { action: "approve_all_styles", accountId: account.id, detail: String(approved) });
    return ok(c, { account_id: account.id, approved }, ADMIN_MESSAGES.allApproved(approved));
  });
