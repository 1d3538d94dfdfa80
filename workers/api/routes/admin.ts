import {
  ADMIN_MESSAGES,
  adPageSchema,
  analyticsDetailSchema,
  analyticsPageSchema,
  analyticsQuerySchema,
  hasAdminAbility,
  MAX_AD_TITLE,
  pageQuerySchema,
  subscriberDetailSchema,
  subscriberPageSchema,
  subscriberQuerySchema,
  uploadRequestPageSchema,
} from "@contract/admin";
import { portfolioSchema, STYLE_MESSAGES } from "@contract/portfolio";
import { adSchema } from "@contract/slideshow-schemas";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { z } from "zod";
import { deleteAccountRow, findAccount } from "../../db/account-profile";
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
import { deletePortfolioRows, findPortfolio, listAccountPortfolios, setApproved } from "../../db/portfolios";
import { randomId } from "../../db/random-id";
import { findScreenAnalytics, listScreenAnalytics } from "../../db/screen-analytics";
import { findAdById, insertAd, listAds } from "../../db/slideshow";
import { deleteAccountMedia } from "../../media/account-media";
import { makeVariants, UnreadableImageError } from "../../media/image-variants";
import { deleteKeys, type MediaPut, putAll } from "../../media/style-media";
import type { ApiEnv } from "../app";
import { ApiError } from "../errors";
import { type AdminEnv, requireAdmin } from "../middleware/require-admin";
import { FILE, guardedRoute, type Method, multipartBody, TEXT } from "../openapi";
import { ok } from "../respond";
import { announceSlideshowChange } from "../slideshow-updates";
import { checkFile, readMultipart } from "../upload-checks";

/** Every admin route: a signed-in user (else 401) with the admin ability (else 403). */
const adminRoute = guardedRoute(requireAdmin, [403]);

/** A route about one account, style or ad, named by the `{id}` in its path: 404 when there is none. */
const aboutOne = <M extends Method, P extends string>(method: M, path: P, summary: string, data: z.ZodType) =>
  adminRoute(method, path, { summary, data, errors: [404] });

/** A page of a list: its query picks the page (and the sort or search), and 422 names a bad one. */
const listPage = <P extends string, Q extends z.ZodObject>(path: P, summary: string, query: Q, data: z.ZodType) =>
  adminRoute("get", path, { summary, request: { query }, data, errors: [422] });

const listSubscribersRoute = listPage(
  "/subscribers",
  "Subscribers, 20 a page, sorted and searched by the database",
  subscriberQuerySchema,
  subscriberPageSchema,
);

const subscriberRoute = aboutOne(
  "get",
  "/subscribers/{id}",
  "One subscriber's account and the admin actions on it, newest first",
  subscriberDetailSchema,
);

const uploadRequestsRoute = listPage(
  "/upload_requests",
  "Accounts with unapproved styles, 20 a page, with their pending media",
  pageQuerySchema,
  uploadRequestPageSchema,
);

const analyticsRoute = listPage(
  "/portfolios_sessions",
  "Screen analytics per account, 20 a page, sorted by runtime today or in total; with the totals",
  analyticsQuerySchema,
  analyticsPageSchema,
);

const analyticsDetailRoute = aboutOne(
  "get",
  "/portfolios_sessions/{id}",
  "One account's screen analytics and connection histories",
  analyticsDetailSchema,
);

const adsRoute = adminRoute("get", "/ads/images", {
  summary: "The slideshow ads, oldest first (the order slideshows weave them in)",
  data: adPageSchema,
});

const createAdRoute = adminRoute("post", "/ads", {
  summary: "Add a slideshow ad: one image or video in `images`, checked and converted as styles are",
  request: {
    body: multipartBody(
      {
        images: { ...FILE, description: "One picture (png, jpeg, webp, heic) or video (mp4, webm, m4v, mov)" },
        poster: { ...FILE, description: "A video's still (optional)" },
        title: { ...TEXT, description: "Defaults to the file's name" },
      },
      ["images"],
    ),
  },
  data: adSchema,
  status: 201,
});

const deleteAdRoute = aboutOne("delete", "/ads/{id}", "Delete a slideshow ad and its files", z.null());

const stylesRoute = aboutOne(
  "get",
  "/all_portfolio_styles/{id}",
  "Every style of an account, approved or not, newest first",
  z.array(portfolioSchema),
);

const removeStyleRoute = aboutOne(
  "delete",
  "/remove_portfolio_styles/{id}",
  "Delete a style and its media (moderation)",
  z.null(),
);

