import { z } from "zod";
import {
  ADMIN_MESSAGES,
  adPageSchema,
  analyticsDetailSchema,
  analyticsPageSchema,
  analyticsQuerySchema,
  MAX_AD_LINK,
  MAX_AD_TITLE,
  pageQuerySchema,
  subscriberDetailSchema,
  subscriberPageSchema,
  subscriberQuerySchema,
  uploadRequestPageSchema,
} from "../admin";
import { count, id, list } from "../schema-parts";
import { adSchema } from "../slideshow-schemas";
import { MAX_LISTED_STYLES, styleSchema } from "../style";
import { endpoint, FILE, type Method, multipartBody, TEXT } from "./define";

/** `/v1/admin/…` (spec §7, §6 Admin, issue 13): a signed-in user (else 401) with the admin ability (else 403). */

/** An endpoint about one account, style or ad, named by the `{id}` in its path: 404 when there is none. */
const aboutOne = <const M extends Method, const P extends `/${string}`, D extends z.ZodType>(
  method: M,
  path: P,
  summary: string,
  data: D,
) => endpoint({ method, path, summary, caller: "person", data, errors: [403, 404] });

/** A page of a list: its query picks the page (and the sort or search), and 422 names a bad one. */
const listPage = <const P extends `/${string}`, Q extends z.ZodObject, D extends z.ZodType>(
  path: P,
  summary: string,
  query: Q,
  data: D,
) => endpoint({ method: "get", path, summary, caller: "person", request: { query }, data, errors: [403, 422] });

export const listSubscribers = listPage(
  "/admin/subscribers",
  "Subscribers, 20 a page, sorted and searched by the database",
  subscriberQuerySchema,
  subscriberPageSchema,
);

export const getSubscriber = aboutOne(
  "get",
  "/admin/subscribers/{id}",
  "One subscriber's account and the admin actions on it, newest first",
  subscriberDetailSchema,
);

export const listUploadRequests = listPage(
  "/admin/upload_requests",
  "Accounts with unapproved styles, 20 a page, with their pending media",
  pageQuerySchema,
  uploadRequestPageSchema,
);

export const listAnalytics = listPage(
  "/admin/portfolios_sessions",
  "Screen analytics per account, 20 a page, sorted by runtime today or in total, or by plays, scans, visits or taps in the last 30 days; with the totals",
  analyticsQuerySchema,
  analyticsPageSchema,
);

export const getAnalytics = aboutOne(
  "get",
  "/admin/portfolios_sessions/{id}",
  "One account's screen analytics and connection histories",
  analyticsDetailSchema,
);

export const listAds = endpoint({
  method: "get",
  path: "/admin/ads/images",
  summary:
    "The slideshow ads, oldest first (the order slideshows weave them in), each with its plays on every screen in the last 7 and 30 days",
  caller: "person",
  data: adPageSchema,
  errors: [403],
});

export const createAd = endpoint({
  method: "post",
  path: "/admin/ads",
  summary: "Add a slideshow ad: one image or video in `images`, checked and converted as styles are",
  caller: "person",
  request: {
    body: multipartBody(
      {
        images: { ...FILE, description: "One picture (png, jpeg, webp, heic) or video (mp4, webm, m4v, mov)" },
        poster: { ...FILE, description: "A video's still (optional)" },
        title: { ...TEXT(MAX_AD_TITLE), description: "Defaults to the file's name" },
        link: {
          ...TEXT(MAX_AD_LINK),
          description: "Where a scan of the ad's QR code leads (https://…); empty: the shop's own page",
        },
      },
      ["images"],
    ),
  },
  data: adSchema,
  status: 201,
  errors: [403],
});

export const deleteAd = aboutOne("delete", "/admin/ads/{id}", "Delete a slideshow ad and its files", z.null());

export const listAccountStyles = aboutOne(
  "get",
  "/admin/all_portfolio_styles/{id}",
  "Every style of an account, approved or not, newest first",
  list(styleSchema, MAX_LISTED_STYLES),
);

export const removeStyle = aboutOne(
  "delete",
  "/admin/remove_portfolio_styles/{id}",
  "Delete a style and its media (moderation)",
  z.null(),
);

const moderated = z.object({ account_id: id });

export const blockAccount = aboutOne(
  "delete",
  "/admin/block_account/{id}",
  "Block an account: it cannot sign in, its sessions end, its public pages and slideshow are gone until unblocked",
  moderated,
);

export const unblockAccount = aboutOne(
  "put",
  "/admin/unblock_account/{id}",
  "Lift a block: the account signs in and shows again",
  moderated,
);

export const deleteAccount = aboutOne(
  "delete",
  "/admin/delete_account/{id}",
  "Delete an account with everything it owns, its media included",
  moderated,
);

export const approveStyle = endpoint({
  method: "put",
  path: "/admin/allow_portfolio_styles",
  summary: "Approve one style: it shows publicly and in its slideshow",
  caller: "person",
  json: z.object({ styleId: z.string({ error: ADMIN_MESSAGES.styleIdMissing }).trim().min(1).max(64) }),
  data: styleSchema,
  errors: [403, 404],
});

export const approveAllStyles = endpoint({
  method: "put",
  path: "/admin/allow_all_portfolio_styles",
  summary: "Approve every unapproved style of an account",
  caller: "person",
  json: z.object({ accountId: z.string({ error: ADMIN_MESSAGES.accountIdMissing }).trim().min(1).max(64) }),
  data: z.object({ account_id: id, approved: count }),
  errors: [403, 404],
});
