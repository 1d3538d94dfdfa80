import { z } from "zod";
import { accountNames, accountSchema, USER_STATUSES } from "./account";
import type { ScreenStatus } from "./cable";
import { controlCharactersMessage, isPlainText } from "./plain-text";
import {
  count,
  email,
  ID_MAX,
  id,
  integer,
  list,
  namedObject,
  nullableText,
  seconds,
  text,
  timestamp,
  url,
} from "./schema-parts";
import { lastProblemSchema } from "./screen-problems";
import { adSchema, MAX_ADS } from "./slideshow-schemas";

/**
 * The admin console (spec §2 Admin page, §3 Subscriber row / Analytics row / Ad,
 * §6 Admin, §7 `/v1/admin/…`): what the API answers, the sorts it offers, and
 * every text the console and the API share.
 */

export const ADMIN_MESSAGES = {
  notAdmin: "Only admins may do this",
  accountNotFound: "Account not found",
  styleNotFound: "Style not found",
  adNotFound: "Ad not found",
  notYourself: "You cannot block or delete your own account",
  notAdminAccount: "Admin accounts cannot be blocked or deleted here",
  blocked: "Account has been blocked",
  alreadyBlocked: "Account is blocked already",
  unblocked: "Account has been unblocked",
  notBlocked: "Account is not blocked",
  deleted: "Account has been deleted",
  styleApproved: "Style has been approved",
  allApproved: (count: number) => (count === 1 ? "1 style has been approved" : `${count} styles have been approved`),
  styleRemoved: "Style has been removed",
  adCreated: "Ad has been created",
  adDeleted: "Ad has been deleted",
  adFileMissing: "images cannot be empty",
  oneAdFile: "Upload one image or video per ad",
  adTitleTooLong: "Title is too long",
  adTitleControlCharacters: controlCharactersMessage("Title"),
  adLinkInvalid: "Link must be a web address starting with https://",
  styleIdMissing: "styleId cannot be empty",
  accountIdMissing: "accountId cannot be empty",
  notAvailable: "not available",
  noHistories: "No connection histories available",
  screenProblems: "Screen problems",
  noScreenProblems: "No screen has reported a problem",
} as const;

/** Spec §6: an admin is any user whose abilities list has an entry including 'admin'. */
export const hasAdminAbility = (abilities: readonly string[]) =>
  abilities.some((ability) => ability.toLowerCase().includes("admin"));

/** Spec §9: GOLD and DIAMOND remove ads; everyone else is on the free plan. */
export const SUBSCRIPTIONS = ["DIAMOND", "GOLD", "FREE"] as const;
export type Subscription = (typeof SUBSCRIPTIONS)[number];

/** Page size of every admin table (spec §9: data table page size 20). */
export const ADMIN_PAGE_SIZE = 20;
/** The deepest page anyone may ask for: far past any real list, small enough to keep OFFSET cheap. */
export const ADMIN_MAX_PAGE = 10_000;

/** Spec §2 Subscribers tab: every column is sortable except images. */
export const SUBSCRIBER_SORTS = [
  "account_id",
  "first_name",
  "last_name",
  "created_at",
  "last_signin",
  "subscription",
  "referred",
  "email",
] as const;
export type SubscriberSort = (typeof SUBSCRIBER_SORTS)[number];

/**
 * Spec §2 Analytics tab: runtime_today and runtime_total are sortable; and (issue 36) the plays, scans,
 * visits and taps of the last 30 days.
 */
export const ANALYTICS_SORTS = [
  "runtime_today",
  "runtime_total",
  "plays_30d",
  "scans_30d",
  "visits_30d",
  "taps_30d",
] as const;
export type AnalyticsSort = (typeof ANALYTICS_SORTS)[number];

const pageNumber = z.coerce
  .number({ error: "page must be a number" })
  .int("page must be a whole number")
  .min(1, "page must be 1 or more")
  .max(ADMIN_MAX_PAGE, `page must be at most ${ADMIN_MAX_PAGE}`)
  .meta({ format: "int32" })
  .default(1);
const direction = z.enum(["asc", "desc"], { error: "dir must be asc or desc" });

/** `GET /v1/admin/subscribers` query. */
export const subscriberQuerySchema = z.object({
  sort: z.enum(SUBSCRIBER_SORTS, { error: `sort must be one of ${SUBSCRIBER_SORTS.join(", ")}` }).default("created_at"),
  dir: direction.default("desc"),
  page: pageNumber,
  q: z.string().trim().max(100, "q is too long").refine(isPlainText, controlCharactersMessage("q")).optional(),
});
export type SubscriberQuery = z.infer<typeof subscriberQuerySchema>;

/** `GET /v1/admin/upload_requests` and `GET /v1/admin/ads/images` query. */
export const pageQuerySchema = z.object({ page: pageNumber });