const moderated = z.object({ account_id: z.string() });

const blockRoute = aboutOne(
  "delete",
  "/block_account/{id}",
  "Block an account: it cannot sign in, its sessions end, its public pages and slideshow are gone until unblocked",
  moderated,
);

const unblockRoute = aboutOne(
  "put",
  "/unblock_account/{id}",
  "Lift a block: the account signs in and shows again",
  moderated,
);

const deleteAccountRoute = aboutOne(
  "delete",
  "/delete_account/{id}",
  "Delete an account with everything it owns, its media included",
  moderated,
);

const allowStyleRoute = adminRoute("put", "/allow_portfolio_styles", {
  summary: "Approve one style: it shows publicly and in its slideshow",
  json: z.object({ styleId: z.string({ error: ADMIN_MESSAGES.styleIdMissing }).trim().min(1).max(64) }),
  data: portfolioSchema,
  errors: [404],
});

const allowAllRoute = adminRoute("put", "/allow_all_portfolio_styles", {
  summary: "Approve every unapproved style of an account",
  json: z.object({ accountId: z.string({ error: ADMIN_MESSAGES.accountIdMissing }).trim().min(1).max(64) }),
  data: z.object({ account_id: z.string(), approved: z.number().int() }),
  errors: [404],
});

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
  const style = await findPortfolio(c.env.DB, id);
  if (!style) throw new ApiError(404, ADMIN_MESSAGES.styleNotFound, "styleId");
  return style;
}