/** `GET /v1/admin/portfolios_sessions` query. */
export const analyticsQuerySchema = z.object({
  sort: z
    .enum(ANALYTICS_SORTS, { error: `sort must be one of ${ANALYTICS_SORTS.join(", ")}` })
    .default("runtime_total"),
  dir: direction.default("desc"),
  page: pageNumber,
});
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

const pageOf = <T extends z.ZodType>(row: T, name: string, rows = ADMIN_PAGE_SIZE) =>
  namedObject(name, {
    rows: list(row, rows),
    page: integer(1, ADMIN_MAX_PAGE),
    page_count: count,
    total: count,
  });

/** Spec §3 Subscriber row (portfolio_styles: the account's style count). */
export const subscriberRowSchema = namedObject("SubscriberRow", {
  account_id: id,
  first_name: nullableText,
  last_name: nullableText,
  company: nullableText,
  subscription: z.enum(SUBSCRIPTIONS),
  images: count,
  image_requests: count,
  portfolio_styles: count,
  created_at: timestamp,
  last_signin: timestamp.nullable(),
  /** The account that referred this one (its id), if any. */
  referred: nullableText,
  email,
  status: z.enum(USER_STATUSES),
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;
export const subscriberPageSchema = pageOf(subscriberRowSchema, "SubscriberPage");
export type SubscriberPage = z.infer<typeof subscriberPageSchema>;

/** A pending picture or video of an upload request: the thumbnails of the Upload requests tab. */
export const pendingMediaSchema = z.object({
  id,
  portfolio_id: id,
  kind: z.enum(["image", "video"]),
  src: url,
  thumb: url.nullable(),
});

/** How many pending thumbnails an upload request shows at most (workers/db/admin.ts). */
export const PENDING_MEDIA_PER_ACCOUNT = 8;
export type PendingMedia = z.infer<typeof pendingMediaSchema>;

/** A row of the Upload requests tab: an account with unapproved styles. */
export const uploadRequestSchema = subscriberRowSchema
  .pick({ account_id: true, first_name: true, last_name: true, company: true, subscription: true })
  .extend({
    /** Pictures and videos in its unapproved styles. */
    images: count,
    /** Its unapproved styles. */
    image_requests: count,
    /** The unique pending media, a few per account. */
    pending: list(pendingMediaSchema, PENDING_MEDIA_PER_ACCOUNT),
  })
  .meta({ id: "UploadRequest" });
export type UploadRequest = z.infer<typeof uploadRequestSchema>;
export const uploadRequestPageSchema = pageOf(uploadRequestSchema, "UploadRequestPage");
export type UploadRequestPage = z.infer<typeof uploadRequestPageSchema>;

export const SLIDESHOW_STATUSES = ["active", "connected", "inactive"] as const;
export type SlideshowStatus = (typeof SLIDESHOW_STATUSES)[number];

/** One count per status of SCREEN_STATUSES (contract/cable.ts). */
export const screenStatusCountsSchema = namedObject("ScreenStatusCounts", {
  playing: count,
  stalled: count,
  hidden: count,
  offline: count,
} satisfies Record<ScreenStatus, z.ZodNumber>);
export type ScreenStatusCounts = z.infer<typeof screenStatusCountsSchema>;

/**
 * What an account's screens and pages brought in (issue 36), over the last 30 days rather than all time: an
 * admin ranks thousands of shops by how they do now, and a shop that did well a year ago and nothing since
 * must not lead. Whole UTC days: today and the 29 before it; D1's finished hours (the current hour shows
 * once it is over). Every play, scan, visit and tap written under the account counts, ads' included.
 */
const total30d = (what: string) => count.meta({ description: `${what} in the last 30 days (UTC days)` });
const ACCOUNT_TOTALS_30D = {
  plays_30d: total30d("Plays on the account's screens"),
  scans_30d: total30d("Scans of the account's QR codes"),
  visits_30d: total30d("Visits to the shop's pages"),
  taps_30d: total30d("Taps on the shop's contact links"),
};
/** The column headers of those totals, on the list and the detail. */
export const ACCOUNT_TOTAL_LABELS = {
  plays_30d: "Plays",
  scans_30d: "Scans",
  visits_30d: "Visits",
  taps_30d: "Taps",
} as const satisfies Record<keyof typeof ACCOUNT_TOTALS_30D, string>;
export const ACCOUNT_TOTALS_PERIOD = "last 30 days";
/** What the Analytics tab says of those totals' period, above its table. */
export const ACCOUNT_TOTALS_NOTE = `Plays, scans, visits and taps: the ${ACCOUNT_TOTALS_PERIOD} (UTC days), up to the last full hour.`;

/** Spec §3 Analytics row, list part. Runtimes in seconds; dates ISO 8601. */
export const analyticsRowSchema = namedObject("AnalyticsRow", {
  ...accountNames,
  city: nullableText,
  /** The spec's status: active (a screen plays), connected (the online ones stall or hide), inactive (none online). */
  status: z.enum(SLIDESHOW_STATUSES),
  /** Screens online now (a socket or a sign of life within 50 s): playing + stalled + hidden. */
  slideshow_online_count: count,
  /** How many of the account's screens are in each status (decisions.md "Screen statuses", issue 23). */
  screen_statuses: screenStatusCountsSchema,
  runtime_today: seconds,
  runtime_total: seconds,
  ...ACCOUNT_TOTALS_30D,
});
export type AnalyticsRow = z.infer<typeof analyticsRowSchema>;
export const analyticsPageSchema = pageOf(analyticsRowSchema, "AnalyticsPage").extend({
  /** 'Display total': screens online now. */
  display_total: count,
  /** 'Running time total': all accounts. */
  running_time_total: seconds,
});
export type AnalyticsPage = z.infer<typeof analyticsPageSchema>;

export const connectionHistorySchema = z.object({
  connection_id: id,
  /** The TV's own id ("TV ID"). */
  screen_id: id,
  time_spent: seconds,
  status: z.enum(["online", "offline"]),
  started_at: timestamp,
});

/** A screen's last problem (issue 34), for the admin: which screen, in which browser. */
export const screenProblemRowSchema = lastProblemSchema.extend({ screen_id: id, name: nullableText });
/** The most screens' problems an analytics detail lists, latest first (far more than a shop has TVs). */
export const SCREEN_PROBLEMS_SHOWN = 100;

/** The connection histories an analytics detail lists, newest first (workers/db/screen-analytics.ts). */
export const CONNECTION_HISTORIES_SHOWN = 50;
/** The admin actions a subscriber's detail lists, newest first (workers/db/admin.ts `listAdminActions`). */
export const ADMIN_ACTIONS_SHOWN = 50;

/** Spec §3 Analytics row, detail part (the Analytics detail sub-tab). Null means 'not available'. */
export const analyticsDetailSchema = analyticsRowSchema
  .extend({
    address: nullableText,
    zip_code: nullableText,
    email,
    domain: nullableText,
    online_session: nullableText,
    offline_session: nullableText,
    runtime_month: seconds,
    last_online_at: nullableText,
    browser_info: z.object({
      browser: z.object({ name: nullableText, version: nullableText }),
      os: z.object({ name: nullableText, version: nullableText }),
    }),
    screen_info: z.object({
      width: integer(0, 100_000).nullable(),
      height: integer(0, 100_000).nullable(),
      orientation: nullableText,
      resolution: nullableText,
    }),
    connection_histories: list(connectionHistorySchema, CONNECTION_HISTORIES_SHOWN),
    screen_problems: list(screenProblemRowSchema, SCREEN_PROBLEMS_SHOWN),
  })
  .meta({ id: "AnalyticsDetail" });
export type AnalyticsDetail = z.infer<typeof analyticsDetailSchema>;

/** One recorded admin action (who, what, when): the audit at the bottom of the subscriber detail. */
export const adminActionSchema = namedObject("AdminAction", {
  id: count,
  admin_email: email,
  action: text(ID_MAX),
  account_id: nullableText,
  target_id: nullableText,
  detail: nullableText,
  created_at: timestamp,
});
export type AdminAction = z.infer<typeof adminActionSchema>;

/** `GET /v1/admin/subscribers/{id}`: the subscriber detail's account and its audit trail. */
export const subscriberDetailSchema = namedObject("SubscriberDetail", {
  account: accountSchema,
  actions: list(adminActionSchema, ADMIN_ACTIONS_SHOWN),
});
export type SubscriberDetail = z.infer<typeof subscriberDetailSchema>;

/**
 * An ad as the ads tab lists it: with its plays on every account's screens
 * (issue 23, proof of play: a slide on screen for 2 s or more is one play),
 * what an advertiser pays for. The screens' cable objects write an hour's
 * plays once it is over (or when their last screen leaves), so the current
 * hour shows up after it.
 */
const playCount = (description: string) => count.meta({ description });
export const adminAdSchema = adSchema
  .extend({
    plays_7d: playCount("Plays in the last 7 days (the current UTC hour and the 168 before it)"),
    plays_30d: playCount("Plays in the last 30 days (the current UTC hour and the 720 before it)"),
    scans_7d: playCount("Scans of its QR code on every shop's slideshow in the last 7 days (issue 24)"),
    scans_30d: playCount("Scans of its QR code on every shop's slideshow in the last 30 days"),
  })
  .meta({ id: "AdminAd" });
export type AdminAd = z.infer<typeof adminAdSchema>;

export const adPageSchema = pageOf(adminAdSchema, "AdPage", MAX_ADS);
export type AdPage = z.infer<typeof adPageSchema>;

export { MAX_AD_TITLE } from "./slideshow-schemas";
export const MAX_AD_LINK = 500;

/** An ad's link (issue 24): empty for none, else an https (or http) address. */
export function adLink(value: unknown): string | null | undefined {
  const text = typeof value === "string" ? value.trim() : "";
  if (!text) return null;
  if (text.length > MAX_AD_LINK || !URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
}