/** `/v1/admin/…` (spec §7, §6 Admin, issue 13): admins only. */
export const admin = new OpenAPIHono<ApiEnv>()
  .openapi(listSubscribersRoute, async (c) => ok(c, await listSubscribers(c.env.DB, c.req.valid("query"))))

  .openapi(subscriberRoute, async (c) => {
    const account = await existingAccount(c, c.req.valid("param").id);
    return ok(c, { account, actions: await listAdminActions(c.env.DB, account.id) });
  })

  .openapi(uploadRequestsRoute, async (c) => ok(c, await listUploadRequests(c.env.DB, c.req.valid("query").page)))

  .openapi(analyticsRoute, async (c) => ok(c, await listScreenAnalytics(c.env.DB, c.req.valid("query"))))

  .openapi(analyticsDetailRoute, async (c) => {
    const detail = await findScreenAnalytics(c.env.DB, c.req.valid("param").id);
    if (!detail) throw new ApiError(404, ADMIN_MESSAGES.accountNotFound);
    return ok(c, detail);
  })

  .openapi(adsRoute, async (c) => {
    const ads = await listAds(c.env.DB);
    return ok(c, { rows: ads, page: 1, page_count: 1, total: ads.length });
  })

  .openapi(createAdRoute, async (c) => {
    const form = await readMultipart(c, "the ad");
    const files = form.getAll("images");
    if (files.length > 1) throw new ApiError(422, ADMIN_MESSAGES.oneAdFile, "images");
    const file = await checkFile(files[0] ?? null, "images");
    const rawTitle = form.get("title");
    const title = (typeof rawTitle === "string" && rawTitle.trim()) || file.filename.replace(/\.[^.]*$/, "") || "Ad";
    if (title.length > MAX_AD_TITLE) throw new ApiError(422, ADMIN_MESSAGES.adTitleTooLong, "title");
    const id = randomId();
    const puts = await adMedia(c.env.IMAGES, id, file, form.get("poster"));
    const [main, cover] = puts;
    await putAll(c.env.MEDIA, puts);
    try {
      await insertAd(c.env.DB, {
        id,
        title,
        contentType: main?.contentType ?? "",
        fileKey: main?.key ?? null,
        coverKey: cover?.key ?? null,
      });
    } catch (error) {
      await deleteKeys(
        c.env.MEDIA,
        puts.map((put) => put.key),
      );
      throw error;
    }
    await recordChange(c, { action: "create_ad", accountId: null, targetId: id, detail: title });
    return ok(c, await findAdById(c.env.DB, id), ADMIN_MESSAGES.adCreated, 201);
  })

  .openapi(deleteAdRoute, async (c) => {
    const id = c.req.valid("param").id;
    const keys = await deleteAdRow(c.env.DB, id);
    if (!keys) throw new ApiError(404, ADMIN_MESSAGES.adNotFound);
    await deleteKeys(c.env.MEDIA, keys);
    await recordChange(c, { action: "delete_ad", accountId: null, targetId: id });
    return ok(c, null, ADMIN_MESSAGES.adDeleted);
  })

  .openapi(stylesRoute, async (c) => {
    const account = await existingAccount(c, c.req.valid("param").id);
    return ok(c, await listAccountPortfolios(c.env.DB, account.id, { includeUnapproved: true }));
  })

  .openapi(removeStyleRoute, async (c) => {
    const style = await existingStyle(c, c.req.valid("param").id);
    const accountId = style.attributes.account.account_id;
    await deleteKeys(c.env.MEDIA, await deletePortfolioRows(c.env.DB, style.id));
    await recordChange(c, { action: "remove_style", accountId, targetId: style.id });
    return ok(c, null, ADMIN_MESSAGES.styleRemoved);
  })

  .openapi(blockRoute, async (c) => {
    const id = c.req.valid("param").id;
    const target = await moderationTarget(c, id);
    if (target.blocked) throw new ApiError(422, ADMIN_MESSAGES.alreadyBlocked);
    await blockAccount(c.env.DB, id);
    await recordChange(c, { action: "block_account", accountId: id });
    return ok(c, { account_id: id }, ADMIN_MESSAGES.blocked);
  })

  .openapi(unblockRoute, async (c) => {
    const id = c.req.valid("param").id;
    const target = await moderationTarget(c, id);
    if (!target.blocked) throw new ApiError(422, ADMIN_MESSAGES.notBlocked);
    await unblockAccount(c.env.DB, id);
    await recordChange(c, { action: "unblock_account", accountId: id });
    return ok(c, { account_id: id }, ADMIN_MESSAGES.unblocked);
  })

  .openapi(deleteAccountRoute, async (c) => {
    const id = c.req.valid("param").id;
    await moderationTarget(c, id);
    const account = await existingAccount(c, id);
    await deleteAccountMedia(c.env.MEDIA, id);
    await deleteAccountRow(c.env.DB, id);
    await recordChange(c, { action: "delete_account", accountId: id, detail: account.attributes.email });
    return ok(c, { account_id: id }, ADMIN_MESSAGES.deleted);
  })

  .openapi(allowStyleRoute, async (c) => {
    const style = await existingStyle(c, c.req.valid("json").styleId);
    const accountId = style.attributes.account.account_id;
    await setApproved(c.env.DB, style.id, true);
    await recordChange(c, { action: "approve_style", accountId, targetId: style.id });
    return ok(c, await findPortfolio(c.env.DB, style.id), ADMIN_MESSAGES.styleApproved);
  })

  .openapi(allowAllRoute, async (c) => {
    const account = await existingAccount(c, c.req.valid("json").accountId);
    const approved = await approveAllStyles(c.env.DB, account.id);
    await recordChange(c, { action: "approve_all_styles", accountId: account.id, detail: String(approved) });
    return ok(c, { account_id: account.id, approved }, ADMIN_MESSAGES.allApproved(approved));
  });

/**
 * An ad's files, made as a style's are: a picture becomes a webp slide
 * (landscape, as TVs mostly are) and its thumb; a video is kept as sent
 * (the browser converted it) with its poster's thumb when one came along.
 */
async function adMedia(
  images: ImagesBinding,
  id: string,
  file: Awaited<ReturnType<typeof checkFile>>,
  poster: FormDataEntryValue | null,
): Promise<MediaPut[]> {
  const thumbOf = async (bytes: Uint8Array, field: string) => {
    try {
      return await makeVariants(images, bytes, "landscape");
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new ApiError(422, STYLE_MESSAGES.notAnImage, field);
      throw error;
    }
  };
  if (file.media.kind === "image") {
    const { slide, thumb } = await thumbOf(file.bytes, "images");
    return [
      { key: `ads/${id}/slide.webp`, bytes: slide, contentType: "image/webp" },
      { key: `ads/${id}/thumb.webp`, bytes: thumb, contentType: "image/webp" },
    ];
  }
  const puts: MediaPut[] = [
    { key: `ads/${id}/video.${file.media.ext}`, bytes: file.bytes, contentType: file.media.mime },
  ];
  if (poster !== null) {
    const still = await checkFile(poster, "poster", "image");
    puts.push({
      key: `ads/${id}/thumb.webp`,
      bytes: (await thumbOf(still.bytes, "poster")).thumb,
      contentType: "image/webp",
    });
  }
  return puts;
}
